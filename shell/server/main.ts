import { serve } from '@brids/server-operations';
import { readConfig } from './config.ts';
import { buildShellServer } from './app.ts';

const config = readConfig();
const app = await buildShellServer(config);
// Listens on HOST:PORT; SIGTERM lets the requests in flight finish, then exits 0 (1 past SHUTDOWN_TIMEOUT_MS).
await serve(app, { host: config.host, port: config.port, shutdownTimeoutMs: config.shutdownTimeoutMs });
