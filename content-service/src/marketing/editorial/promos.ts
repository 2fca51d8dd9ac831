import { z } from 'zod';
import { promo } from '@brids/contracts/marketing';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, day, filled, html, slugField, url } from '../../lib/both-languages.ts';
import { parseStringList } from '../../lib/json.ts';
import { sanitize } from '../../lib/html.ts';
import { siteUrls } from '../../site/site-paths.ts';

const p = promo.shape;

/**
 * A promo (`GET /api/promo-items/{slug}`), both languages together. It shows from `valid_from` (a WIB day;
 * its status, ending soon or expired, follows `valid_until`). The body is HTML, sanitised when published.
 */
export const promoDocument = z.object({
  slug: slugField(p.slug),
  image_url: url(filled(p.image.shape.url, 'Choose an image')),
  valid_from: day(p.valid_from),
  valid_until: day(p.valid_until),
  title: bothLanguages(filled(p.title, 'Fill in the title')),
  summary: bothLanguages(p.summary),
  body: bothLanguages(html(p.body)),
  terms: bothLanguages(p.terms),
}).superRefine((doc, ctx) => {
  if (doc.valid_until < doc.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'The last day cannot come before the first' });
});
export type PromoDocument = z.infer<typeof promoDocument>;

/** Promos: nothing refers to one, so taking it off deletes its row (the editorial layer keeps the document). */
export const promosKind: ContentKind<PromoDocument> = {
  name: 'promo-items',
  label: { id: 'Promo', en: 'Promotions' },
  writers: ['editor'],
  fourEyes: false,
  schema: promoDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => doc.title,
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('promos').select('slug').orderBy('valid_from', 'desc').orderBy('id').execute()).map((r) => r.slug);
  },
  async read(db, key) {
    const row = await db.selectFrom('promos').selectAll().where('slug', '=', key).executeTakeFirst();
    if (!row) return undefined;
    return {
      slug: row.slug, image_url: row.image_url, valid_from: row.valid_from, valid_until: row.valid_until,
      title: { id: row.title_id, en: row.title_en }, summary: { id: row.summary_id, en: row.summary_en }, body: { id: row.body_id, en: row.body_en },
      terms: { id: parseStringList(row.terms_id), en: parseStringList(row.terms_en) },
    };
  },
  async publish(trx, doc) {
    const values = {
      image_url: doc.image_url, valid_from: doc.valid_from, valid_until: doc.valid_until,
      title_id: doc.title.id, title_en: doc.title.en, summary_id: doc.summary.id, summary_en: doc.summary.en,
      body_id: sanitize(doc.body.id), body_en: sanitize(doc.body.en), terms_id: JSON.stringify(doc.terms.id), terms_en: JSON.stringify(doc.terms.en),
    };
    const existing = await trx.selectFrom('promos').select('id').where('slug', '=', doc.slug).executeTakeFirst();
    if (existing) await trx.updateTable('promos').set(values).where('id', '=', existing.id).execute();
    else await trx.insertInto('promos').values({ slug: doc.slug, ...values }).execute();
  },
  async unpublish(trx, key) {
    await trx.deleteFrom('promos').where('slug', '=', key).execute();
  },
  sitePaths: (doc) => {
    const page = siteUrls('promo');
    return { id: `${page.id}/${doc.slug}`, en: `${page.en}/${doc.slug}` };
  },
};
