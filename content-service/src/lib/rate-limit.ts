import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './errors.ts';
import { rateLimitRefusals } from './metrics.ts';
import { fallbackStoreOf } from './rate-limit-store.ts';
import { requestLocale } from './request-locale.ts';

/**
 * The kinds of limited routes: every form endpoint, login, every list endpoint (the spec's layout
 * calls included), the searches, the assistant's answers (a question every few seconds) and the
 * live chat's visitor writes (open, send, close: a message every two seconds).
 */
export type RateLimitKind = 'form' | 'login' | 'list' | 'search' | 'assistant' | 'chat';

export interface RateLimit {
  /** Requests allowed per client address and route within the window. */
  max: number;
  windowMs: number;
}

export interface RateLimitSettings {
  limits: Record<RateLimitKind, RateLimit>;
  /** REDIS_URL: counters shared by every instance; unset, each process counts in memory. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys (tests use one of their own). */
  nameSpace?: string;
}

/**
 * Per client address and route. Lists and searches are sized so that nobody browsing ever meets
 * them (docs/content-api.md, "Rate limits"): a page view makes at most a few calls
 * to one route, so even a page a second for a whole minute stays far below 600, and a search per
 * keystroke-pause far below 300; a scraper asking for thousands is slowed down to those rates.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitKind, RateLimit> = {
  form: { max: 10, windowMs: 10 * 60_000 },
  login: { max: 10, windowMs: 60_000 },
  list: { max: 600, windowMs: 60_000 },
  search: { max: 300, windowMs: 60_000 },
  assistant: { max: 20, windowMs: 60_000 },
  chat: { max: 30, windowMs: 60_000 },
};

/** Counters kept in memory (one per address and route; without Redis, or while it is away): enough for a busy hour's visitors. */
const MEMORY_COUNTERS = 100_000;

const MESSAGES = {
  id: (seconds: number) => `Terlalu banyak permintaan. Silakan coba lagi dalam ${seconds} detik.`,
  en: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: Record<RateLimitKind, RateLimit>;
  }
  interface FastifyContextConfig {
    /** `false` keeps a GET route under /api out of the list limits; a kind puts it under that kind's. */
    listLimit?: 'list' | 'search' | false;
  }
}

/** RATE_LIMIT_<KIND>_MAX and RATE_LIMIT_<KIND>_WINDOW_MS override the defaults (e.g. RATE_LIMIT_LIST_MAX=1200). */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Record<RateLimitKind, RateLimit> {
  const read = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`Invalid ${name}: ${raw}`);
    return value;
  };
  const limits = {} as Record<RateLimitKind, RateLimit>;
  for (const kind of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitKind[]) {
    const upper = kind.toUpperCase();
    limits[kind] = {
      max: read(`RATE_LIMIT_${upper}_MAX`, DEFAULT_RATE_LIMITS[kind].max),
      windowMs: read(`RATE_LIMIT_${upper}_WINDOW_MS`, DEFAULT_RATE_LIMITS[kind].windowMs),
    };
  }
  return limits;
}

// --- Client addresses --------------------------------------------------------------------------

/**
 * The proxies whose X-Forwarded-For is believed (TRUST_PROXY): addresses, CIDR ranges or the names
 * `loopback`, `linklocal`, `uniquelocal`, comma-separated; `none` believes nobody. The default,
 * `loopback`, is the shell server on the same host (`npm start`); a shell server on another host
 * (or a load balancer in front of it) must be named, else every visitor counts as the proxy.
 */
export const DEFAULT_TRUSTED_PROXIES = ['loopback'];

export function trustedProxiesFromEnv(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_TRUSTED_PROXIES;
  if (raw.trim() === 'none') return [];
  const list = raw.split(',').map((part) => part.trim()).filter(Boolean);
  try {
    proxyAddr.compile(list);
  } catch (error) {
    throw new Error(`Invalid TRUST_PROXY: ${raw} (${(error as Error).message})`);
  }
  return list;
}

/**
 * Fastify's `trustProxy`: `request.ip` is then the visitor's address, the right-most address of
 * X-Forwarded-For that is not a trusted proxy (what a visitor writes into the header themselves
 * stays to the left of what the shell server appends, so it changes nothing).
 */
export function trustFunction(trusted: string[]): (address: string, hop: number) => boolean {
  if (trusted.length === 0) return () => false;
  return proxyAddr.compile(trusted);
}

const forwardedFor = (request: FastifyRequest) => {
  const header = request.headers['x-forwarded-for'];
  return Array.isArray(header) ? header.join(',') : (header ?? '');
};

/**
 * A trusted proxy's own call: from a trusted address and forwarding nobody's. These are the shell
 * server's server-side calls (the resource check of a slug page, the head's data, the redirect
 * rules, the sitemap), one or two per document it serves: they are never limited, else the
 * documents of every visitor would share the shell server's one counter. A browser's call through
 * the shell server's /api proxy carries the browser's address and is counted as that visitor's.
 */
export function isProxyOwnCall(request: FastifyRequest, trust: (address: string, hop: number) => boolean): boolean {
  const socketAddress = request.socket?.remoteAddress;
  return Boolean(socketAddress) && forwardedFor(request).trim() === '' && trust(socketAddress!, 0);
}

// --- Which routes are lists --------------------------------------------------------------------

/** GET routes under /api that answer one thing, not a list (beside every `/:param` item route). */
const NOT_LISTS = new Set(['/api/home', '/api/about', '/api/calculator/limits', '/api/sitemap']);

/**
 * The list kind of a route, by its declaration: every GET under /api whose last segment is not a
 * parameter (or a file such as calendar.ics) lists something, the spec's layout calls (menus,
 * settings, components, footer_logos) included; a last segment `search` or `*-search` is a search.
 * Items, /api/auth, the operations endpoints and the few single answers of NOT_LISTS are not.
 * A route can say otherwise with `config: { listLimit: 'list' | 'search' | false }`.
 */
export function listKindOf(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): 'list' | 'search' | undefined {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.some((method) => method === 'GET' || method === 'HEAD')) return undefined;
  const declared = (route.config as { listLimit?: 'list' | 'search' | false } | undefined)?.listLimit;
  if (declared !== undefined) return declared || undefined;
  const url = route.url ?? '';
  if (!url.startsWith('/api/') || url.startsWith('/api/auth/') || NOT_LISTS.has(url)) return undefined;
  const last = url.split('/').at(-1) ?? '';
  if (last === '' || last.startsWith(':') || last.includes('*') || last.includes('.')) return undefined;
  return last === 'search' || last.endsWith('-search') ? 'search' : 'list';
}

// --- Registration ------------------------------------------------------------------------------

export interface RegisterRateLimitOptions {
  /** The addresses whose X-Forwarded-For is believed (the app's trustProxy); the proxies' own calls skip the list limits. */
  trust?: (address: string, hop: number) => boolean;
}

/**
 * Registers @fastify/rate-limit: the routes that ask for it (`rateLimited(kind)` in their config)
 * and every list and search route (`listKindOf`, applied to each route as it is declared), per
 * client address and route, in Redis when a URL is given (shared by every instance of the
 * service), else in memory. Over the limit: 429 with Retry-After and a message in the visitor's
 * language. Returns a function that closes the Redis connection.
 */
export function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings, options: RegisterRateLimitOptions = {}): () => Promise<void> {
  const trust = options.trust ?? trustFunction(DEFAULT_TRUSTED_PROXIES);
  app.decorate('rateLimits', settings.limits);
  // Before the plugin's own onRoute hook (it registers when the app loads): it then sees the config.
  app.addHook('onRoute', (route) => {
    const kind = listKindOf(route);
    if (!kind || route.config?.rateLimit !== undefined) return;
    const limit = rateLimited(kind).rateLimit;
    route.config = { ...route.config, rateLimit: { ...limit, allowList: (request: FastifyRequest) => isProxyOwnCall(request, trust) } };
  });
  // A request never waits for a Redis that is away: no queue while disconnected, no retry, a bounded command.
  const redis = settings.redisUrl
    ? new Redis(settings.redisUrl, { connectTimeout: 1000, commandTimeout: 500, maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  // Counters in Redis, per process in memory while it is unavailable (rate-limit-store.ts); memory only without Redis.
  const store = redis && fallbackStoreOf({ redis, nameSpace: settings.nameSpace ?? 'brids-rate-limit-', capacity: MEMORY_COUNTERS, log: app.log });
  void app.register(rateLimit, {
    global: false,
    ...(store ? { store: store.Store as unknown as FastifyRateLimitStoreCtor } : {}),
    cache: MEMORY_COUNTERS,
    // Never reached with Redis (the store answers from memory instead); kept so that no store error refuses a visitor.
    skipOnError: true,
    errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      rateLimitRefusals.inc({ route: request.routeOptions.url ?? 'unmatched' });
      return new HttpError(429, MESSAGES[requestLocale(request)](seconds));
    },
  });
  return async () => {
    store?.stop();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  };
}

/** The route config that puts a route under the limit of its kind: `app.post(url, { config: rateLimited('form') }, ...)`. */
export function rateLimited(kind: RateLimitKind) {
  return {
    rateLimit: {
      max: (request: FastifyRequest) => request.server.rateLimits[kind].max,
      timeWindow: (request: FastifyRequest) => request.server.rateLimits[kind].windowMs,
    },
  };
}
