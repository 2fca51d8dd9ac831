import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import { REQUEST_ID_HEADER } from '@brids/server-operations';
import type { ContentBreaker } from './content-breaker.ts';
import { isPublicApiCall } from './public-api.ts';

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
 * `/media/*` (the media store's files: GET and HEAD, immutable, cached as the content service says) and
 * `/api/*` proxied to the content service — only the calls of the allow-list (public-api.ts: visitors'
 * reads and forms, the login); any other is a 404 here and never reaches it — with the browser's address appended to `X-Forwarded-For`,
 * bounded: an answer's headers and body each within `timeoutMs` (else 504), a service that cannot be
 * reached a 503, and while the server's circuit breaker is open a 503 at once; every call counts in
 * the breaker the documents use, so either side notices a dead service for both. An event stream (the
 * live chat's, `text/event-stream`) passes byte by byte: never compressed (not a compressible type of
 * @fastify/compress), its keep-alive comments (every 5 s) within `timeoutMs` between bytes, counted as
 * answered once its headers came, and a visitor leaving it is no failure.
 */
export async function contentProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const { breaker } = options;
  app.addHook('onRequest', async (request, reply) => {
    // The public origin is read-only: the console, the editorial and admin APIs are on the content service's own port.
    // (The media files' proxy below takes only GET and HEAD.)
    if (!request.url.startsWith('/media/') && !isPublicApiCall(request.method, request.url)) return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not found' });
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
  // An event stream (the live chat) lasts as long as the visitor stays: the service answered once its headers
  // came, so the breaker counts it then rather than holding the call open for minutes. At shutdown the open
  // streams end at once (their browsers reconnect, to another instance), else they would hold it to its bound.
  const streams = new Set<FastifyReply['raw']>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) return payload;
    settle.get(request)?.(false);
    streams.add(reply.raw);
    reply.raw.once('close', () => streams.delete(reply.raw));
    return payload;
  });
  app.addHook('preClose', async () => {
    for (const raw of streams) raw.destroy();
  });
  // A visitor who leaves says nothing about the content service.
  app.addHook('onRequestAbort', async (request) => {
    settle.get(request)?.(false);
  });

  const undici = { headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs, connectTimeout: Math.min(options.timeoutMs, 5000) };
  // X-Forwarded-For gets the visitor's own address appended (whatever they wrote into it stays to its
  // left): the content service, trusting this server (TRUST_PROXY), counts its rate limits per visitor.
  const forwarded = <H extends IncomingHttpHeaders>(request: { id: unknown; socket: { remoteAddress?: string | undefined } }, headers: H): H => ({
    ...headers,
    [REQUEST_ID_HEADER]: String(request.id),
    'x-forwarded-for': [headers['x-forwarded-for'], request.socket.remoteAddress].flat().filter(Boolean).join(', '),
  });
  // No answer at all: a time-out is a 504, anything else (refused, reset) a 503.
  const onError = (reply: FastifyReply, { error }: { error: Error }) => {
    reply.request.log.warn({ err: error }, `the content service did not answer the ${reply.request.url.startsWith('/media/') ? '/media' : '/api'} call`);
    unavailable(reply, (error as { statusCode?: number }).statusCode === 504 ? 504 : 503, breaker.retryAfterSeconds);
  };

  await app.register(fastifyHttpProxy, {
    upstream: options.contentApiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    undici,
    replyOptions: { rewriteRequestHeaders: forwarded, onError: onError as never },
  });
  // The media store's files: public, never changed under their names; only reads, without cookies or tokens.
  await app.register(fastifyHttpProxy, {
    upstream: options.contentApiUrl,
    prefix: '/media',
    rewritePrefix: '/media',
    httpMethods: ['GET', 'HEAD'],
    undici,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const { cookie: _cookie, authorization: _authorization, ...rest } = headers;
        return forwarded(request, rest);
      },
      onError: onError as never,
    },
  });
}
