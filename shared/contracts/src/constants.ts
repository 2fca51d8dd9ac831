/**
 * The enums of the shell's resources (`resources.ts`), without zod: the main entry hands them out, so the
 * code that reads them (the site store, the middleware, the content service) needs no schema.
 */

export const MENU_TYPES = ['main-menu', 'footer'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** Collections of content entries, one per list page of the site. */
export const COLLECTIONS = [
  'blogs',
  'announcements',
  'promos',
  'faqs',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** Static content of a page: route-backed pages (slug = route name), the app page ({product}) and static pages ({static}). */
export const PAGE_KINDS = ['landing', 'app', 'static'] as const;

/** A redirect rule (spec §2: latest-news rules and general rules), applied by the server and the router. */
export const REDIRECT_KINDS = ['latest-news', 'general'] as const;
