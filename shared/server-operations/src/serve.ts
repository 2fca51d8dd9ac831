import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { listenMetrics } from './metrics.ts';
import { markDraining } from './readiness.ts';

export interface ServeOptions {
  host: string;
  port: number;
  /** After SIGTERM, how long the requests in flight get before the process exits 1. */
  shutdownTimeoutMs: number;
  /**
   * After SIGTERM, how long /readyz answers 503 while the server still serves, before it stops accepting:
   * the time load balancers need to notice (SHUTDOWN_DRAIN_MS; 0: close at once, as `npm start` does).
   */
  drainMs?: number;
  /** Where `GET /metrics` listens (METRICS_PORT), apart from the public port; none when absent. */
  metrics?: { host: string; port: number } | undefined;
  /** Runs before the server listens (migrations, workers); when it (or listening) fails, the process exits 1. */
  prepare?: () => Promise<void>;
  /** Runs once the server has closed, at shutdown or after a failed start: ends workers and connections. */
  release?: () => Promise<void>;
}

/**
 * Starts a server: `prepare`, then listen on host:port; a failure is logged, the server closed and the
 * process ended with 1. Then SIGTERM (or SIGINT): /readyz fails for `drainMs` while requests are still
 * served; then (at once after an uncaught error) stop accepting connections, let
 * the requests in flight finish (new ones on kept-alive connections get 503), `release`, exit 0; past
 * `shutdownTimeoutMs`, exit 1.
 */
export async function serve(app: FastifyInstance, { host, port, shutdownTimeoutMs, drainMs = 0, metrics, prepare, release }: ServeOptions): Promise<void> {
  let metricsListener: Awaited<ReturnType<typeof listenMetrics>> | undefined;
  const closeAll = async () => {
    await app.close();
    await metricsListener?.close();
    await release?.();
  };
  try {
    await prepare?.();
    await app.listen({ host, port });
    if (metrics) {
      metricsListener = await listenMetrics(metrics);
      app.log.info({ port: metricsListener.port }, 'metrics listening');
    }
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
      else if (drainMs > 0) {
        // Readiness fails first; the server keeps serving while load balancers take it out, then closes.
        markDraining(app);
        app.log.info({ signal, drainMs }, 'shutting down: not ready, draining before closing');
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      if (!err) app.log.info({ signal }, 'shutting down: finishing the requests in flight');
      await closeAll();
      app.log.info('shut down');
    },
  );
}
