import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The header that carries one request's id from a load balancer to the shell server, on to the content service, and back. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An id another server made is kept only when it is short and plain (it goes into every log line). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Fastify's `genReqId`: the caller's x-request-id when it is plain, else a new UUID. */
export function requestIdOf(request: { headers: IncomingHttpHeaders }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
