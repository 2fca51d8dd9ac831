import type { Generated } from 'kysely';

/**
 * The site's tables (spec §7's generic API): menus, settings, components and their calls to action,
 * footer logos, corporate-action kinds, editors and their tokens, the collections' entries, pages,
 * the redirect rules, and `company_news` (unused since the research squad's own tables), part of `DB`.
 */
export interface SiteTables {
  menus: MenusTable;
  menu_translations: MenuTranslationsTable;
  settings: SettingsTable;
  components: ComponentsTable;
  component_translations: ComponentTranslationsTable;
  component_ctas: ComponentCtasTable;
  cta_translations: CtaTranslationsTable;
  component_menus: ComponentMenusTable;
  footer_logos: FooterLogosTable;
  action_types: ActionTypesTable;
  entries: EntriesTable;
  entry_translations: EntryTranslationsTable;
  pages: PagesTable;
  page_translations: PageTranslationsTable;
  company_news: CompanyNewsTable;
  company_news_translations: CompanyNewsTranslationsTable;
  redirects: RedirectsTable;
}

export interface RedirectsTable {
  id: Generated<number>;
  /** 'latest-news' | 'general' */
  kind: string;
  /** A site path, or a prefix ending in `/*`. */
  from_path: string;
  to_path: string;
  /** 301 or 302 */
  status: number;
  sort_order: number;
}

export interface MenusTable {
  id: Generated<number>;
  /** Stable seed key, unique (e.g. 'main.products.stock'): makes the seed idempotent. */
  key: string;
  type: string;
  parent_id: number | null;
  sort_order: number;
  is_published: number;
}
export interface MenuTranslationsTable {
  menu_id: number;
  locale: string;
  title: string;
  url: string;
}

/** `locale` is 'id', 'en', or '*' for a value shared by both locales. */
export interface SettingsTable {
  key: string;
  locale: string;
  value: string;
}

export interface ComponentsTable {
  id: Generated<number>;
  slug: string;
  /** JSON: [{ url, alt? }] */
  images: string;
  /** JSON: [{ url, name?, size? }] */
  files: string;
}
export interface ComponentTranslationsTable {
  component_id: number;
  locale: string;
  title: string;
  content: string;
}
export interface ComponentCtasTable {
  id: Generated<number>;
  component_id: number;
  sort_order: number;
}
export interface CtaTranslationsTable {
  cta_id: number;
  locale: string;
  title: string;
  url: string;
}
export interface ComponentMenusTable {
  component_id: number;
  menu_id: number;
  sort_order: number;
}

export interface FooterLogosTable {
  id: Generated<number>;
  title: string;
  url: string;
  image_url: string;
  sort_order: number;
}

export interface ActionTypesTable {
  id: Generated<number>;
  slug: string;
  name_id: string;
  name_en: string;
  sort_order: number;
}

export interface EntriesTable {
  id: Generated<number>;
  collection: string;
  slug: string;
  category: string | null;
  published_at: string;
  image_url: string | null;
  /** JSON: the collection's own fields, shared by both locales. */
  attributes: string;
}
export interface EntryTranslationsTable {
  entry_id: number;
  locale: string;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
  /** Plain text of the body, for search. */
  body_text: string;
  /** JSON: per-locale overrides of the entry's attributes (e.g. a location name), or null. */
  attributes: string | null;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  kind: string;
  image_url: string | null;
  is_searchable: number;
}
export interface PageTranslationsTable {
  page_id: number;
  locale: string;
  title: string;
  summary: string;
  body: string;
  body_text: string;
}

export interface CompanyNewsTable {
  id: Generated<number>;
  company_id: number;
  slug: string;
  published_at: string;
}
export interface CompanyNewsTranslationsTable {
  news_id: number;
  locale: string;
  title: string;
  summary: string;
  body: string;
}
