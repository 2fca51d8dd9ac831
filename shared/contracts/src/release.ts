import { z } from 'zod/mini';

/** A path below the locale prefix, react-router style: '' (home), 'stock', 'research-report/:slug'. */
const routePath = z.string().check(
  z.regex(/^(?:[a-z0-9-]+|:[a-zA-Z]+)(?:\/(?:[a-z0-9-]+|:[a-zA-Z]+))*$|^$/, {
    message: 'a route path is lower-case segments or :params separated by /, without the locale prefix',
  }),
);

/** A dotted path into the `data` of a content-service answer: 'title', 'image.url', 'attributes.author'. */
const dataPath = z.string().check(
  z.regex(/^[A-Za-z_][A-Za-z0-9_]*(?:\.(?:[A-Za-z_][A-Za-z0-9_]*|\d+))*$/, { message: "a data path is dotted names (or list indexes), e.g. 'image.url', 'authors.0.name'" }),
);

/** The structured data (schema.org JSON-LD) a route's page can declare, besides the BreadcrumbList every page has. */
export const HEAD_SCHEMAS = ['Article', 'FAQPage', 'Event'] as const;

/**
 * How the server builds a page's <head> from its content (all optional; omitted fields follow the
 * convention). Paths are dotted paths into the `data` of the route's `resource` answer; the defaults
 * are `title`, `summary`, `image.url`, `published_at`, and for the schema fields the same name at the
 * top of `data` or under `attributes` (e.g. `author` or `attributes.author`).
 */
export const routeHead = z.object({
  title: z.optional(dataPath),
  description: z.optional(dataPath),
  image: z.optional(dataPath),
  /** schema.org type of the page's JSON-LD: 'Article' (blog post, report, news), 'FAQPage', 'Event'. */
  schema: z.optional(z.enum(HEAD_SCHEMAS)),
  /** Article: datePublished (default 'published_at'), dateModified ('updated_at'), author name ('author'). */
  published: z.optional(dataPath),
  modified: z.optional(dataPath),
  author: z.optional(dataPath),
  /** Event: startDate ('starts_at'), endDate ('ends_at'), location name ('location'), attendance mode ('attendance': online, offline, mixed). */
  startDate: z.optional(dataPath),
  endDate: z.optional(dataPath),
  location: z.optional(dataPath),
  attendance: z.optional(dataPath),
  /**
   * FAQPage: the content-service call whose answer lists the questions (as in `data`, e.g.
   * '/api/faqs?locale=:locale&page%5Bsize%5D=50'; default: the route's `resource`), the list in it
   * (default 'data') and each item's question and answer (default 'title' and 'summary').
   */
  source: z.optional(z.string().check(z.regex(/^\/api\//, { message: "a head source starts with '/api/'" }))),
  items: z.optional(dataPath),
  question: z.optional(dataPath),
  answer: z.optional(dataPath),
  /** Keep the page out of search engines (noindex) and out of the sitemap, e.g. a search result page. */
  noindex: z.optional(z.boolean()),
});
export type RouteHead = z.infer<typeof routeHead>;

/** One page a remote contributes: its name, its path in each locale, the module it exposes. */
export const routeDeclaration = z.object({
  /** kebab-case, unique across the site; per-locale names are `<name>___<locale>`. */
  name: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'a route name is kebab-case' })),
  paths: z.object({ en: routePath, id: routePath }),
  /** The exposed module, e.g. './pages/stock'. */
  module: z.string().check(z.regex(/^\.\/pages\/[a-z0-9-]+$/, { message: "a page module is './pages/<folder>'" })),
  /** Page titles for the HTML document before the page loads. */
  title: z.object({ en: z.string(), id: z.string() }),
  /** The meta description of a page that is not an entry (a list or a landing page); default the site's. */
  description: z.optional(z.object({ en: z.string(), id: z.string() })),
  /** Head and structured data from the content (`routeHead`): field paths and the schema.org type. */
  head: z.optional(routeHead),
  /** Content-service path whose 404 makes this URL a 404, e.g. '/api/blogs/:slug?locale=:locale'. */
  resource: z.optional(z.string()),
  /**
   * The content-service calls the page's first view makes, as its API client builds them
   * (`:locale` and the route's params filled in), e.g. '/api/calculator/limits' or
   * '/api/pages/contact-us?locale=:locale'. The server preloads them from the HTML, so they
   * travel beside the scripts instead of after them.
   */
  data: z.optional(z.array(z.string().check(z.regex(/^\/api\//, { message: "a first-view call starts with '/api/'" })))),
  layout: z.optional(z.enum(['default', 'blank'])),
  /** Named route middleware run before the page loads, e.g. ['auth'] (protected) or ['guest'] (guest-only). */
  middleware: z.optional(z.array(z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)))),
});
export type RouteDeclaration = z.infer<typeof routeDeclaration>;

/** A subresource integrity value as publish records it: sha384 of the file's bytes, base64 (`sha384-<64 characters>`). */
export const subresourceIntegrity = z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]{64}$/));

export const remoteRelease = z.object({
  version: z.string().check(z.minLength(1)),
  /** URL of the version's mf-manifest.json, relative to the site or absolute. */
  manifestUrl: z.string().check(z.minLength(1)),
  routes: z.array(routeDeclaration),
  publishedAt: z.optional(z.string()),
  pinnedAt: z.optional(z.string()),
  /**
   * The remote entry's subresource integrity, as publish recorded it and the pin keeps it (the shell server
   * copies it here from the pin's integrity record): the shell loads the entry with it, so the browser runs
   * only those bytes. Absent for pins made before publish recorded it and for previews: loaded without.
   */
  entryIntegrity: z.optional(subresourceIntegrity),
});
export type RemoteRelease = z.infer<typeof remoteRelease>;

/** The single source of what runs: for each remote its pinned version, manifest and routes. */
export const releaseManifest = z
  .object({
    environment: z.string(),
    updatedAt: z.string(),
    remotes: z.record(z.string().check(z.regex(/^mf_[a-z]+$/)), remoteRelease),
  })
  .check(
    z.refine((release) => findRouteConflicts(release.remotes).length === 0, {
      message: 'two remotes claim the same route',
    }),
  );
export type ReleaseManifest = z.infer<typeof releaseManifest>;

export interface RouteConflict {
  key: string;
  claimedBy: [string, string];
}

/** The shape of a path for conflict checks: params are anonymous (`blog/:slug` and `blog/:id` collide). */
function pathShape(path: string): string {
  return path.replace(/:[a-zA-Z]+/g, ':');
}

/** Route names and per-locale paths claimed by more than one remote (or twice by one). */
export function findRouteConflicts(remotes: Record<string, { routes: RouteDeclaration[] }>): RouteConflict[] {
  const owners = new Map<string, string>();
  const conflicts: RouteConflict[] = [];
  for (const [remote, { routes }] of Object.entries(remotes)) {
    for (const route of routes) {
      const keys = [`name ${route.name}`, `path /en/${pathShape(route.paths.en)}`, `path /id/${pathShape(route.paths.id)}`];
      for (const key of keys) {
        const owner = owners.get(key);
        if (owner) conflicts.push({ key, claimedBy: [owner, remote] });
        else owners.set(key, remote);
      }
    }
  }
  return conflicts;
}

/**
 * A preview of one remote version in one browser, as the shell server tells the page
 * (inlined as `preview`, INLINE_DATA), or why a preview asked for was refused.
 */
export interface PreviewInfo {
  remote?: string;
  /** The version previewed, or the manifest URL of a dev server. */
  target?: string;
  manifestUrl?: string;
  /** What the environment pins for that remote (the release-change check compares with this). */
  pinned?: { version: string; manifestUrl: string } | null;
  signed?: boolean;
  environment: string;
  /** Why a preview asked for was not applied. */
  error?: string;
}
