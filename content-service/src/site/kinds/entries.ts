import { z } from 'zod';
import { COLLECTIONS, LOCALES, type Collection } from '@brids/contracts';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, isoDateTime, link, optionalText, requiredText, richText, slugText } from '../../editorial/fields.ts';
import { plainText } from '../../lib/html.ts';
import { parseJsonObject } from '../../lib/json.ts';

const attributes = z.record(z.string().max(60, 'names must be at most 60 characters'), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]), {
  error: 'must be an object of texts, numbers or true/false',
});

/**
 * An entry of a collection (spec §7 `/api/{collection}`): category, publication time (a future one keeps it
 * a draft on the site), image, the collection's attributes, and per language title, summary, body, attributes.
 */
export const collectionEntryDocument = z.object({
  slug: slugText(),
  category: slugText().nullable(),
  published_at: isoDateTime.overwrite((value) => new Date(value).toISOString()),
  image_url: link().nullable(),
  attributes,
  translations: bothLanguages({ title: requiredText(300), summary: optionalText(2000), body: richText(), attributes: attributes.nullable() }),
});
export type CollectionEntryDocument = z.infer<typeof collectionEntryDocument>;

const LABELS: Record<Collection, { id: string; en: string }> = {
  blogs: { id: 'Blog (koleksi)', en: 'Blogs (collection)' },
  announcements: { id: 'Pengumuman (koleksi)', en: 'Announcements (collection)' },
  promos: { id: 'Promo (koleksi)', en: 'Promos (collection)' },
  faqs: { id: 'FAQ (koleksi)', en: 'FAQs (collection)' },
};

/** One kind per collection of the generic entries (named as its public route `/api/{collection}`). */
export function collectionKind(collection: Collection): ContentKind<CollectionEntryDocument> {
  return {
    name: collection,
    label: LABELS[collection],
    writers: ['editor'],
    fourEyes: false,
    schema: collectionEntryDocument,
    keyOf: (doc) => doc.slug,
    titleOf: (doc) => ({ id: doc.translations.id.title, en: doc.translations.en.title }),
    creatable: true,
    deletable: true,
    async listKeys(db) {
      return (await db.selectFrom('entries').select('slug').where('collection', '=', collection).orderBy('published_at', 'desc').execute()).map((r) => r.slug);
    },
    async read(db, key) {
      const row = await db.selectFrom('entries').selectAll().where('collection', '=', collection).where('slug', '=', key).executeTakeFirst();
      if (!row) return undefined;
      const texts = await db.selectFrom('entry_translations').selectAll().where('entry_id', '=', row.id).execute();
      const text = (locale: string) => {
        const t = texts.find((x) => x.locale === locale) ?? texts.find((x) => x.locale === 'id');
        return { title: t?.title ?? '', summary: t?.summary ?? '', body: t?.body ?? '', attributes: t?.attributes ? (parseJsonObject(t.attributes) as z.infer<typeof attributes>) : null };
      };
      return {
        slug: row.slug, category: row.category, published_at: row.published_at, image_url: row.image_url,
        attributes: parseJsonObject(row.attributes) as z.infer<typeof attributes>, translations: { id: text('id'), en: text('en') },
      };
    },
    async publish(trx, doc) {
      const values = { category: doc.category, published_at: doc.published_at, image_url: doc.image_url, attributes: JSON.stringify(doc.attributes) };
      const existing = await trx.selectFrom('entries').select('id').where('collection', '=', collection).where('slug', '=', doc.slug).executeTakeFirst();
      const id = existing
        ? (await trx.updateTable('entries').set(values).where('id', '=', existing.id).execute(), existing.id)
        : (await trx.insertInto('entries').values({ collection, slug: doc.slug, ...values }).returning('id').executeTakeFirstOrThrow()).id;
      await trx.deleteFrom('entry_translations').where('entry_id', '=', id).execute();
      await trx.insertInto('entry_translations').values(LOCALES.map((locale) => {
        const t = doc.translations[locale];
        return { entry_id: id, locale, title: t.title, summary: t.summary, body: t.body, body_text: plainText(t.body), attributes: t.attributes ? JSON.stringify(t.attributes) : null };
      })).execute();
    },
    async unpublish(trx, key) {
      const row = await trx.selectFrom('entries').select('id').where('collection', '=', collection).where('slug', '=', key).executeTakeFirst();
      if (!row) return;
      await trx.deleteFrom('entry_translations').where('entry_id', '=', row.id).execute();
      await trx.deleteFrom('entries').where('id', '=', row.id).execute();
    },
  };
}

export const collectionKinds = COLLECTIONS.map(collectionKind);
