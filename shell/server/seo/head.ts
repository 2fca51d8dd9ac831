import { LOCALES, type Locale, type RouteDeclaration, type RouteHead } from '@brids/contracts';
import { isExternalImage, optimisedImageUrl } from '@brids/ui/image-url';
import type { RouteMatch } from '@brids/platform/route-match';
import { SHELL_REMOTE, SHELL_ROUTES } from '@brids/platform/shell-routes';
import type { LoadedRelease } from '../release/release-store.ts';
import { findRouteIn, fillPathSafe } from './paths.ts';
import { clip, readImage, readText } from './data-path.ts';
import { breadcrumbList, jsonLdScript, organization, pageSchema, type PageFacts } from './json-ld.ts';
import { DEFAULT_OG_IMAGE, OG_LOCALE, SITE_DESCRIPTION, SITE_NAME } from './site.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The <head> of one document: its title and the tags that go with it (already escaped). */
export interface PageHead {
  title: string;
  tags: string[];
}

export interface PageHeadInput {
  /** PUBLIC_ORIGIN: every URL in the head is absolute on it. */
  origin: string;
  release: LoadedRelease;
  match: RouteMatch;
  pathname: string;
  /** The answer of the route's `resource` (the same fetch that decided 200 or 404), parsed. */
  resource?: unknown;
  /** The answer of `head.source` (FAQPage), parsed. */
  source?: unknown;
  /** The settings of the locale (home's Organization: footer-*, social-media-*). */
  settings?: Record<string, string>;
  /** A preview (of a release or of a draft): kept out of search engines. */
  noindex?: boolean;
  /** Finds the route a path shows (the breadcrumb trail is the path's leading segments that are pages). */
  matchPath: (pathname: string) => RouteMatch | undefined;
}

const declarations = new WeakMap<LoadedRelease['manifest'], Map<string, RouteDeclaration>>();
const SHELL_DECLARATIONS = new Map(SHELL_ROUTES.map((route) => [route.name, route]));

/** The declaration (routes.ts) of a composed route: its `head` and `description` live there. */
export function declarationOf(release: LoadedRelease, remote: string, name: string): RouteDeclaration | undefined {
  if (remote === SHELL_REMOTE) return SHELL_DECLARATIONS.get(name);
  let byName = declarations.get(release.manifest);
  if (!byName) {
    byName = new Map();
    for (const { routes } of Object.values(release.manifest.remotes)) for (const route of routes) byName.set(route.name, route);
    declarations.set(release.manifest, byName);
  }
  return byName.get(name);
}

/** Whether a route's pages stay out of search engines and the sitemap. */
export function isNoindexRoute(declaration: RouteDeclaration | undefined, middleware: readonly string[]): boolean {
  return Boolean(declaration?.head?.noindex) || middleware.length > 0;
}

/** An image of the site as an absolute URL through the optimiser, as link previews want it (JPEG, 1280 wide). */
export function previewImageUrl(origin: string, src: string): string {
  if (isExternalImage(src)) return src.startsWith('//') ? `https:${src}` : src;
  return origin + optimisedImageUrl(src, { width: DEFAULT_OG_IMAGE.width, format: 'jpeg' });
}

/** The `data` of a content-service answer (`{ data }`), or the answer itself. */
export function dataOf(answer: unknown): unknown {
  return answer && typeof answer === 'object' && 'data' in answer ? (answer as { data: unknown }).data : answer;
}

/** Title, description and image of the page from its entry (by the route's `head` paths) or its declaration. */
function pageFacts(input: PageHeadInput, declaration: RouteDeclaration | undefined, canonical: string): PageFacts {
  const { match } = input;
  const locale = match.route.locale;
  const head: RouteHead = declaration?.head ?? {};
  const entry = input.resource === undefined ? undefined : dataOf(input.resource);
  const entryTitle = entry === undefined ? undefined : readText(entry, [head.title ?? 'title']);
  const entryDescription = entry === undefined ? undefined : readText(entry, [head.description ?? 'summary']);
  const image = entry === undefined ? undefined : readImage(entry, head.image ?? 'image.url');
  return {
    locale,
    url: canonical,
    name: entryTitle ?? match.route.title,
    description: clip(entryDescription ?? declaration?.description?.[locale] ?? SITE_DESCRIPTION[locale], 200),
    image: image ? previewImageUrl(input.origin, image) : undefined,
    entry,
    head,
  };
}

/** The path of the same page in a locale, or undefined when the release has no such route. */
function pathIn(input: PageHeadInput, locale: Locale): string | undefined {
  const route = findRouteIn(input.release.table, input.match.route.name, locale);
  return route && fillPathSafe(route.path, input.match.params);
}

/** Breadcrumbs: each leading part of the path that is itself a page (with the same params), then the page. */
export function breadcrumbTrail(input: PageHeadInput, pageName: string): { name: string; url: string }[] {
  const segments = input.pathname.split('/').filter(Boolean);
  const trail: { name: string; url: string }[] = [];
  for (let length = 1; length < segments.length; length++) {
    const prefix = `/${segments.slice(0, length).join('/')}`;
    const found = input.matchPath(prefix);
    if (!found || found.route.remote === SHELL_REMOTE) continue;
    // '/id/riset-dan-berita' matches the catch-all ':slug' page, which is no ancestor of this one.
    const sameParams = Object.entries(found.params).every(([key, value]) => input.match.params[key] === value);
    if (sameParams) trail.push({ name: found.route.title, url: input.origin + prefix });
  }
  trail.push({ name: pageName, url: input.origin + input.pathname });
  return trail;
}

/**
 * The head of a page: `<title>`, description, canonical, hreflang (id, en, x-default → id),
 * Open Graph and Twitter card, robots, and JSON-LD (Organization on home, BreadcrumbList on every
 * page, the route's declared Article / FAQPage / Event).
 */
export function pageHead(input: PageHeadInput): PageHead {
  const { match, origin } = input;
  const locale = match.route.locale;
  const declaration = declarationOf(input.release, match.route.remote, match.route.name);
  const canonical = origin + input.pathname;
  const facts = pageFacts(input, declaration, canonical);
  const isHome = input.pathname === `/${locale}`;
  const title = isHome ? `${SITE_NAME} | ${facts.name}` : `${facts.name} | ${SITE_NAME}`;
  const noindex = input.noindex || isNoindexRoute(declaration, match.route.middleware);
  const image = facts.image ?? previewImageUrl(origin, DEFAULT_OG_IMAGE.path);
  const schema = facts.head.schema;

  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}">`);
  meta('name', 'description', facts.description);
  if (noindex) meta('name', 'robots', 'noindex');
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  for (const other of LOCALES) {
    const path = pathIn(input, other);
    if (path) tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(origin + path)}">`);
  }
  const defaultPath = pathIn(input, 'id');
  if (defaultPath) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + defaultPath)}">`);

  meta('property', 'og:type', schema === 'Article' ? 'article' : 'website');
  meta('property', 'og:site_name', SITE_NAME);
  meta('property', 'og:title', facts.name);
  meta('property', 'og:description', facts.description);
  meta('property', 'og:url', canonical);
  meta('property', 'og:image', image);
  if (!facts.image) {
    meta('property', 'og:image:width', String(DEFAULT_OG_IMAGE.width));
    meta('property', 'og:image:height', String(DEFAULT_OG_IMAGE.height));
  }
  meta('property', 'og:image:alt', facts.name);
  meta('property', 'og:locale', OG_LOCALE[locale]);
  for (const other of LOCALES) if (other !== locale) meta('property', 'og:locale:alternate', OG_LOCALE[other]);
  meta('name', 'twitter:card', 'summary_large_image');
  meta('name', 'twitter:title', facts.name);
  meta('name', 'twitter:description', facts.description);
  meta('name', 'twitter:image', image);

  const structured: object[] = [];
  if (isHome) structured.push(organization(origin, locale, input.settings ?? {}));
  structured.push(breadcrumbList(breadcrumbTrail(input, facts.name)));
  const declared = schema && pageSchema(schema, { ...facts, image }, origin, input.source);
  if (declared) structured.push(declared);
  if (declared && 'datePublished' in declared && typeof declared.datePublished === 'string') {
    meta('property', 'article:published_time', declared.datePublished);
  }
  tags.push(...structured.map(jsonLdScript));
  return { title, tags };
}

/** The head of the not-found page: its title, kept out of search engines. */
export function notFoundHead(): PageHead {
  return { title: 'This page could not be found', tags: ['<meta name="robots" content="noindex">'] };
}

