import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.ts';
import { registerErrorHandlers } from './lib/errors.ts';
import { registerHttpCache, type ResponseCacheOptions } from './lib/http-cache.ts';
import { authRoutes } from './routes/auth.ts';
import { calculatorRoutes } from './routes/calculator.ts';
import { collectionRoutes } from './routes/collections.ts';
import { companyNewsRoutes } from './routes/company-news.ts';
import { componentRoutes } from './routes/components.ts';
import { footerLogoRoutes } from './routes/footer-logos.ts';
import { menuRoutes } from './routes/menus.ts';
import { pageRoutes } from './routes/pages.ts';
import { redirectRoutes } from './routes/redirects.ts';
import { riskProfileRoutes } from './routes/risk-profile.ts';
import { searchRoutes } from './routes/search.ts';
import { settingRoutes } from './routes/settings.ts';

export interface AppContext {
  db: Kysely<DB>;
}

export interface BuildAppOptions extends AppContext {
  /** Fastify's pino logger options; off unless given (tests stay quiet). */
  logger?: FastifyServerOptions['logger'];
  /** Reuse of public GET answers for a few seconds (lib/http-cache.ts); off unless given. */
  responseCache?: ResponseCacheOptions | false;
}

/** A body that is not JSON reaches the route as this marker, so the route answers 422 itself. */
export const INVALID_JSON = Symbol('invalid JSON');

/** The content API, every route under /api. The caller owns `db` (and destroys it). */
export function buildApp({ db, logger = false, responseCache = false }: BuildAppOptions): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: 64 * 1024, return503OnClosing: true });

  // JSON bodies: an empty body is no body (logout), a malformed one is left to the route's validation.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, INVALID_JSON);
    }
  });

  // JSON-only API: no sniffing, no framing, no referrer, nothing to run.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    return payload;
  });

  registerErrorHandlers(app);
  // ETag and Cache-Control on public GET answers, and the response cache when asked for.
  registerHttpCache(app, { responseCache });
  const context: AppContext = { db };
  for (const routes of [
    menuRoutes,
    settingRoutes,
    componentRoutes,
    footerLogoRoutes,
    authRoutes,
    collectionRoutes,
    companyNewsRoutes,
    pageRoutes,
    searchRoutes,
    calculatorRoutes,
    riskProfileRoutes,
    redirectRoutes,
  ]) {
    routes(app, context);
  }
  return app;
}
