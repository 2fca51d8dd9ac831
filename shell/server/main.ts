import { readConfig } from './config.ts';
import { buildShellServer } from './app.ts';

const config = readConfig();
const app = await buildShellServer(config);
await app.listen({ host: config.host, port: config.port });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
