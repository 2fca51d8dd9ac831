import { serve } from '@brids/server-operations';
import { readConfig } from './config.ts';
import { buildShellServer } from './app.ts';

const config = readConfig();
const app = await buildShellServer(config);
// Listens on HOST:PORT; SIGTERM lets the requests in flight finish, then exits 0 (1 past SHUTDOWN_TIMEOUT_MS).
// With SHUTDOWN_DRAIN_MS, /readyz fails first while pages are still served; METRICS_PORT serves /metrics apart.
await serve(app, {
  host: config.host,
  port: config.port,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  drainMs: config.shutdownDrainMs,
  metrics: config.metricsPort === undefined ? undefined : { host: config.host, port: config.metricsPort },
});
