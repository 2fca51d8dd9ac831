import { z } from 'zod';
import { LOCALES, PAGE_KINDS } from '@brids/contracts';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, link, optionalText, requiredText, richText, slugText } from '../../editorial/fields.ts';
import { plainText } from '../../lib/html.ts';
import { SITE_ROUTES, siteUrls, type RouteName } from '../site-paths.ts';

/** A page's content (spec §7 `pages`): a route-backed landing page, the app page or a static page, by slug. */
export const pageDocument = z.object({
  slug: slugText(),
  kind: z.enum(PAGE_KINDS, { error: `must be one of: ${PAGE_KINDS.join(', ')}` }),
  image_url: link().nullable(),
  searchable: z.boolean({ error: 'must be true or false' }),
  translations: bothLanguages({ title: requiredText(300), summary: optionalText(2000), body: richText() }),
});
export type PageDocument = z.infer<typeof pageDocument>;

export const pagesKind: ContentKind<PageDocument> = {
  name: 'pages',
  label: { id: 'Halaman', en: 'Pages' },
  writers: ['editor'],
  fourEyes: false,
  schema: pageDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => ({ id: doc.translations.id.title, en: doc.translations.en.title }),
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('pages').select('slug').orderBy('slug').execute()).map((r) => r.slug);
  },
  async read(db, key) {
    const row = await db.selectFrom('pages').selectAll().where('slug', '=', key).executeTakeFirst();
    if (!row) return undefined;
    const texts = await db.selectFrom('page_translations').selectAll().where('page_id', '=', row.id).execute();
    const text = (locale: string) => {
      const t = texts.find((x) => x.locale === locale) ?? texts.find((x) => x.locale === 'id');
      return { title: t?.title ?? '', summary: t?.summary ?? '', body: t?.body ?? '' };
    };
    return { slug: row.slug, kind: row.kind as PageDocument['kind'], image_url: row.image_url, searchable: row.is_searchable === 1, translations: { id: text('id'), en: text('en') } };
  },
  async publish(trx, doc) {
    const values = { kind: doc.kind, image_url: doc.image_url, is_searchable: doc.searchable ? 1 : 0 };
    const existing = await trx.selectFrom('pages').select('id').where('slug', '=', doc.slug).executeTakeFirst();
    const id = existing
      ? (await trx.updateTable('pages').set(values).where('id', '=', existing.id).execute(), existing.id)
      : (await trx.insertInto('pages').values({ slug: doc.slug, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.deleteFrom('page_translations').where('page_id', '=', id).execute();
    await trx.insertInto('page_translations').values(LOCALES.map((locale) => {
      const t = doc.translations[locale];
      return { page_id: id, locale, title: t.title, summary: t.summary, body: t.body, body_text: plainText(t.body) };
    })).execute();
  },
  // A landing page is its route's page; the app page and static pages are the catch-all route `content-page` (`/:slug`).
  sitePaths: (doc) => (doc.kind === 'landing'
    ? (doc.slug in SITE_ROUTES ? siteUrls(doc.slug as RouteName) : undefined)
    : { id: `/id/${doc.slug}`, en: `/en/${doc.slug}` }),
  async unpublish(trx, key) {
    const row = await trx.selectFrom('pages').select('id').where('slug', '=', key).executeTakeFirst();
    if (!row) return;
    await trx.deleteFrom('page_translations').where('page_id', '=', row.id).execute();
    await trx.deleteFrom('pages').where('id', '=', row.id).execute();
  },
};
