import type { Kysely } from 'kysely';
import { LOCALES } from '@brids/contracts';
import type { SitemapDocument } from '@brids/contracts/sitemap';
import type { DB } from '../schema.ts';
import type { SearchSource } from './source.ts';

/** One published page of the site in one locale, for the sitemap (the contract `@brids/contracts/sitemap`). */
export type { SitemapDocument };

/** Pages of the `pages` table shown by the catch-all route (`/{product}`, `/{static}`); landing pages are their route. */
const CONTENT_PAGE_ROUTE = 'content-page';

const key = (doc: SitemapDocument) =>
  `${doc.route} ${doc.locale} ${JSON.stringify(Object.entries(doc.params).sort(([a], [b]) => a.localeCompare(b)))}`;

const latest = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * Every published document of the site, both locales, deduplicated by route, params and locale
 * (the latest date kept): the squads' search sources (published documents only) and the content
 * pages. Nothing dated in the future, no draft.
 */
export async function sitemapDocuments(db: Kysely<DB>, sources: readonly SearchSource[]): Promise<SitemapDocument[]> {
  const now = new Date().toISOString();
  const found = new Map<string, SitemapDocument>();
  const add = (doc: SitemapDocument) => {
    if (doc.lastmod && doc.lastmod > now) return; // not published yet
    const known = found.get(key(doc));
    if (known) known.lastmod = latest(known.lastmod, doc.lastmod);
    else found.set(key(doc), { ...doc, params: { ...doc.params } });
  };

  for (const source of sources) {
    for (const doc of await source(db)) {
      add({ route: doc.route, params: doc.params, locale: doc.locale, lastmod: doc.published_at ?? null });
    }
  }

  const pages = await db.selectFrom('pages').select(['slug', 'kind']).orderBy('slug').execute();
  for (const page of pages) {
    for (const locale of LOCALES) {
      if (page.kind === 'landing') add({ route: page.slug, params: {}, locale, lastmod: null });
      else add({ route: CONTENT_PAGE_ROUTE, params: { slug: page.slug }, locale, lastmod: null });
    }
  }
  return [...found.values()];
}
