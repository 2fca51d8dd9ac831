import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import { createApiClient, LOCALES, type Locale, type ReleaseManifest } from '@brids/contracts';
import { sitemapDocument, type SitemapDocument } from '@brids/contracts/sitemap';
import { composeRouteTable, type ComposedRoute } from '@brids/platform/route-table';
import type { ShellServerConfig } from '../config.ts';
import { findRouteIn, fillPathSafe } from './paths.ts';
import type { ContentBreaker } from '../content/content-breaker.ts';
import type { ContentVersion } from '../content/content-version.ts';
import { isNoindexRoute } from './head.ts';

/** sitemaps.org: at most 50,000 URLs and 50 MB (uncompressed) per file; past that, a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export interface SeoFilesOptions {
  /** URLs per sitemap file (default 50,000, or SITEMAP_MAX_URLS of the environment). */
  maxUrls?: number;
  /** Bytes per sitemap file (default 50 MB). */
  maxBytes?: number;
  /** How long a built sitemap is reused while its content version is current (default 5 minutes). */
  cacheMs?: number;
}

interface PluginOptions extends SeoFilesOptions {
  config: Pick<ShellServerConfig, 'contentApiUrl' | 'publicOrigin'>;
  /** The server's circuit breaker of content-service calls. */
  breaker: ContentBreaker;
  /** The content version this server follows: a sitemap of an older one is made again (content-version.ts). */
  contentVersion: ContentVersion;
  /** The pinned release: its routes without params are pages of the sitemap, its route table turns entries into URLs. */
  release: () => Promise<ReleaseManifest>;
}


/** One page of the sitemap, with the same page in every locale it exists in. */
interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: { locale: Locale; href: string }[];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** W3C datetime as sitemaps want it; undefined for anything that is not a date. */
function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const later = (a: string | undefined, b: string | undefined) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * Every URL of the sitemap: the release's pages without params (both locales) and every published
 * document the content service lists, deduplicated by route and params, each with its other-locale
 * alternates. Routes that are not in the release, keep out of search engines, or need a login are left out.
 */
export function sitemapUrls(release: ReleaseManifest, documents: SitemapDocument[], origin: string): SitemapUrl[] {
  const table = composeRouteTable(release.remotes);
  const declarations = new Map(Object.values(release.remotes).flatMap(({ routes }) => routes.map((route) => [route.name, route] as const)));
  const remoteDate = new Map(
    Object.entries(release.remotes).map(([name, remote]) => [name, w3cDate(remote.pinnedAt ?? remote.publishedAt ?? release.updatedAt)]),
  );
  const listed = (route: ComposedRoute | undefined) =>
    route !== undefined && !isNoindexRoute(declarations.get(route.name), route.middleware);

  // Pages by route and params; each holds the URL of every locale it has.
  const pages = new Map<string, { name: string; params: Record<string, string>; urls: Map<Locale, { href: string; lastmod: string | undefined }> }>();
  const add = (name: string, params: Record<string, string>, locale: Locale, lastmod: string | undefined) => {
    const route = findRouteIn(table, name, locale);
    if (!listed(route)) return;
    const path = fillPathSafe(route!.path, params);
    if (!path) return;
    const key = `${name} ${JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)))}`;
    let page = pages.get(key);
    if (!page) pages.set(key, (page = { name, params, urls: new Map() }));
    const known = page.urls.get(locale);
    page.urls.set(locale, { href: origin + path, lastmod: later(known?.lastmod, lastmod) });
  };

  for (const route of table) {
    if (!route.path.includes(':')) add(route.name, {}, route.locale, remoteDate.get(route.remote));
  }
  for (const doc of documents) add(doc.route, doc.params, doc.locale, w3cDate(doc.lastmod));

  const urls: SitemapUrl[] = [];
  for (const page of pages.values()) {
    const alternates = LOCALES.flatMap((locale) => {
      const url = page.urls.get(locale);
      return url ? [{ locale, href: url.href }] : [];
    });
    for (const locale of LOCALES) {
      const url = page.urls.get(locale);
      if (url) urls.push({ loc: url.href, lastmod: url.lastmod, alternates: alternates.length > 1 ? alternates : [] });
    }
  }
  return urls;
}

function urlElement(url: SitemapUrl): string {
  const lines = [`<url><loc>${escapeXml(url.loc)}</loc>`];
  if (url.lastmod) lines.push(`<lastmod>${url.lastmod}</lastmod>`);
  for (const alternate of url.alternates) {
    lines.push(`<xhtml:link rel="alternate" hreflang="${alternate.locale}" href="${escapeXml(alternate.href)}"/>`);
  }
  const fallback = url.alternates.find((alternate) => alternate.locale === 'id');
  if (fallback) lines.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fallback.href)}"/>`);
  lines.push('</url>\n');
  return lines.join('');
}

/** The sitemap files: one `urlset` per file, each within the URL and byte limits. */
export function sitemapFiles(urls: SitemapUrl[], maxUrls: number, maxBytes: number): { xml: string; lastmod: string | undefined }[] {
  const frame = Buffer.byteLength(XML_HEAD + URLSET_OPEN + URLSET_CLOSE);
  const files: { parts: string[]; bytes: number; lastmod: string | undefined }[] = [];
  let current: (typeof files)[number] | undefined;
  for (const url of urls) {
    const element = urlElement(url);
    const bytes = Buffer.byteLength(element);
    if (!current || current.parts.length >= maxUrls || current.bytes + bytes > maxBytes) {
      current = { parts: [], bytes: frame, lastmod: undefined };
      files.push(current);
    }
    current.parts.push(element);
    current.bytes += bytes;
    current.lastmod = later(current.lastmod, url.lastmod);
  }
  if (files.length === 0) files.push({ parts: [], bytes: frame, lastmod: undefined });
  return files.map((file) => ({ xml: XML_HEAD + URLSET_OPEN + file.parts.join('') + URLSET_CLOSE, lastmod: file.lastmod }));
}

function sitemapIndex(origin: string, files: { lastmod: string | undefined }[]): string {
  const entries = files.map(
    (file, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc>${file.lastmod ? `<lastmod>${file.lastmod}</lastmod>` : ''}</sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/** Any list: each document is checked on its own, so one that does not fit the contract is left out, not the whole sitemap. */
const anyList = z.object({ data: z.array(z.unknown()) });

/** The published documents of the content service (GET /api/sitemap), through the typed client (a long list: ten seconds). */
async function fetchDocuments(contentApiUrl: string, breaker: ContentBreaker, versions: ContentVersion): Promise<{ documents: SitemapDocument[]; version: number | undefined }> {
  let version: number | undefined;
  const api = createApiClient({
    baseUrl: `${contentApiUrl}/api`,
    fetch: async (url, init) => {
      const res = await breaker.fetch(url, { ...init, timeoutMs: 10_000 });
      version = versions.seen(res.headers);
      return res;
    },
  });
  const { data } = await api.get('/sitemap', anyList);
  const documents = data.flatMap((doc) => {
    const parsed = sitemapDocument.safeParse(doc);
    return parsed.success ? [parsed.data] : [];
  });
  return { documents, version };
}

const CACHE_CONTROL = 'public, max-age=600';

/** /robots.txt, /sitemap.xml and, once the sitemap outgrows one file, /sitemap-<n>.xml under a sitemap index. */
export async function seoFiles(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const origin = options.config.publicOrigin;
  const envMax = Number(process.env.SITEMAP_MAX_URLS);
  const maxUrls = options.maxUrls ?? (Number.isInteger(envMax) && envMax > 0 ? envMax : SITEMAP_MAX_URLS);
  const maxBytes = options.maxBytes ?? SITEMAP_MAX_BYTES;
  const cacheMs = options.cacheMs ?? 5 * 60_000;
  type Files = { xml: string; lastmod: string | undefined }[];
  let cached: { release: ReleaseManifest; at: number; files: Promise<Files>; version?: number | undefined } | undefined;
  // The last sitemap built for a release: sent while the content service cannot list (per instance, bounded to one).
  let lastGood: { release: ReleaseManifest; files: Files } | undefined;

  const files = async () => {
    const release = await options.release();
    if (cached && cached.release === release && Date.now() - cached.at < cacheMs && options.contentVersion.isCurrent(cached.version)) return cached.files;
    const entry: NonNullable<typeof cached> = { release, at: Date.now(), files: Promise.resolve([]) };
    const built = fetchDocuments(options.config.contentApiUrl, options.breaker, options.contentVersion).then(({ documents, version }) => {
      entry.version = version;
      const list = sitemapFiles(sitemapUrls(release, documents, origin), maxUrls, maxBytes);
      lastGood = { release, files: list };
      return list;
    });
    entry.files = built;
    cached = entry;
    built.catch(() => {
      if (cached?.files === built) cached = undefined;
    });
    return built.catch((error: unknown) => {
      if (lastGood?.release !== release) throw error;
      app.log.warn({ err: error }, 'sitemap: the content service did not list its documents; sent the last good sitemap');
      return lastGood.files;
    });
  };

  const unavailable = (reply: FastifyReply, error: unknown) => {
    app.log.warn({ err: error }, 'sitemap: the content service did not list its documents');
    return reply.code(503).header('Retry-After', '60').header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('The sitemap is not available right now.\n');
  };

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', async (_req, reply) => {
    let list;
    try {
      list = await files();
    } catch (error) {
      return unavailable(reply, error);
    }
    const xml = list.length === 1 ? list[0]!.xml : sitemapIndex(origin, list);
    return reply.header('Cache-Control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });

  app.get<{ Params: { page: string } }>('/sitemap-:page(^\\d+).xml', async (req, reply) => {
    let list;
    try {
      list = await files();
    } catch (error) {
      return unavailable(reply, error);
    }
    const file = list.length > 1 ? list[Number(req.params.page) - 1] : undefined;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap file.\n');
    return reply.header('Cache-Control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(file.xml);
  });
}
