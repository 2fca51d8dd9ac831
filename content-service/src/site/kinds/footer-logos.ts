import { z } from 'zod';
import type { ContentKind } from '../../editorial/kind.ts';
import { link, requiredText, wholeNumber } from '../../editorial/fields.ts';

/** A partner logo of the footer (spec §7 `footer_logos`); its title is its key. */
export const footerLogoDocument = z.object({
  title: requiredText(100),
  url: link(),
  image_url: link(),
  order: wholeNumber(0, 10_000),
});
export type FooterLogoDocument = z.infer<typeof footerLogoDocument>;

export const footerLogosKind: ContentKind<FooterLogoDocument> = {
  name: 'footer-logos',
  label: { id: 'Logo footer', en: 'Footer logos' },
  writers: ['editor'],
  fourEyes: false,
  schema: footerLogoDocument,
  keyOf: (doc) => doc.title,
  titleOf: (doc) => ({ id: doc.title, en: doc.title }),
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('footer_logos').select('title').orderBy('sort_order').execute()).map((r) => r.title);
  },
  async read(db, key) {
    const row = await db.selectFrom('footer_logos').selectAll().where('title', '=', key).executeTakeFirst();
    return row ? { title: row.title, url: row.url, image_url: row.image_url, order: row.sort_order } : undefined;
  },
  async publish(trx, doc) {
    const values = { url: doc.url, image_url: doc.image_url, sort_order: doc.order };
    const existing = await trx.selectFrom('footer_logos').select('id').where('title', '=', doc.title).executeTakeFirst();
    if (existing) await trx.updateTable('footer_logos').set(values).where('id', '=', existing.id).execute();
    else await trx.insertInto('footer_logos').values({ title: doc.title, ...values }).execute();
  },
  async unpublish(trx, key) {
    await trx.deleteFrom('footer_logos').where('title', '=', key).execute();
  },
};
