import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The header that carries one request's id from the shell server to the content service and back. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An id another server made is kept only when it is short and plain (it goes into every log line). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Fastify's `genReqId`: the caller's x-request-id when it is plain, else a new UUID. */
export function requestIdOf(request: { headers: IncomingHttpHeaders }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** One thing the service needs to answer: resolves when it is reachable, rejects (or times out) when not. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The database answers a query. */
export const databaseCheck = (db: Kysely<DB>): ReadinessCheck => ({
  name: 'database',
  check: () => sql`select 1`.execute(db),
});

/**
 * GET /healthz: the process is alive (200, nothing checked). GET /readyz: every dependency answers
 * (the database, and Redis when REDIS_URL is set): 200 `{ status: 'ready', checks }`, else 503 with
 * the failing check named, so a load balancer sends no traffic to an instance that cannot serve it.
 * Both also answer 503 once the server is closing (Fastify's return503OnClosing).
 */
export function registerOperations(app: FastifyInstance, checks: ReadinessCheck[]): void {
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
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
