import type { Kysely } from 'kysely';
import { FALLBACK_LOCALE, type Locale, type Menu, type MenuType } from '@brids/contracts';
import type { DB } from '../schema.ts';

/** Menus nest up to three levels: the top level and two below it (spec §2, header). */
export const MAX_MENU_DEPTH = 3;

export interface MenuQuery {
  locale: Locale;
  type?: MenuType | undefined;
  /** Only menus without a parent as roots (filter[menu_parent]=true). */
  topLevel?: boolean;
  /** Only published (true) or unpublished (false) menus, at every level; undefined: all. */
  published?: boolean | undefined;
  /** Nest children (include=child); otherwise `child` is empty. */
  includeChildren?: boolean;
  descending?: boolean;
  /** Only these roots, in this order (a component's menus). */
  ids?: number[];
}

interface Row {
  id: number;
  type: string;
  parent_id: number | null;
  sort_order: number;
  is_published: number;
  translations: { locale: Locale; title: string; url: string }[];
}

/** Loads the menus (one query; menus are a few hundred rows at most) and builds the trees. */
export async function findMenus(db: Kysely<DB>, query: MenuQuery): Promise<Menu[]> {
  let select = db
    .selectFrom('menus as m')
    .leftJoin('menu_translations as t', 't.menu_id', 'm.id')
    .select(['m.id', 'm.type', 'm.parent_id', 'm.sort_order', 'm.is_published', 't.locale', 't.title', 't.url']);
  if (query.type) select = select.where('m.type', '=', query.type);
  if (query.published !== undefined) select = select.where('m.is_published', '=', query.published ? 1 : 0);
  const found = await select.orderBy('m.id').orderBy('t.locale').execute();

  const rows = new Map<number, Row>();
  for (const r of found) {
    let row = rows.get(r.id);
    if (!row) {
      row = { id: r.id, type: r.type, parent_id: r.parent_id, sort_order: r.sort_order, is_published: r.is_published, translations: [] };
      rows.set(r.id, row);
    }
    if (r.locale && r.title !== null && r.url !== null) {
      row.translations.push({ locale: r.locale as Locale, title: r.title, url: r.url });
    }
  }

  const direction = query.descending ? -1 : 1;
  const byOrder = (a: Row, b: Row) => direction * (a.sort_order - b.sort_order) || a.id - b.id;
  const children = new Map<number, Row[]>();
  for (const row of rows.values()) {
    if (row.parent_id === null) continue;
    const siblings = children.get(row.parent_id) ?? [];
    siblings.push(row);
    children.set(row.parent_id, siblings);
  }
  for (const siblings of children.values()) siblings.sort(byOrder);

  const toMenu = (row: Row, level: number): Menu => {
    const own = row.translations.find((t) => t.locale === query.locale)
      ?? row.translations.find((t) => t.locale === FALLBACK_LOCALE)
      ?? row.translations[0];
    const nested = query.includeChildren && level < MAX_MENU_DEPTH ? (children.get(row.id) ?? []) : [];
    return {
      id: row.id,
      title: own?.title ?? '',
      url: own?.url ?? '',
      translations: row.translations,
      child: nested.map((c) => toMenu(c, level + 1)),
      type: row.type === 'footer' ? 'footer' : 'main-menu',
      is_published: row.is_published === 1,
      order: row.sort_order,
      menu_parent: row.parent_id,
    };
  };

  let roots: Row[];
  if (query.ids) {
    roots = query.ids.map((id) => rows.get(id)).filter((r): r is Row => r !== undefined);
  } else {
    roots = [...rows.values()].filter((r) => !query.topLevel || r.parent_id === null).sort(byOrder);
  }
  return roots.map((r) => toMenu(r, 1));
}
