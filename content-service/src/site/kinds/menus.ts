import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { LOCALES, MENU_TYPES } from '@brids/contracts';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, link, requiredText, wholeNumber } from '../../editorial/fields.ts';
import { HttpError } from '../../lib/errors.ts';
import type { DB } from '../../schema.ts';

const MENU_KEY = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
const menuKey = requiredText(120).regex(MENU_KEY, 'must be a menu key: lower-case words with dots and hyphens (main.products.stock)');

/** One menu item (spec §7 `menus`): both languages' title and url, its parent by key, its place among its siblings. */
export const menuDocument = z.object({
  key: menuKey,
  type: z.enum(MENU_TYPES, { error: `must be one of: ${MENU_TYPES.join(', ')}` }),
  parent: menuKey.nullable(),
  order: wholeNumber(0, 10_000),
  translations: bothLanguages({ title: requiredText(100), url: link() }),
});
export type MenuDocument = z.infer<typeof menuDocument>;

async function read(db: Kysely<DB>, key: string): Promise<MenuDocument | undefined> {
  const row = await db.selectFrom('menus as m').leftJoin('menus as p', 'p.id', 'm.parent_id')
    .select(['m.id', 'm.key', 'm.type', 'm.sort_order', 'p.key as parent']).where('m.key', '=', key).where('m.is_published', '=', 1).executeTakeFirst();
  if (!row) return undefined;
  const texts = await db.selectFrom('menu_translations').select(['locale', 'title', 'url']).where('menu_id', '=', row.id).execute();
  const text = (locale: string) => texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === 'id') ?? { title: '', url: '' };
  return {
    key: row.key, type: row.type as MenuDocument['type'], parent: row.parent ?? null, order: row.sort_order,
    translations: { id: { title: text('id').title, url: text('id').url }, en: { title: text('en').title, url: text('en').url } },
  };
}

async function publish(trx: Transaction<DB>, doc: MenuDocument): Promise<void> {
  let parentId: number | null = null;
  if (doc.parent !== null) {
    if (doc.parent === doc.key) throw new HttpError(422, 'The menu is not valid', { parent: ['cannot be the menu itself'] });
    const parent = await trx.selectFrom('menus').select('id').where('key', '=', doc.parent).executeTakeFirst();
    if (!parent) throw new HttpError(422, 'The menu is not valid', { parent: [`there is no menu '${doc.parent}'`] });
    parentId = parent.id;
  }
  const values = { type: doc.type, parent_id: parentId, sort_order: doc.order, is_published: 1 };
  const existing = await trx.selectFrom('menus').select('id').where('key', '=', doc.key).executeTakeFirst();
  const id = existing
    ? (await trx.updateTable('menus').set(values).where('id', '=', existing.id).execute(), existing.id)
    : (await trx.insertInto('menus').values({ key: doc.key, ...values }).returning('id').executeTakeFirstOrThrow()).id;
  await trx.deleteFrom('menu_translations').where('menu_id', '=', id).execute();
  await trx.insertInto('menu_translations').values(LOCALES.map((locale) => ({ menu_id: id, locale, ...doc.translations[locale] }))).execute();
}

/** Menus: admin only (the layout of every page). Unpublished items stay in the table, marked `is_published = 0`. */
export const menusKind: ContentKind<MenuDocument> = {
  name: 'menus',
  label: { id: 'Menu', en: 'Menus' },
  writers: ['admin'],
  fourEyes: false,
  schema: menuDocument,
  keyOf: (doc) => doc.key,
  titleOf: (doc) => ({ id: doc.translations.id.title, en: doc.translations.en.title }),
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('menus').select('key').where('is_published', '=', 1).orderBy('id').execute()).map((r) => r.key);
  },
  read,
  publish,
  async unpublish(trx, key) {
    await trx.updateTable('menus').set({ is_published: 0 }).where('key', '=', key).execute();
  },
};
