import type { FastifyInstance } from 'fastify';

/** How long one dependency gets to answer a readiness check. */
const CHECK_TIMEOUT_MS = 2000;

/** Servers told to stop: their /readyz answers 503 while they still serve what reaches them. */
const draining = new WeakSet<FastifyInstance>();

/** Fails readiness at once (SIGTERM's first step), so load balancers stop sending before the server closes. */
export function markDraining(app: FastifyInstance): void {
  draining.add(app);
}

/** One thing a server needs to answer: resolves when it is reachable, rejects (or times out) when not. */
export interface ReadinessCheck {
  name: string;
  /**
   * Reported but not required: a dependency the server copes without (the shell server serves pages that
   * need no content, and last good copies, while the content service is away), so its failure must not
   * take every instance out of the load balancer at once.
   */
  informative?: boolean;
  /** `signal` aborts when the check's time is up; `requestId` is the /readyz request's, for a call to another server. */
  check(context: { requestId: string; signal: AbortSignal }): Promise<unknown>;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  const aborted = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  return Promise.race([promise, aborted]);
}

/**
 * GET /healthz: the process is alive (200, nothing checked). GET /readyz: every check answers within
 * its time (an `informative` one that does not is reported `degraded`, and the server stays ready):
 * 200 `{ status: 'ready', checks }`, else 503 with the failing check named `failed`, so a load balancer
 * sends no traffic to an instance that cannot serve. /readyz answers 503 `draining` from the moment
 * the server is told to stop (`markDraining`), both answer 503 once it is closing (Fastify's
 * `return503OnClosing`), and neither is cached.
 */
export function registerOperations(app: FastifyInstance, checks: ReadinessCheck[]): void {
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    if (draining.has(app)) {
      return reply.code(503).header('Cache-Control', 'no-store').send({ status: 'draining', checks: {} });
    }
    const results = await Promise.all(
      checks.map(async ({ name, check, informative }) => {
        const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
        try {
          await untilAborted(check({ requestId: request.id, signal }), signal);
          return [name, 'ok', informative] as const;
        } catch (error) {
          request.log.warn({ check: name, err: error }, informative ? 'readiness: degraded (reported, still ready)' : 'readiness check failed');
          return [name, informative ? 'degraded' : 'failed', informative] as const;
        }
      }),
    );
    const ready = results.every(([, result]) => result !== 'failed');
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results.map(([name, result]) => [name, result])) });
  });
}
