import type { Generated } from 'kysely';

/**
 * The marketing squad's tables, part of `DB`. Per-locale text sits in `_id` / `_en` columns (the
 * English one may be empty: it falls back to Indonesian). JSON columns hold genuinely nested lists
 * (benefits, steps, fee lines, terms) as text.
 */
export interface MarketingTables {
  offerings: OfferingsTable;
  offering_variants: OfferingVariantsTable;
  offering_samples: OfferingSamplesTable;
  priority_programs: PriorityProgramsTable;
  faq_categories: NamedCategoryTable;
  faqs: FaqsTable;
  blog_categories: NamedCategoryTable;
  editors: EditorsTable;
  blog_posts: BlogPostsTable;
  announcements: AnnouncementsTable;
  announcement_attachments: AnnouncementAttachmentsTable;
  promos: PromosTable;
  home_slides: HomeSlidesTable;
  quick_links: QuickLinksTable;
  about_items: AboutItemsTable;
}

export interface OfferingsTable {
  id: Generated<number>;
  /** The route name of its page (stock, mutual-fund, stock-account...). */
  slug: string;
  kind: string;
  sort_order: number;
  image_url: string;
  form_url: string | null;
  open_account: number;
  title_id: string;
  title_en: string;
  tagline_id: string;
  tagline_en: string;
  what_id: string;
  what_en: string;
  who_id: string;
  who_en: string;
  /** JSON string[] per locale. */
  benefits_id: string;
  benefits_en: string;
  steps_id: string;
  steps_en: string;
  requirements_id: string;
  requirements_en: string;
  documents_id: string;
  documents_en: string;
  /** JSON [{ label, value }] per locale. */
  fees_id: string;
  fees_en: string;
  risks_id: string;
  risks_en: string;
}

export interface OfferingVariantsTable {
  id: Generated<number>;
  offering_id: number;
  key: string;
  sort_order: number;
  contract_months: number | null;
  min_asset_holding: number | null;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  points_id: string;
  points_en: string;
}

export interface OfferingSamplesTable {
  id: Generated<number>;
  offering_id: number;
  slug: string;
  sort_order: number;
  type: string;
  risk_level: string;
  minimum_subscription: number;
  coupon_rate: number | null;
  tenor_months: number | null;
  offer_start: string | null;
  offer_end: string | null;
  name_id: string;
  name_en: string;
  terms_id: string;
  terms_en: string;
}

export interface PriorityProgramsTable {
  id: Generated<number>;
  offering_id: number;
  min_total_assets: number;
  starts_on: string;
  ends_on: string;
  quota: number;
  quota_taken: number;
}

export interface NamedCategoryTable {
  id: Generated<number>;
  slug: string;
  sort_order: number;
  name_id: string;
  name_en: string;
}

export interface FaqsTable {
  id: Generated<number>;
  slug: string;
  category_id: number;
  /** The offering (route name) whose page lists it among its related questions. */
  offering_slug: string | null;
  sort_order: number;
  question_id: string;
  question_en: string;
  /** Sanitised HTML. */
  answer_id: string;
  answer_en: string;
}

export interface EditorsTable {
  id: Generated<number>;
  slug: string;
  sort_order: number;
  name: string;
  photo_url: string;
  role_id: string;
  role_en: string;
  bio_id: string;
  bio_en: string;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  category_id: number;
  author_id: number;
  published_at: string;
  cover_url: string;
  reading_minutes: number;
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  body_id: string;
  body_en: string;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  slug: string;
  published_at: string;
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  body_id: string;
  body_en: string;
}

export interface AnnouncementAttachmentsTable {
  id: Generated<number>;
  announcement_id: number;
  sort_order: number;
  name: string;
  url: string;
  size: number;
}

export interface PromosTable {
  id: Generated<number>;
  slug: string;
  image_url: string;
  /** YYYY-MM-DD, both days included (Western Indonesia Time). */
  valid_from: string;
  valid_until: string;
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  body_id: string;
  body_en: string;
  /** JSON string[] per locale: the terms and conditions. */
  terms_id: string;
  terms_en: string;
}

export interface HomeSlidesTable {
  id: Generated<number>;
  sort_order: number;
  image_url: string;
  title_id: string;
  title_en: string;
  text_id: string;
  text_en: string;
  cta_label_id: string | null;
  cta_label_en: string | null;
  cta_url_id: string | null;
  cta_url_en: string | null;
}

export interface QuickLinksTable {
  id: Generated<number>;
  sort_order: number;
  /** A route name of the site. */
  route: string;
  icon: string;
  label_id: string;
  label_en: string;
}

/** The site search index: one row per document and locale (see search/index.ts). */
/** The about-us page's parts: kind 'vision' | 'mission' | 'management' | 'licence' | 'award' | 'office'. */
export interface AboutItemsTable {
  id: Generated<number>;
  kind: string;
  /** Stable seed key, unique. */
  key: string;
  sort_order: number;
  year: number | null;
  photo_url: string | null;
  /** A name, a licence, an award, an office; `detail`: a role, a number, an address. */
  title_id: string;
  title_en: string;
  detail_id: string;
  detail_en: string;
}
