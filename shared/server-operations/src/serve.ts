import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

export interface ServeOptions {
  host: string;
  port: number;
  /** After SIGTERM, how long the requests in flight get before the process exits 1. */
  shutdownTimeoutMs: number;
  /** Runs before the server listens (migrations, workers); when it (or listening) fails, the process exits 1. */
  prepare?: () => Promise<void>;
  /** Runs once the server has closed, at shutdown or after a failed start: ends workers and connections. */
  release?: () => Promise<void>;
}

/**
 * Starts a server: `prepare`, then listen on host:port; a failure is logged, the server closed and the
 * process ended with 1. Then SIGTERM (or SIGINT, or an uncaught error): stop accepting connections, let
 * the requests in flight finish (new ones on kept-alive connections get 503), `release`, exit 0; past
 * `shutdownTimeoutMs`, exit 1.
 */
export async function serve(app: FastifyInstance, { host, port, shutdownTimeoutMs, prepare, release }: ServeOptions): Promise<void> {
  const closeAll = async () => {
    await app.close();
    await release?.();
  };
  try {
    await prepare?.();
    await app.listen({ host, port });
  } catch (error) {
    app.log.error({ err: error }, 'start-up failed');
    await closeAll();
    process.exit(1);
  }
  closeWithGrace(
    {
      delay: shutdownTimeoutMs,
      logger: false,
      onTimeout: (ms) => app.log.error({ ms }, 'requests still in flight after the shutdown bound: exiting 1'),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an uncaught error');
      else app.log.info({ signal }, 'shutting down: finishing the requests in flight');
      await closeAll();
      app.log.info('shut down');
    },
  );
}
