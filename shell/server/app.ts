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
import type { ShellServerConfig } from './config.ts';
import { renderDocument } from './html.ts';
import { imageOptimiser } from './image-optimiser.ts';
import { createNavigationRules } from './navigation-rules.ts';
import { fillPathSafe } from './paths.ts';
import { precompressedAssets } from './precompressed.ts';
import { previewFor } from './preview.ts';
import { publicConfigOf } from './public-config.ts';
import { createReleaseStore } from './release-store.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The shell's own pages (login, preview): known to the server like the remotes' pages. */
const SHELL_TABLE = composeRouteTable({ [SHELL_REMOTE]: { routes: SHELL_ROUTES } });

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

/** Whether the content service knows what a route's URL names (a slug): false answers 404. */
async function resourceExists(config: ShellServerConfig, match: RouteMatch): Promise<boolean> {
  if (!match.route.resource) return true;
  const filled = fillPathSafe(match.route.resource, match.params);
  if (!filled) return false;
  const url = new URL(config.contentApiUrl + filled);
  url.searchParams.set('locale', match.route.locale);
  try {
    const res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(3000) });
    return res.status !== 404;
  } catch {
    return true; // content service unreachable: the page itself shows the error
  }
}

/** The shell server: documents, release manifest, published remotes, shell assets, /api proxy. */
export async function buildShellServer(
  config: ShellServerConfig,
  options: { logger?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<FastifyInstance> {
  const tls = config.tls && { allowHTTP1: true, cert: await readFile(config.tls.certFile), key: await readFile(config.tls.keyFile) };
  // With a certificate: HTTPS with HTTP/2 (one connection for the page's many files), else HTTP/1.1.
  const app = (
    tls ? Fastify({ logger: options.logger ?? true, trustProxy: true, http2: true, https: tls }) : Fastify({ logger: options.logger ?? true, trustProxy: true })
  ) as FastifyInstance;
  const publicConfig = JSON.stringify(publicConfigOf(options.env ?? process.env));
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

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(precompressedAssets, config);

  await app.register(fastifyHttpProxy, {
    upstream: config.contentApiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
  });

  await app.register(fastifyStatic, {
    root: config.remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
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

  app.get('/', async (_req, reply) => reply.redirect(`/${DEFAULT_LOCALE}`, 302));

  app.get('/*', async (req, reply) => {
    const url = new URL(req.url, 'http://x');
    const pathname = decodeURI(url.pathname);
    // Middleware order (ARCHITECTURE.md): redirection, checkMenu, then the locale's page.
    const rule = await navigationRules(pathname, localeOfPath(pathname));
    if (rule && 'redirect' in rule) return reply.redirect(rule.redirect.to + url.search, rule.redirect.status);
    const preview = await previewFor(config, await currentRelease(), url.searchParams, req.headers.cookie, req.protocol === 'https');
    const release = preview.release;
    const match = rule ? undefined : matchPage(release.table, pathname);
    const found = match ? await resourceExists(config, match) : false;
    const locale = match?.route.locale ?? localeOfPath(pathname);
    const html = renderDocument({
      template: await currentTemplate(),
      release,
      locale,
      match: found ? match : undefined,
      title: found && match ? `${match.route.title} | BRI Danareksa Sekuritas` : 'This page could not be found',
      publicOrigin: config.publicOrigin,
      pathname,
      search: url.searchParams,
      ...(preview.info ? { preview: preview.info } : {}),
      publicConfig,
      remotesDir: config.remotesDir,
    });
    if (preview.setCookie) reply.header('Set-Cookie', preview.setCookie);
    if (preview.info?.error) req.log.warn({ preview: url.searchParams.get('preview') }, preview.info.error);
    return reply
      .code(found ? 200 : 404)
      .header('Cache-Control', preview.info ? 'private, no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  return app;
}
