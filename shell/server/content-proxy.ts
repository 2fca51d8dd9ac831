import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import { REQUEST_ID_HEADER } from '@brids/server-operations';
import type { ContentBreaker } from './content-breaker.ts';

interface ProxyOptions {
  contentApiUrl: string;
  /** CONTENT_PROXY_TIMEOUT_MS: how long a call may wait for the content service's answer (headers, then body). */
  timeoutMs: number;
  breaker: ContentBreaker;
}

/** The answer of a call the content service did not answer: JSON as its own errors (`message`), with `Retry-After`. */
function unavailable(reply: FastifyReply, status: 503 | 504, retryAfterSeconds: number): FastifyReply {
  const message = status === 504 ? 'The content service did not answer in time. Please try again shortly.' : 'The content service is unavailable. Please try again shortly.';
  return reply.code(status).header('Retry-After', String(retryAfterSeconds)).header('Cache-Control', 'no-store').send({ message });
}

const settle = new WeakMap<FastifyRequest, (failed: boolean) => void>();

/**
 * `/api/*` proxied to the content service with the browser's address appended to `X-Forwarded-For`,
 * bounded: an answer's headers and body each within `timeoutMs` (else 504), a service that cannot be
 * reached a 503, and while the server's circuit breaker is open a 503 at once; every call counts in
 * the breaker the documents use, so either side notices a dead service for both.
 */
export async function contentProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const { breaker } = options;
  app.addHook('onRequest', async (request, reply) => {
    if (breaker.refusing) return unavailable(reply, 503, breaker.retryAfterSeconds);
    const outcome = new Promise<void>((resolve, reject) => {
      settle.set(request, (failed) => (failed ? reject(new Error('the content service did not answer')) : resolve()));
    });
    breaker.track(() => outcome).catch(() => {});
    return undefined;
  });
  app.addHook('onResponse', async (request, reply) => {
    settle.get(request)?.(reply.statusCode >= 502 && reply.statusCode <= 504);
  });
  // A visitor who leaves says nothing about the content service.
  app.addHook('onRequestAbort', async (request) => {
    settle.get(request)?.(false);
  });

  await app.register(fastifyHttpProxy, {
    upstream: options.contentApiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    undici: { headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs, connectTimeout: Math.min(options.timeoutMs, 5000) },
    replyOptions: {
      // X-Forwarded-For gets the visitor's own address appended (whatever they wrote into it stays to its
      // left): the content service, trusting this server (TRUST_PROXY), counts its rate limits per visitor.
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        [REQUEST_ID_HEADER]: String(request.id),
        'x-forwarded-for': [headers['x-forwarded-for'], request.socket.remoteAddress].flat().filter(Boolean).join(', '),
      }),
      // No answer at all: a time-out is a 504, anything else (refused, reset) a 503.
      onError: (reply, { error }) => {
        reply.request.log.warn({ err: error }, 'the content service did not answer the /api call');
        unavailable(reply as FastifyReply, (error as { statusCode?: number }).statusCode === 504 ? 504 : 503, breaker.retryAfterSeconds);
      },
    },
  });
}
