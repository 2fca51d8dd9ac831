import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries one request's id from the shell server to the content service and back. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a load balancer made is kept only when it is short and plain (it goes into every log line). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Fastify's `genReqId`: the load balancer's x-request-id when it is plain, else a new UUID. */
export function requestIdOf(request: { headers: IncomingHttpHeaders }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

const CHECK_TIMEOUT_MS = 2000;

/**
 * GET /healthz: the process is alive. GET /readyz: the shell can serve the site: its release
 * manifest and HTML template load, and the content service says it is ready (its database, and
 * Redis when configured). 503 names what failed. Both answer 503 once the server is closing.
 */
export function registerOperations(
  app: FastifyInstance,
  checks: { release: () => Promise<unknown>; template: () => Promise<unknown>; contentApiUrl: string },
): void {
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const contentService = async () => {
      const res = await fetch(`${checks.contentApiUrl}/readyz`, {
        headers: { [REQUEST_ID_HEADER]: request.id },
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`content service /readyz answered ${res.status}`);
    };
    const named = { release: checks.release, template: checks.template, 'content-service': contentService };
    const results = await Promise.all(
      Object.entries(named).map(async ([name, check]) => {
        try {
          await check();
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
