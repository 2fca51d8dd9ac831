import closeWithGrace from 'close-with-grace';
import { readConfig } from './config.ts';
import { buildShellServer } from './app.ts';

const config = readConfig();
const app = await buildShellServer(config);
await app.listen({ host: config.host, port: config.port });
// SIGTERM (or SIGINT): stop accepting connections, let the requests in flight finish (new ones on
// kept-alive connections get 503), then exit 0; past SHUTDOWN_TIMEOUT_MS, exit 1.
closeWithGrace(
  {
    delay: config.shutdownTimeoutMs,
    logger: false,
    onTimeout: (ms) => app.log.error({ ms }, 'requests still in flight after the shutdown bound: exiting 1'),
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    await app.close();
    app.log.info('shut down');
  },
);
