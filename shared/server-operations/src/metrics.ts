import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';

/**
 * Prometheus metrics of a server, on prom-client's default registry: the process's own (CPU, memory,
 * event-loop lag, garbage collection), each request counted and timed by route kind, and what each
 * server adds in its own `metrics.ts` (module-level metrics, the prom-client idiom). They are served by
 * `listenMetrics` on a listener of their own (METRICS_PORT), never on the public port.
 */

let defaultsCollected = false;

const requests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by route kind, method and status class',
  labelNames: ['route_kind', 'method', 'status'] as const,
});

const latency = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request to its answer, by route kind',
  labelNames: ['route_kind', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** What kind of route a request went to: a few fixed names (never a raw URL, whose values are unbounded). */
export type RouteKindOf = (request: FastifyRequest) => string;

/** The route pattern Fastify matched (`/api/research-reports/:slug`), or 'unmatched'. */
export const routePattern: RouteKindOf = (request) => request.routeOptions.url ?? 'unmatched';

/** Counts and times every answer of `app` (the process's default metrics are collected once per process). */
export function registerRequestMetrics(app: FastifyInstance, routeKindOf: RouteKindOf = routePattern): void {
  if (!defaultsCollected) {
    collectDefaultMetrics();
    defaultsCollected = true;
  }
  app.addHook('onResponse', async (request, reply) => {
    const kind = routeKindOf(request);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    requests.inc({ route_kind: kind, method, status: `${Math.floor(reply.statusCode / 100)}xx` });
    latency.observe({ route_kind: kind, method }, reply.elapsedTime / 1000);
  });
}

/** The text Prometheus scrapes. */
export function metricsText(): Promise<string> {
  return register.metrics();
}

/** `GET /metrics` on host:port, a plain listener apart from the server's public one. */
export async function listenMetrics({ host, port }: { host: string; port: number }): Promise<{ close(): Promise<void>; port: number }> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    metricsText().then(
      (text) => res.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
