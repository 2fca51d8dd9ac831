import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { registerOperations, registerRequestMetrics, requestIdOf, REQUEST_ID_HEADER, type ReadinessCheck } from '@brids/server-operations';
import type { DB } from './schema.ts';
import { type CaptchaVerifier, createCaptchaVerifier } from './lib/captcha.ts';
import { assistantRoutes } from './assistant/routes.ts';
import { chatVisitorRoutes } from './chat/visitor-routes.ts';
import { chatAgentRoutes } from './chat/agent-routes.ts';
import { type ChatFanout, localChatFanout } from './chat/fanout.ts';
import type { AppContext } from './lib/context.ts';
import { databaseCheck } from './lib/database-check.ts';
import { registerErrorHandlers } from './lib/errors.ts';
import { registerHttpCache, type ResponseCacheOptions } from './lib/http-cache.ts';
import { INVALID_JSON } from './lib/json-body.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { registerContentVersion } from './propagation/routes.ts';
import { type ContentVersionWatcher, watchContentVersion } from './propagation/version-watcher.ts';
import { DEFAULT_RATE_LIMITS, DEFAULT_TRUSTED_PROXIES, registerRateLimit, type RateLimitSettings, trustFunction } from './lib/rate-limit.ts';
import type { ClientDirectory } from './education/registration/client-directory.ts';
import { editorialRoutes } from './editorial/routes.ts';
import { previewRoutes } from './editorial/preview-routes.ts';
import type { ContentKind } from './editorial/kind.ts';
import { type ConsoleOptions, DEFAULT_CONSOLE_DIR, registerConsole } from './console/routes.ts';
import { registrationRoutes } from './education/registration/routes.ts';
import { sampleClientDirectory } from './education/registration/sample-client-directory.ts';
import { educationRoutes } from './education/routes.ts';
import { contactRoutes } from './forms/contact-routes.ts';
import { submissionRoutes } from './forms/staff-routes.ts';
import { marketingRoutes } from './marketing/routes.ts';
import { defaultMediaStore } from './media/default-store.ts';
import { mediaRoutes } from './media/routes.ts';
import type { MediaStore } from './media/store.ts';
import { researchRoutes } from './research/routes.ts';
import { searchRoutes } from './search/search-routes.ts';
import { siteSearchRoutes } from './search/site-search-routes.ts';
import { sitemapRoutes } from './search/sitemap-routes.ts';
import { authRoutes, DEFAULT_TOKEN_TTL_HOURS } from './accounts/auth-routes.ts';
import { adminUserRoutes } from './accounts/admin-routes.ts';
import { collectionRoutes } from './site/collection-routes.ts';
import { componentRoutes } from './site/component-routes.ts';
import { footerLogoRoutes } from './site/footer-logo-routes.ts';
import { menuRoutes } from './site/menu-routes.ts';
import { pageRoutes } from './site/page-routes.ts';
import { redirectRoutes } from './site/redirect-routes.ts';
import { settingRoutes } from './site/setting-routes.ts';
import { calculatorRoutes } from './tools/calculator-routes.ts';
import { riskProfileRoutes } from './tools/risk-profile-routes.ts';

/** The five headers of a JSON API: nosniff, DENY, no-referrer, a CSP that allows nothing, same-origin resources. */
const API_SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false, crossOriginOpenerPolicy: false, originAgentCluster: false, strictTransportSecurity: false,
  xDnsPrefetchControl: false, xDownloadOptions: false, xPermittedCrossDomainPolicies: false, xPoweredBy: false, xXssProtection: false,
};

/** Every slice's routes, in the order /api/openapi.json lists them (the order they were first registered in). */
const ROUTES: ((app: FastifyInstance, context: AppContext) => void)[] = [
  menuRoutes, settingRoutes, componentRoutes, footerLogoRoutes, authRoutes, collectionRoutes, pageRoutes, // site
  searchRoutes, // search
  calculatorRoutes, riskProfileRoutes, // tools
  redirectRoutes, // site
  contactRoutes, submissionRoutes, // forms
  marketingRoutes, siteSearchRoutes, researchRoutes, educationRoutes, sitemapRoutes, registrationRoutes,
  editorialRoutes, previewRoutes, // content operations
  adminUserRoutes, // accounts
  mediaRoutes, // media
  assistantRoutes, // the 'Ask <name>' assistant
  chatVisitorRoutes, chatAgentRoutes, // the live chat's handover to a person
];

export interface BuildAppOptions {
  db: Kysely<DB>;
  /** Fastify's pino logger options; off unless given (tests stay quiet). */
  logger?: FastifyServerOptions['logger'];
  /** Reuse of public GET answers for a few seconds (lib/http-cache.ts); off unless given. */
  responseCache?: ResponseCacheOptions | false;
  /** What /readyz checks besides the database (Redis when REDIS_URL is set). */
  readiness?: ReadinessCheck[];
  /** How form captchas are checked; the test mode's verifier unless given. */
  captcha?: CaptchaVerifier;
  /** Rate limits of forms, login, lists and search (lib/rate-limit.ts); the defaults in memory unless given. */
  rateLimit?: RateLimitSettings;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (lib/rate-limit.ts); loopback unless given. */
  trustedProxies?: string[];
  /** The outbox worker to wake after a submission (main.ts starts it). */
  outbox?: AppContext['outbox'];
  /** Domain of the outbox mails' Message-IDs. */
  mailDomain?: string;
  /** The Eduvest client check (main.ts: `clientDirectoryOf` the configuration); the sample table unless given. The caller closes it. */
  clientDirectory?: ClientDirectory;
  /** The content kinds the editorial API edits (default: every slice's, `editorial/kinds.ts`; tests add their own). */
  contentKinds?: readonly ContentKind[];
  /** TOKEN_TTL_HOURS: how long a login's bearer token lives (default 12). */
  tokenTtlHours?: number;
  /** Where uploaded files live (MEDIA_DIR); the default folder unless given. */
  media?: MediaStore;
  /** Told of every route as it is registered (the fuzz test enumerates them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The content version this instance follows (propagation/version-watcher.ts: main.ts's polls every second
   * and listens on Redis); unless given, one polling every second, started with the app and closed with it.
   */
  contentVersion?: ContentVersionWatcher;
  /** The editors' console at /console/ (console/routes.ts): its build folder and the public site's origin. */
  console?: ConsoleOptions;
  /** The live chat's fan-out (chat/fanout.ts: main.ts's goes through Redis when REDIS_URL is set); in-process unless given. Closed with the app. */
  chatFanout?: ChatFanout;
}

export { INVALID_JSON };

/** The content API, every route under /api. The caller owns `db` (and destroys it). */
export function buildApp({
  db,
  logger = false,
  responseCache = false,
  captcha = createCaptchaVerifier({ mode: 'test', secret: undefined, production: false }),
  rateLimit = { limits: DEFAULT_RATE_LIMITS },
  trustedProxies = DEFAULT_TRUSTED_PROXIES,
  outbox,
  mailDomain = 'brids.example.com',
  readiness = [],
  clientDirectory = sampleClientDirectory(db),
  contentKinds,
  tokenTtlHours = DEFAULT_TOKEN_TTL_HOURS,
  media = defaultMediaStore(),
  onRoute,
  contentVersion = watchContentVersion(db),
  console: consoleOptions = { dir: DEFAULT_CONSOLE_DIR, siteOrigin: 'http://localhost:3000' },
  chatFanout = localChatFanout(),
}: BuildAppOptions): FastifyInstance {
  // The request id of every log line is the shell server's x-request-id when it sent one.
  // request.ip is the visitor's address when a trusted proxy (the shell server) forwards the request.
  const trust = trustFunction(trustedProxies);
  const app = Fastify({ logger, bodyLimit: 64 * 1024, return503OnClosing: true, requestIdHeader: false, genReqId: requestIdOf, trustProxy: trust });
  if (onRoute) app.addHook('onRoute', onRoute);
  // Before every route: the API description lists each one (/api/openapi.json, /api/docs).
  registerOpenApi(app);

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

  // JSON-only API: no sniffing, no framing, no referrer, nothing to run (helmet, its other headers are for documents).
  app.register(helmet, API_SECURITY_HEADERS);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });

  registerErrorHandlers(app);
  registerOperations(app, [databaseCheck(db), ...readiness]);
  // Prometheus: every answer counted and timed by its route pattern (served on METRICS_PORT by main.ts).
  registerRequestMetrics(app);
  // The content version: /content-version, read again after each write; then ETag and Cache-Control on
  // public GET answers, X-Content-Version on every /api answer, and the response cache when asked for.
  registerContentVersion(app, contentVersion);
  registerHttpCache(app, { responseCache, contentVersion });
  const closeRateLimit = registerRateLimit(app, rateLimit, { trust });
  app.addHook('onClose', closeRateLimit);
  app.addHook('onClose', () => chatFanout.close());
  const context: AppContext = { db, captcha, outbox, mailDomain, clientDirectory, contentKinds, tokenTtlMs: tokenTtlHours * 60 * 60 * 1000, media, chat: chatFanout };
  // The routes are registered after the rate-limit plugin has loaded, so that it sees them.
  app.register(async (scope) => {
    for (const routes of ROUTES) {
      routes(scope, context);
    }
  });
  // The editors' console (static files, outside /api).
  registerConsole(app, consoleOptions);
  return app;
}
