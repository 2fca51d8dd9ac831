import { z } from 'zod';
import { LOCALES } from '@brids/contracts';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, link, optionalText, richText, slugText, wholeNumber } from '../../editorial/fields.ts';
import { HttpError } from '../../lib/errors.ts';
import { parseJsonList } from '../../lib/json.ts';

const image = z.object({ url: link(), alt: optionalText(300).optional() });
const file = z.object({ url: link(), name: optionalText(300).optional(), size: wholeNumber(0, 2_000_000_000).optional() });

/** A component (spec §7 `components`): title and HTML content per language, images, files, calls to action and the menus shown with it (by key). */
export const componentDocument = z.object({
  slug: slugText(),
  translations: bothLanguages({ title: optionalText(300), content: richText() }),
  images: z.array(image).max(50, 'must have at most 50 images'),
  files: z.array(file).max(50, 'must have at most 50 files'),
  ctas: z.array(bothLanguages({ title: optionalText(200), url: link() })).max(20, 'must have at most 20 calls to action'),
  menus: z.array(z.string()).max(20, 'must name at most 20 menus'),
});
export type ComponentDocument = z.infer<typeof componentDocument>;

export const componentsKind: ContentKind<ComponentDocument> = {
  name: 'components',
  label: { id: 'Komponen', en: 'Components' },
  writers: ['editor'],
  fourEyes: false,
  schema: componentDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => ({ id: doc.translations.id.title || doc.slug, en: doc.translations.en.title || doc.slug }),
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('components').select('slug').orderBy('slug').execute()).map((r) => r.slug);
  },
  async read(db, key) {
    const row = await db.selectFrom('components').selectAll().where('slug', '=', key).executeTakeFirst();
    if (!row) return undefined;
    const texts = await db.selectFrom('component_translations').selectAll().where('component_id', '=', row.id).execute();
    const text = (locale: string) => texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === 'id');
    const ctaRows = await db.selectFrom('component_ctas as c').innerJoin('cta_translations as t', 't.cta_id', 'c.id')
      .select(['c.id', 't.locale', 't.title', 't.url']).where('c.component_id', '=', row.id).orderBy('c.sort_order').orderBy('c.id').execute();
    const ctaIds = [...new Set(ctaRows.map((r) => r.id))];
    const ctaText = (id: number, locale: string) => {
      const found = ctaRows.find((r) => r.id === id && r.locale === locale) ?? ctaRows.find((r) => r.id === id)!;
      return { title: found.title, url: found.url };
    };
    const menus = await db.selectFrom('component_menus as c').innerJoin('menus as m', 'm.id', 'c.menu_id').select('m.key')
      .where('c.component_id', '=', row.id).orderBy('c.sort_order').execute();
    return {
      slug: row.slug,
      translations: { id: { title: text('id')?.title ?? '', content: text('id')?.content ?? '' }, en: { title: text('en')?.title ?? '', content: text('en')?.content ?? '' } },
      images: parseJsonList(row.images).map((i) => ({ url: String(i.url), ...(typeof i.alt === 'string' ? { alt: i.alt } : {}) })),
      files: parseJsonList(row.files).map((f) => ({ url: String(f.url), ...(typeof f.name === 'string' ? { name: f.name } : {}), ...(typeof f.size === 'number' ? { size: f.size } : {}) })),
      ctas: ctaIds.map((id) => ({ id: ctaText(id, 'id'), en: ctaText(id, 'en') })),
      menus: menus.map((m) => m.key),
    };
  },
  async publish(trx, doc) {
    const menuIds = doc.menus.length ? await trx.selectFrom('menus').select(['id', 'key']).where('key', 'in', doc.menus).execute() : [];
    const missing = doc.menus.filter((key) => !menuIds.some((m) => m.key === key));
    if (missing.length) throw new HttpError(422, 'The component is not valid', { menus: missing.map((key) => `there is no menu '${key}'`) });
    const values = { images: JSON.stringify(doc.images), files: JSON.stringify(doc.files) };
    const existing = await trx.selectFrom('components').select('id').where('slug', '=', doc.slug).executeTakeFirst();
    const id = existing
      ? (await trx.updateTable('components').set(values).where('id', '=', existing.id).execute(), existing.id)
      : (await trx.insertInto('components').values({ slug: doc.slug, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.deleteFrom('component_translations').where('component_id', '=', id).execute();
    await trx.insertInto('component_translations').values(LOCALES.map((locale) => ({ component_id: id, locale, ...doc.translations[locale] }))).execute();
    // Calls to action keep their ids by position (the public answer's `cta[].id`).
    const ctas = await trx.selectFrom('component_ctas').select('id').where('component_id', '=', id).orderBy('sort_order').orderBy('id').execute();
    for (const [i, cta] of doc.ctas.entries()) {
      const ctaId = ctas[i]?.id ?? (await trx.insertInto('component_ctas').values({ component_id: id, sort_order: i + 1 }).returning('id').executeTakeFirstOrThrow()).id;
      await trx.updateTable('component_ctas').set({ sort_order: i + 1 }).where('id', '=', ctaId).execute();
      await trx.deleteFrom('cta_translations').where('cta_id', '=', ctaId).execute();
      await trx.insertInto('cta_translations').values(LOCALES.map((locale) => ({ cta_id: ctaId, locale, ...cta[locale] }))).execute();
    }
    const extra = ctas.slice(doc.ctas.length).map((c) => c.id);
    if (extra.length) {
      await trx.deleteFrom('cta_translations').where('cta_id', 'in', extra).execute();
      await trx.deleteFrom('component_ctas').where('id', 'in', extra).execute();
    }
    await trx.deleteFrom('component_menus').where('component_id', '=', id).execute();
    const links = doc.menus.map((key, i) => ({ component_id: id, menu_id: menuIds.find((m) => m.key === key)!.id, sort_order: i + 1 }));
    if (links.length) await trx.insertInto('component_menus').values(links).execute();
  },
  async unpublish(trx, key) {
    const row = await trx.selectFrom('components').select('id').where('slug', '=', key).executeTakeFirst();
    if (!row) return;
    const ctas = (await trx.selectFrom('component_ctas').select('id').where('component_id', '=', row.id).execute()).map((c) => c.id);
    if (ctas.length) await trx.deleteFrom('cta_translations').where('cta_id', 'in', ctas).execute();
    await trx.deleteFrom('component_ctas').where('component_id', '=', row.id).execute();
    await trx.deleteFrom('component_menus').where('component_id', '=', row.id).execute();
    await trx.deleteFrom('component_translations').where('component_id', '=', row.id).execute();
    await trx.deleteFrom('components').where('id', '=', row.id).execute();
  },
};
