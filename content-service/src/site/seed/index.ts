import type { Transaction } from 'kysely';
import { LOCALES } from '@brids/contracts';
import type { DB } from '../../schema.ts';
import { plainText, sanitize } from '../../lib/html.ts';
import { ENTRIES } from './entries.ts';
import { FOOTER_MENU, MAIN_MENU, type MenuSeed } from './menus.ts';
import { PAGES } from './pages.ts';
import { ACTION_TYPES, COMPONENTS, FOOTER_LOGOS, SETTINGS } from './site-config.ts';
import { SAMPLE_NOTE } from '../../lib/bilingual.ts';


/**
 * Inserts the site's missing sample content by natural key (menu key, setting key and locale, slug...):
 * menus, settings, components, footer logos, corporate-action kinds, pages, entries.
 */
export async function seedSite(trx: Transaction<DB>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  counts.menus = await seedMenus(trx, [...MAIN_MENU.map((m) => ['main-menu', m] as const), ...FOOTER_MENU.map((m) => ['footer', m] as const)]);
  counts.settings = await seedSettings(trx);
  counts.components = await seedComponents(trx);
  counts.footer_logos = await insertMissing(trx, 'footer_logos', 'title', FOOTER_LOGOS.map((l, i) => ({ ...l, sort_order: i + 1 })));
  counts.action_types = await insertMissing(trx, 'action_types', 'slug', ACTION_TYPES.map((a, i) => ({ ...a, sort_order: i + 1 })));
  counts.pages = await seedPages(trx);
  counts.entries = await seedEntries(trx);
  return counts;
}

async function insertMissing<T extends 'footer_logos' | 'action_types'>(
  trx: Transaction<DB>,
  table: T,
  key: 'title' | 'slug',
  rows: Record<string, string | number>[],
): Promise<number> {
  const existing = new Set((await trx.selectFrom(table as 'action_types').select(key as 'slug').execute())
    .map((r) => String((r as Record<string, unknown>)[key])));
  const missing = rows.filter((r) => !existing.has(String(r[key])));
  if (missing.length) await trx.insertInto(table as 'action_types').values(missing as never).execute();
  return missing.length;
}

async function seedMenus(trx: Transaction<DB>, roots: (readonly [string, MenuSeed])[]): Promise<number> {
  const ids = new Map((await trx.selectFrom('menus').select(['key', 'id']).execute()).map((r) => [r.key, r.id]));
  let inserted = 0;
  const visit = async (type: string, menu: MenuSeed, parentId: number | null, order: number): Promise<void> => {
    let id = ids.get(menu.key);
    if (id === undefined) {
      const row = await trx
        .insertInto('menus')
        .values({ key: menu.key, type, parent_id: parentId, sort_order: order, is_published: menu.published === false ? 0 : 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
      ids.set(menu.key, id);
      await trx
        .insertInto('menu_translations')
        .values(LOCALES.map((locale) => ({ menu_id: row.id, locale, title: menu.title[locale], url: menu.url[locale] })))
        .execute();
      inserted++;
    }
    for (const [i, child] of (menu.children ?? []).entries()) await visit(type, child, id, i + 1);
  };
  const orders = new Map<string, number>();
  for (const [type, menu] of roots) {
    const order = (orders.get(type) ?? 0) + 1;
    orders.set(type, order);
    await visit(type, menu, null, order);
  }
  return inserted;
}

async function seedSettings(trx: Transaction<DB>): Promise<number> {
  const existing = new Set((await trx.selectFrom('settings').select(['key', 'locale']).execute()).map((r) => `${r.key}|${r.locale}`));
  const rows = Object.entries(SETTINGS).flatMap(([key, value]) =>
    typeof value === 'string' ? [{ key, locale: '*', value }] : LOCALES.map((locale) => ({ key, locale, value: value[locale] })),
  );
  const missing = rows.filter((r) => !existing.has(`${r.key}|${r.locale}`));
  if (missing.length) await trx.insertInto('settings').values(missing).execute();
  return missing.length;
}

async function seedComponents(trx: Transaction<DB>): Promise<number> {
  const existing = new Set((await trx.selectFrom('components').select('slug').execute()).map((r) => r.slug));
  const menuIds = new Map((await trx.selectFrom('menus').select(['key', 'id']).execute()).map((r) => [r.key, r.id]));
  let inserted = 0;
  for (const c of COMPONENTS) {
    if (existing.has(c.slug)) continue;
    const { id } = await trx
      .insertInto('components')
      .values({ slug: c.slug, images: JSON.stringify(c.images ?? []), files: JSON.stringify(c.files ?? []) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('component_translations')
      .values(LOCALES.map((locale) => ({ component_id: id, locale, title: c.title[locale], content: sanitize(c.content[locale]) })))
      .execute();
    for (const [i, cta] of (c.cta ?? []).entries()) {
      const row = await trx.insertInto('component_ctas').values({ component_id: id, sort_order: i + 1 }).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('cta_translations')
        .values(LOCALES.map((locale) => ({ cta_id: row.id, locale, title: cta.title[locale], url: cta.url[locale] })))
        .execute();
    }
    const links = (c.menus ?? []).flatMap((key, i) => {
      const menuId = menuIds.get(key);
      return menuId === undefined ? [] : [{ component_id: id, menu_id: menuId, sort_order: i + 1 }];
    });
    if (links.length) await trx.insertInto('component_menus').values(links).execute();
    inserted++;
  }
  return inserted;
}

async function seedPages(trx: Transaction<DB>): Promise<number> {
  const existing = new Set((await trx.selectFrom('pages').select('slug').execute()).map((r) => r.slug));
  let inserted = 0;
  for (const page of PAGES) {
    if (existing.has(page.slug)) continue;
    const { id } = await trx
      .insertInto('pages')
      .values({ slug: page.slug, kind: page.kind, image_url: page.image ?? null, is_searchable: page.searchable === false ? 0 : 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('page_translations')
      .values(LOCALES.map((locale) => {
        const body = sanitize(page.body[locale] + SAMPLE_NOTE[locale]);
        return { page_id: id, locale, title: page.title[locale], summary: page.summary[locale], body, body_text: plainText(body) };
      }))
      .execute();
    inserted++;
  }
  return inserted;
}

async function seedEntries(trx: Transaction<DB>): Promise<number> {
  const existing = new Set((await trx.selectFrom('entries').select(['collection', 'slug']).execute()).map((r) => `${r.collection}/${r.slug}`));
  let inserted = 0;
  for (const entry of ENTRIES) {
    if (existing.has(`${entry.collection}/${entry.slug}`)) continue;
    const { id } = await trx
      .insertInto('entries')
      .values({
        collection: entry.collection,
        slug: entry.slug,
        category: entry.category ?? null,
        published_at: `${entry.date}T01:00:00.000Z`,
        image_url: entry.image ?? null,
        attributes: JSON.stringify(entry.attributes ?? {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('entry_translations')
      .values(LOCALES.map((locale) => {
        const body = sanitize(entry.body[locale] + SAMPLE_NOTE[locale]);
        const localized = entry.localized?.[locale];
        return {
          entry_id: id, locale, title: entry.title[locale], summary: entry.summary[locale], body, body_text: plainText(body),
          attributes: localized ? JSON.stringify(localized) : null,
        };
      }))
      .execute();
    inserted++;
  }
  return inserted;
}

