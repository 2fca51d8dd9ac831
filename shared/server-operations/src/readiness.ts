import type { FastifyInstance } from 'fastify';

/** How long one dependency gets to answer a readiness check. */
const CHECK_TIMEOUT_MS = 2000;

/** One thing a server needs to answer: resolves when it is reachable, rejects (or times out) when not. */
export interface ReadinessCheck {
  name: string;
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
 * its time: 200 `{ status: 'ready', checks }`, else 503 with the failing check named, so a load balancer
 * sends no traffic to an instance that cannot serve. Both answer 503 once the server is closing
 * (Fastify's `return503OnClosing`), and neither is cached.
 */
export function registerOperations(app: FastifyInstance, checks: ReadinessCheck[]): void {
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
        try {
          await untilAborted(check({ requestId: request.id, signal }), signal);
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ check: name, err: error }, 'readiness check failed');
          return [name, 'failed'] as const;
        }
      }),
    );
    const ready = results.every(([, result]) => result === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) });
  });
}
