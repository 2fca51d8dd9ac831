import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE } from '@brids/contracts';
import { createRouteMatcher, type RouteMatch, type RouteMatcher } from '@brids/platform/route-match';
import { composeRouteTable, localeOfPath, type ComposedRoute } from '@brids/platform/route-table';
import { SHELL_REMOTE, SHELL_ROUTES } from '@brids/platform/shell-routes';
import { registerOperations, requestIdOf, REQUEST_ID_HEADER } from '@brids/server-operations';
import type { ShellServerConfig } from './config.ts';
import { renderDocument } from './html.ts';
import { imageOptimiser } from './image-optimiser.ts';
import { createNavigationRules } from './navigation-rules.ts';
import { contentServiceCheck } from './content-service-check.ts';
import { precompressedAssets } from './precompressed.ts';
import { previewFor } from './preview.ts';
import { publicConfigOf } from './public-config.ts';
import { createReleaseStore } from './release-store.ts';
import { isServerBuildPath } from './server-builds/load-server-build.ts';
import { documentWithPage, hasRootElement } from './server-render/document-stream.ts';
import { createDocumentCache, withNonce, type DocumentAnswer } from './document-cache.ts';
import { visitorOrigin } from './visitor-origin.ts';
import { startServerRender } from './server-render/start-server-render.ts';
import { AFTER_PAINT_SCRIPT, AFTER_PAINT_URL } from './server-render/after-paint.ts';
import { fetchResource, headOfPage } from './seo/content.ts';
import { notFoundHead } from './seo/head.ts';
import { seoFiles, type SeoFilesOptions } from './seo/sitemap.ts';
import { documentHeaders, registerSecurityHeaders } from './security-headers.ts';
import { policyFeaturesOf, routesNeedingDocument } from '@brids/platform/policy-features';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The shell's own pages (login, preview): known to the server like the remotes' pages. */
const SHELL_TABLE = composeRouteTable({ [SHELL_REMOTE]: { routes: SHELL_ROUTES } });

/** The browser's table of a release (its remotes' routes, then the shell's), one per pinned table. */
const siteTables = new WeakMap<ComposedRoute[], ComposedRoute[]>();
function siteTableOf(table: ComposedRoute[]): ComposedRoute[] {
  let site = siteTables.get(table);
  if (!site) {
    site = [...table, ...SHELL_TABLE];
    siteTables.set(table, site);
  }
  return site;
}

/** One matcher per pinned route table (a release's table is rebuilt only when the release changes). */
const pageMatchers = new WeakMap<ComposedRoute[], RouteMatcher>();
function matchPage(table: ComposedRoute[], pathname: string): RouteMatch | undefined {
  let matcher = pageMatchers.get(table);
  if (!matcher) {
    matcher = createRouteMatcher([...table, ...SHELL_TABLE]);
    pageMatchers.set(table, matcher);
  }
  return matcher(pathname);
}

/** The path as decodeURI reads it, or null when its percent-encoding is malformed (`/%E0%A4%A`). */
function decodePath(pathname: string): string | null {
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

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
  const logger = options.logger ?? true;
  const common = { trustProxy: true, return503OnClosing: true, requestIdHeader: false as const, genReqId: requestIdOf };
  const app = (tls ? Fastify({ ...common, logger, http2: true, https: tls }) : Fastify({ ...common, logger })) as FastifyInstance;
  const environmentConfig = publicConfigOf(options.env ?? process.env);
  const publicConfig = JSON.stringify(environmentConfig);
  // Error reports go to the reporting service's origin: the policy lets the page call it.
  const reportingOrigin =
    environmentConfig.environment === 'production' && environmentConfig.sentryDsn ? new URL(environmentConfig.sentryDsn).origin : undefined;
  const navigationRules = createNavigationRules(config.contentApiUrl, (message) => app.log.warn(message));
  const currentRelease = createReleaseStore(config.releaseFile, (message) => app.log.warn(message));
  // The shell's HTML is re-read when a new shell build replaces it, so its script names stay current.
  const templateFile = path.join(config.shellDist, 'index.html');
  let cachedTemplate = { version: '', html: '' };
  const currentTemplate = async () => {
    const { ino, mtimeMs, size } = await stat(templateFile);
    const version = `${ino}/${mtimeMs}/${size}`;
    if (version !== cachedTemplate.version) cachedTemplate = { version, html: await readFile(templateFile, 'utf8') };
    return cachedTemplate.html;
  };
  await currentTemplate();
  const pageRenderer = config.serverRender
    ? await startServerRender({
        contentApiUrl: config.contentApiUrl,
        remotesDir: config.remotesDir,
        release: currentRelease,
        log: app.log,
        ...(options.serverRenderTimeoutMs === undefined ? {} : { timeoutMs: options.serverRenderTimeoutMs }),
      })
    : undefined;
  const documentCache = pageRenderer && config.documentCache ? createDocumentCache(config.documentCache) : undefined;

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
  registerSecurityHeaders(app);
  // /readyz: the release manifest and the HTML template load, and the content service is ready.
  registerOperations(app, [
    { name: 'release', check: currentRelease },
    { name: 'template', check: currentTemplate },
    contentServiceCheck(config.contentApiUrl),
  ]);

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(precompressedAssets, config);

  await app.register(fastifyHttpProxy, {
    upstream: config.contentApiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // X-Forwarded-For gets the visitor's own address appended (whatever they wrote into it stays to its
    // left): the content service, trusting this server (TRUST_PROXY), counts its rate limits per visitor.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        [REQUEST_ID_HEADER]: String(request.id),
        'x-forwarded-for': [headers['x-forwarded-for'], request.socket.remoteAddress].flat().filter(Boolean).join(', '),
      }),
    },
  });

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

  // Images of the site through the optimiser (/_ipx) and as stored (/images).
  await app.register(imageOptimiser);

  // Downloadable files (the account-opening forms of the 'Download Formulir' popup).
  await app.register(fastifyStatic, {
    root: path.join(config.shellDist, 'files'),
    prefix: '/files/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.header('Cache-Control', 'public, max-age=86400'),
  });

  // The pinned release of this environment (previews are per browser and never show here). The
  // shell asks for it on navigation to notice a new release; the ETag makes that a 304.
  app.get('/release.json', async (req, reply) => {
    const release = await currentRelease();
    reply.header('Cache-Control', 'no-cache').header('ETag', release.etag);
    if (req.headers['if-none-match'] === release.etag) return reply.code(304).send();
    return reply.type('application/json').send(release.json);
  });

  // /robots.txt and /sitemap.xml (a sitemap index past one file) of the pinned release.
  await app.register(seoFiles, { config, release: async () => (await currentRelease()).manifest, ...options.seo });

  app.get('/', async (_req, reply) => reply.redirect(`/${DEFAULT_LOCALE}`, 302));

  app.get('/*', async (req, reply) => {
    // Parsed as a path of this server: `//host/x` is the path '//host/x', not the host's '/x'.
    const url = new URL(`http://x${req.url}`);
    const pathname = decodePath(url.pathname);
    if (pathname === null) return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request: malformed path');
    // Middleware order (ARCHITECTURE.md): redirection, checkMenu, then the locale's page.
    const rule = await navigationRules(pathname, localeOfPath(pathname));
    if (rule && 'redirect' in rule) return reply.redirect(rule.redirect.to + url.search, rule.redirect.status);
    const preview = await previewFor(config, await currentRelease(), url.searchParams, req.headers.cookie, req.protocol === 'https');
    const release = preview.release;
    const match = rule ? undefined : matchPage(release.table, pathname);
    if (preview.setCookie) reply.header('Set-Cookie', preview.setCookie);
    if (preview.info?.error) req.log.warn({ preview: url.searchParams.get('preview') }, preview.info.error);

    // The page's own origin, for the remote's stylesheet of a server-rendered document (visitor-origin.ts).
    const origin = visitorOrigin(config.publicOrigin, req.host);
    const produce = async (): Promise<DocumentAnswer> => {
      // One fetch of the route's resource: a 404 for an unknown slug, and the entry for the head.
      const resource = match ? await fetchResource(config.contentApiUrl, match, { [REQUEST_ID_HEADER]: req.id }) : { found: false };
      const found = resource.found;
      const locale = match?.route.locale ?? localeOfPath(pathname);
      const head =
        found && match
          ? await headOfPage(config.contentApiUrl, {
              origin: config.publicOrigin,
              release,
              match,
              pathname,
              resource: resource.answer,
              noindex: Boolean(preview.info),
              matchPath: (path) => matchPage(release.table, path),
            })
          : notFoundHead();
      const routeName = found && match ? match.route.name : undefined;
      const html = renderDocument({
        template: await currentTemplate(),
        release,
        locale,
        match: found ? match : undefined,
        title: head.title,
        head: head.tags,
        pathname,
        search: url.searchParams,
        ...(preview.info ? { preview: preview.info } : {}),
        publicConfig,
        remotesDir: config.remotesDir,
        documentRoutes: routesNeedingDocument(policyFeaturesOf(routeName)),
      });
      const status = found ? 200 : 404;
      // Server rendering: a pinned page's document with the page in it; any fault sends the document as without it.
      if (!(pageRenderer && found && match && !preview.info && hasRootElement(html))) return { status, routeName, html };
      const nonce = randomBytes(16).toString('base64');
      const rendered = await pageRenderer.render({ url: new URL(req.url, config.publicOrigin), match, table: siteTableOf(release.table), requestId: String(req.id), nonce });
      if (!rendered.ok) return rendered.redirect ? { status: rendered.redirect.status, routeName, html: '', redirect: rendered.redirect.location } : { status, routeName, html };
      return { status: rendered.page.status ?? status, routeName, html: await documentWithPage(html, rendered.page, origin), nonce };
    };
    // A rendered page is kept briefly for every visitor of the release and origin (not a preview, which is per browser).
    const answer = documentCache && match && !preview.info ? await documentCache.answer(`${release.etag} ${origin} ${req.url}`, produce) : await produce();

    if (answer.redirect) return reply.header('Cache-Control', 'no-cache').redirect(answer.redirect, answer.status);
    const remoteOrigins = Object.values(release.manifest.remotes)
      .map((remote) => new URL(remote.manifestUrl, config.publicOrigin).origin)
      .filter((origin) => origin !== config.publicOrigin);
    // Each answer's own script nonce, only for a document the server rendered: every other document's policy names none.
    const scriptNonce = answer.nonce === undefined ? undefined : randomBytes(16).toString('base64');
    return reply
      .headers(
        documentHeaders({ routeName: answer.routeName, secure: req.protocol === 'https', remoteOrigins: [...new Set(remoteOrigins)], reportingOrigin, scriptNonce }),
      )
      .code(answer.status)
      .header('Cache-Control', preview.info ? 'private, no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(scriptNonce === undefined ? answer.html : withNonce(answer, scriptNonce));
  });

  return app;
}
