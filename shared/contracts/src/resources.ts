import { z } from 'zod/mini';
import { LOCALES } from './locale.ts';
import { MENU_TYPES, PAGE_KINDS, REDIRECT_KINDS, type MenuType } from './constants.ts';

/**
 * The shell's resources as zod schemas, with the envelopes every answer comes in. Part of the shared schema
 * module (`@brids/contracts/schema`, loaded on first use), never of the main entry: a first view parses nothing.
 */

const locale = z.enum(LOCALES);
const id = z.number();
const image = z.object({ url: z.string(), alt: z.optional(z.string()) });
const file = z.object({ url: z.string(), name: z.optional(z.string()), size: z.optional(z.number()) });

/** Per-locale variant of a titled link (menus, CTAs). */
export const linkTranslation = z.object({ locale, title: z.string(), url: z.string() });

export interface Menu {
  id: number;
  title: string;
  url: string;
  translations: z.infer<typeof linkTranslation>[];
  child: Menu[];
  type: MenuType;
  is_published: boolean;
  order: number;
  menu_parent: number | null;
}
/** A menu entry with its nested children (up to three levels), title and url in the requested locale. */
export const menu: z.ZodMiniType<Menu> = z.object({
  id,
  title: z.string(),
  url: z.string(),
  translations: z.array(linkTranslation),
  get child() {
    return z.array(menu);
  },
  type: z.enum(MENU_TYPES),
  is_published: z.boolean(),
  order: z.number(),
  menu_parent: z.nullable(z.number()),
});

export const setting = z.object({ key: z.string(), value: z.string() });
export type Setting = z.infer<typeof setting>;

export const cta = z.object({ id, title: z.string(), url: z.string(), translations: z.array(linkTranslation) });
export const component = z.object({
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  images: z.array(image),
  files: z.array(file),
  cta: z.optional(z.array(cta)),
  menu: z.optional(z.array(menu)),
});
export type Component = z.infer<typeof component>;

export const footerLogo = z.object({ id, title: z.string(), url: z.string(), images: z.array(image), order: z.number() });
export type FooterLogo = z.infer<typeof footerLogo>;

export const actionType = z.object({ id, slug: z.string(), name: z.string() });
export type ActionType = z.infer<typeof actionType>;

/** The signed-in user (GET /api/auth/user): the spec's scope list, and the content service's roles (additive: older answers lack them). */
export const user = z.object({ id, name: z.string(), email: z.string(), scope: z.array(z.string()), roles: z.optional(z.array(z.string())) });
export type User = z.infer<typeof user>;

/** One item of a list: enough to render a card. `attributes` holds the collection's own fields. */
export const entrySummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.nullable(z.string()),
  published_at: z.string(),
  image: z.nullable(image),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type EntrySummary = z.infer<typeof entrySummary>;

/** A whole entry: its summary plus the HTML body (sanitised by the content service). */
export const entry = z.extend(entrySummary, {
  body: z.string(),
});
export type Entry = z.infer<typeof entry>;

export const page = z.object({
  slug: z.string(),
  kind: z.enum(PAGE_KINDS),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.nullable(image),
});
export type Page = z.infer<typeof page>;

export const searchHit = z.object({
  collection: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

/** A redirect rule (spec §2: latest-news rules and general rules), applied by the server and the router. */
export const redirectRule = z.object({
  id,
  kind: z.enum(REDIRECT_KINDS),
  /** A site path, exact match (e.g. `/id/berita`), or a prefix when it ends with `/*`. */
  from: z.string(),
  /** A site path; with a prefix rule, `*` takes the rest of the path. */
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
});
export type RedirectRule = z.infer<typeof redirectRule>;

export const listMeta = z.object({ page: z.number(), perPage: z.number(), total: z.number() });
export type ListMeta = z.infer<typeof listMeta>;

/** `{ data: T }` */
export function single<T extends z.core.$ZodType>(schema: T) {
  return z.object({ data: schema });
}
/** `{ data: T[], meta: { page, perPage, total } }` */
export function list<T extends z.core.$ZodType>(schema: T) {
  return z.object({ data: z.array(schema), meta: listMeta });
}
/** `{ data: T[] }` without paging (spec §7 calls). */
export function collection<T extends z.core.$ZodType>(schema: T) {
  return z.object({ data: z.array(schema) });
}

/** The content service's error body: `{ message, errors?: { field: [message] } }` (`ApiErrorBody`). */
export const apiErrorBody = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
