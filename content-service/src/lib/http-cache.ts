import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { responseCacheLookups } from './metrics.ts';

/**
 * HTTP caching of the API's public GET answers, and a small in-process cache of them.
 *
 * - Every successful public GET carries an `ETag` and `Cache-Control: public, max-age=5`: a browser
 *   (and any CDN) reuses an answer for five seconds, then asks again with `If-None-Match`, which turns
 *   an unchanged answer into a bodiless 304. With the servers' own propagation (about two seconds), a
 *   publish reaches a visitor's next view within ten seconds. No `stale-while-revalidate`: Chromium's
 *   background revalidation of an answer held the next page's fetch of it for 12-26 s (see decisions.md).
 * - With `responseCache`, the serialised answers of public GETs are kept for `ttlMs` (a few
 *   seconds), at most `maxEntries` of them (least recently used first out): the menus, settings
 *   and lists every page asks for are then sent without a database query or JSON serialisation.
 *   Any request that may write (POST and the like) empties it, so this instance never answers
 *   older content than it has seen written; other instances and direct database edits show
 *   within `ttlMs`.
 * - Requests with an `Authorization` header (editors, drafts) and a preview link's draft
 *   (`/api/preview/{token}`) are personal: never cached, `Cache-Control: private, no-store`. Errors are
 *   not cached either.
 * - With `contentVersion` (propagation/version-watcher.ts), each stored answer keeps the content version
 *   the instance knew when the request began, and is reused only while that is still the version
 *   (a publish on any instance drops it within the watcher's poll); every /api answer says it in
 *   `X-Content-Version`, which the shell server's caches compare (an answer older than a version it
 *   knows is not kept).
 */

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

/** What `npm start` runs with: 5 s of reuse, 1000 answers (a few MB at most). */
export const RESPONSE_CACHE_DEFAULTS: ResponseCacheOptions = { ttlMs: 5000, maxEntries: 1000 };

export const PUBLIC_CACHE_CONTROL = 'public, max-age=5';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The header naming the content version an answer was made at. */
export const CONTENT_VERSION_HEADER = 'x-content-version';

interface Entry {
  payload: string;
  version: number | undefined;
  etag: string;
  contentType: string;
  expires: number;
}

const etagOf = (payload: string) => `"${createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;

/** Whether an `If-None-Match` header names this entity tag (weak comparison, `*`, lists). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers for the one who holds a secret in the URL: a signed preview link's draft (`/api/preview/{token}`),
 * which changes with every saved draft (no content version) and must not stay in any shared cache; and the
 * live chat's (`/api/chat/`: a conversation read with its token, the desk's availability, which follows the
 * agents' presence rather than the content version).
 */
const isPersonalUrl = (url: string) => url.startsWith('/api/preview/') || url.startsWith('/api/chat/');

/** A GET of the API's public content (not /healthz or /readyz, which must always be asked again). */
const isPublicGet = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.headers.authorization &&
  request.url.startsWith('/api/') &&
  !request.url.startsWith('/api/auth/') &&
  !isPersonalUrl(request.url);

const FROM_CACHE = Symbol('fromCache');
type Marked = FastifyReply & { [FROM_CACHE]?: true };
const VERSION_AT_START = Symbol('versionAtStart');
type Versioned = FastifyRequest & { [VERSION_AT_START]?: number };

export interface HttpCacheOptions {
  responseCache?: ResponseCacheOptions | false;
  /** The content version this instance knows, and news of a new one (propagation/version-watcher.ts). */
  contentVersion?: { readonly current: number; onChange(listener: (version: number) => void): () => void };
}

export function registerHttpCache(app: FastifyInstance, options: HttpCacheOptions = {}): void {
  const cacheOptions = options.responseCache || undefined;
  const cache = new Map<string, Entry>();
  const contentVersion = options.contentVersion;
  if (contentVersion) {
    const stop = contentVersion.onChange(() => cache.clear());
    app.addHook('onClose', async () => stop());
    // Before any work: an answer shows at least every change up to the version known when its request began.
    app.addHook('onRequest', async (request) => {
      (request as Versioned)[VERSION_AT_START] = contentVersion.current;
    });
  }
  const versionOf = (request: FastifyRequest) => (request as Versioned)[VERSION_AT_START];

  const store = (key: string, entry: Entry) => {
    if (!cacheOptions) return;
    cache.delete(key);
    if (cache.size >= cacheOptions.maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(key, entry);
  };

  if (cacheOptions) {
    app.addHook('onRequest', async (request) => {
      if (!isPublicGet(request) && request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') cache.clear();
    });
    // In preHandler, after the routes' onRequest hooks: a stored answer is still counted by the rate limits.
    app.addHook('preHandler', async (request, reply) => {
      if (!isPublicGet(request)) return;
      const entry = cache.get(request.url);
      if (!entry || entry.expires <= Date.now() || entry.version !== versionOf(request)) {
        if (entry) cache.delete(request.url);
        responseCacheLookups.inc({ result: 'miss' });
        return;
      }
      responseCacheLookups.inc({ result: 'hit' });
      // Most recently used last: the Map's order is the eviction order.
      cache.delete(request.url);
      cache.set(request.url, entry);
      (reply as Marked)[FROM_CACHE] = true;
      if (entry.version !== undefined) reply.header(CONTENT_VERSION_HEADER, String(entry.version));
      reply.header('ETag', entry.etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      return reply.type(entry.contentType).send(entry.payload);
    });
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if ((reply as Marked)[FROM_CACHE]) return payload;
    const version = versionOf(request);
    if (version !== undefined && request.url.startsWith('/api/')) reply.header(CONTENT_VERSION_HEADER, String(version));
    if (!isPublicGet(request)) {
      if (request.headers.authorization || isPersonalUrl(request.url)) reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = etagOf(payload);
    reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
    if (cacheOptions) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      store(request.url, { payload, etag, contentType, version, expires: Date.now() + cacheOptions.ttlMs });
    }
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
