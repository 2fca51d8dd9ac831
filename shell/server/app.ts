import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE } from '@brids/contracts';
import { openObjectStore } from '@brids/object-store';
import { createPostgresStore } from '@brids/release-store';
import { loggerOptions, registerOperations, registerRequestMetrics, requestIdOf, REQUEST_ID_HEADER } from '@brids/server-operations';
import type { ShellServerConfig } from './config.ts';
import { createContentBreaker } from './content/content-breaker.ts';
import { followContentVersion } from './content/content-version.ts';
import { contentProxy } from './content/content-proxy.ts';
import { contentServiceCheck } from './content/content-service-check.ts';
import { registerDocuments } from './document/pipeline.ts';
import { createTemplateStore } from './document/template.ts';
import { imageOptimiser } from './assets/image-optimiser.ts';
import { precompressedAssets } from './assets/precompressed.ts';
import { publicConfigOf } from './document/public-config.ts';
import { createReleaseStore, createSharedReleaseStore, type CurrentRelease, type PublicRemoteUrl } from './release/release-store.ts';
import { earlierShellFiles } from './remote-versions/earlier-shell-files.ts';
import { remoteFilesOf } from './remote-versions/remote-files.ts';
import { createVersionCache } from './remote-versions/version-cache.ts';
import { registerSecurityHeaders } from './operations/security-headers.ts';
import { isServerBuildPath } from './server-builds/load-server-build.ts';
import { AFTER_PAINT_SCRIPT, AFTER_PAINT_URL } from './server-render/after-paint.ts';
import { seoFiles, type SeoFilesOptions } from './seo/sitemap.ts';
import { contentServiceUp, shellRouteKind, watchContentBreaker } from './operations/metrics.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The shell server: documents, release manifest, published remotes, shell assets, /api proxy. */
export async function buildShellServer(
  config: ShellServerConfig,
  options: {
    logger?: boolean | { level?: string; stream?: { write(line: string): void } };
    env?: NodeJS.ProcessEnv;
    seo?: SeoFilesOptions;
    /** Time-out of server rendering's build loads and renders (SERVER_RENDER). */
    serverRenderTimeoutMs?: number;
  } = {},
): Promise<FastifyInstance> {
  const tls = config.tls && { allowHTTP1: true, cert: await readFile(config.tls.certFile), key: await readFile(config.tls.keyFile) };
  // With a certificate: HTTPS with HTTP/2 (one connection for the page's many files), else HTTP/1.1.
  // Every log line carries the request's id, sent on to the content service as x-request-id.
  // Typed as the plain options the HTTP/2 overload accepts; a pino-pretty transport passes through untouched.
  const logger = options.logger ?? (loggerOptions({ level: 'info' }) as { level: string });
  const common = { trustProxy: true, return503OnClosing: true, requestIdHeader: false as const, genReqId: requestIdOf };
  const app = (tls ? Fastify({ ...common, logger, http2: true, https: tls }) : Fastify({ ...common, logger })) as FastifyInstance;
  const environmentConfig = publicConfigOf(options.env ?? process.env);
  const publicConfig = JSON.stringify(environmentConfig);
  // Error reports go to the reporting service's origin: the policy lets the page call it.
  const reportingOrigin =
    environmentConfig.environment === 'production' && environmentConfig.sentryDsn ? new URL(environmentConfig.sentryDsn).origin : undefined;
  // Published remotes: this server's folder (npm start: the published versions; with an object store: its own
  // checked copies of the versions it runs), and where browsers load them from (REMOTES_PUBLIC_URL).
  const remoteFiles = remoteFilesOf(config.remotesDir, config.remotesPublicUrl);
  const versions = createVersionCache({
    store: config.objectStore && openObjectStore('remotes', config.objectStore, config.remotesDir),
    files: remoteFiles,
    log: app.log,
  });
  const pinnedRelease = releaseOf(app, config, remoteFiles.toPublic);
  // Every release this server takes has its versions copied from the store at once: the first document of a
  // new pin finds them here (preloads, styles, the server build), not one request after another.
  let prefetched: string | undefined;
  const currentRelease: CurrentRelease = async () => {
    const release = await pinnedRelease();
    if (prefetched !== release.etag) {
      prefetched = release.etag;
      versions.prefetch(release.manifest);
    }
    return release;
  };
  const currentTemplate = createTemplateStore(config.shellDist);
  await currentTemplate();

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
  registerSecurityHeaders(app);
  // Prometheus: every answer counted and timed by route kind (served on METRICS_PORT by main.ts).
  registerRequestMetrics(app, shellRouteKind);
  // The content version (polled every second, raised by every answer): each cache of content checks it, so a
  // publish reaches this server's documents, rules, settings and sitemap within seconds (content-version.ts).
  // Its polls are also this server's view of the content service (shell_content_service_up, /readyz's detail).
  const contentVersion = followContentVersion(config.contentApiUrl, {
    log: (message) => app.log.warn(message),
    onReachable: (reachable) => contentServiceUp.set(reachable ? 1 : 0),
  });
  app.addHook('onClose', async () => contentVersion.close());
  // /readyz: what this server owns, the release manifest and the HTML template. The content service is only
  // reported (`degraded` while away): without it this server still answers last good copies and 503s with Retry-After.
  registerOperations(app, [
    { name: 'release', check: currentRelease },
    { name: 'template', check: currentTemplate },
    contentServiceCheck(contentVersion),
  ]);

  // A 304 or 204 carries no body, so nothing to compress. @fastify/compress labels any stream with a
  // `Content-Encoding` whatever its status, the content proxy's empty 304s included, and a 304's headers
  // update the cached copy's: a copy stored uncompressed would be declared brotli. This hook runs first.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 304 && reply.statusCode !== 204) return payload;
    if (payload instanceof Readable) payload.resume();
    return null;
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(precompressedAssets, config);
  // A tab of an earlier shell build asks for its own lazy scripts: the object store keeps every build's.
  if (config.objectStore) earlierShellFiles(app, { shellDist: config.shellDist, store: openObjectStore('shell', config.objectStore, config.shellDist) });

  // Every call to the content service (documents, sitemap, /api) has a time-out and shares one circuit breaker.
  const contentBreaker = createContentBreaker({ timeoutMs: config.contentTimeoutMs });
  watchContentBreaker(contentBreaker);
  await app.register(contentProxy, { contentApiUrl: config.contentApiUrl, timeoutMs: config.contentProxyTimeoutMs, breaker: contentBreaker });

  await app.register(fastifyStatic, {
    root: config.remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    allowedPath: (pathname) => !isServerBuildPath(pathname),
    setHeaders: (res, filePath) => {
      res.header('Access-Control-Allow-Origin', '*');
      // Published versions never change; the release manifest decides which one runs.
      res.header('Cache-Control', filePath.endsWith('.json') ? 'public, max-age=300' : IMMUTABLE);
    },
  });

  await app.register(fastifyStatic, {
    root: path.join(config.shellDist, 'static'),
    prefix: '/static/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.header('Cache-Control', IMMUTABLE),
  });

  // Server-rendered documents start their scripts after the first paint (server-render/after-paint.ts).
  // Compressed although it is small: it is one of the scripts of every server-rendered first view.
  app.get(AFTER_PAINT_URL, { compress: { threshold: 0 } }, async (_req, reply) =>
    reply.header('Cache-Control', IMMUTABLE).type('text/javascript; charset=utf-8').send(AFTER_PAINT_SCRIPT),
  );

  // A bitmap: an SVG icon is a document of its own that the page's renderer lays out (its text
  // included) on the main thread while the page loads.
  const favicon = await readFile(path.join(config.shellDist, 'favicon.png'));
  for (const url of ['/favicon.png', '/favicon.ico']) {
    app.get(url, async (_req, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').type('image/png').send(favicon),
    );
  }

  // Images of the site and of the media store through the optimiser (/_ipx), the site's own as stored (/images);
  // the media store's files as stored are proxied with /api (content-proxy.ts).
  // shell/public: beside this file's folder, under tsx (shell/server) and in the bundle (shell/dist-server) alike.
  await app.register(imageOptimiser, { dir: path.join(import.meta.dirname, '../public'), contentUrl: config.contentApiUrl, contentTimeoutMs: config.contentProxyTimeoutMs });

  // The pinned release of this environment (previews are per browser and never show here). The
  // shell asks for it on navigation to notice a new release; the ETag makes that a 304. Not @fastify/etag: the tag is
  // the release store's, hashed once per release (also the document cache's key); the plugin would add only this comparison.
  app.get('/release.json', async (req, reply) => {
    const release = await currentRelease();
    reply.header('Cache-Control', 'no-cache').header('ETag', release.etag);
    if (req.headers['if-none-match'] === release.etag) return reply.code(304).send();
    return reply.type('application/json').send(release.json);
  });

  // /robots.txt and /sitemap.xml (a sitemap index past one file) of the pinned release.
  await app.register(seoFiles, { config, breaker: contentBreaker, contentVersion, release: async () => (await currentRelease()).manifest, ...options.seo });

  app.get('/', async (_req, reply) => reply.redirect(`/${DEFAULT_LOCALE}`, 302));

  // Every page's document (document/pipeline.ts).
  await registerDocuments(app, { config, release: currentRelease, template: currentTemplate, publicConfig, reportingOrigin, serverRenderTimeoutMs: options.serverRenderTimeoutMs, contentBreaker, contentVersion, remoteFiles, versions });

  return app;
}

/** The pinned release: PostgreSQL's, shared by every shell server, with RELEASE_DATABASE_URL; else the file's. */
function releaseOf(app: FastifyInstance, config: ShellServerConfig, toPublic: PublicRemoteUrl): CurrentRelease {
  const log = (message: string) => app.log.warn(message);
  if (!config.releaseDatabaseUrl) return createReleaseStore(config.releaseFile, log, toPublic);
  const shared = createSharedReleaseStore({ store: createPostgresStore(config.releaseDatabaseUrl), env: config.environment, log, toPublic });
  app.addHook('onClose', () => shared.close());
  return shared.current;
}
