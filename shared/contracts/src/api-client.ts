import type { z } from 'zod/mini';
import type { Collection, MenuType } from './constants.ts';
import { ApiError, readApiErrorBody } from './errors.ts';
import type { Locale } from './locale.ts';
import { queryString, type QueryValues } from './query-string.ts';
import type { RiskAnswers } from './tools/constants.ts';
import type * as SchemaModuleNamespace from './schema.ts';

export interface ApiClientOptions {
  /** Origin and prefix of the content API, e.g. `http://localhost:3001/api` or `/api`. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** The bearer token of the signed-in visitor, if any. */
  getToken?: () => string | null | undefined;
}

export interface ListQuery {
  locale: Locale;
  page?: number;
  perPage?: number;
  category?: string;
  q?: string;
  sort?: string;
}

type Query = QueryValues;

/** A schema the client can parse with: any zod or zod/mini schema (each has its own `parse`). */
export type ApiSchema = z.core.$ZodType & { parse(data: unknown): unknown };

/**
 * A schema, or a function that loads it (a dynamic `import()`): a page declares the loader, so that the
 * schema module and the zod builders it uses are an asynchronous chunk fetched on the first call, not part
 * of the page's first view. See `lazySchema` for one that loads once.
 */
export type SchemaSource<S extends ApiSchema = ApiSchema> = S | (() => Promise<S>);

/** The schema of a source: the source itself, or what its loader answers (zod schemas are objects, never functions). */
export function resolveSchema<S extends ApiSchema>(source: SchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? source() : Promise.resolve(source);
}

/** A schema loader that loads (and builds) its schema once: `lazySchema(() => import('...').then((m) => m.list))`. */
export function lazySchema<S extends ApiSchema>(load: () => Promise<S>): () => Promise<S> {
  let loaded: Promise<S> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // a failed chunk load is tried again on the next call
      throw error;
    });
    return loaded;
  };
}

/** The shared schema module, `@brids/contracts/schema`: zod's builders `z`, the envelopes and the shell's resources. */
export type SchemaModule = typeof SchemaModuleNamespace;

/**
 * Loads the shared schema module (the shell's asynchronous chunk in the browser; once, as any `import()`). What
 * needs zod or a schema outside a contract module gets it here, never by a static import: the main entry is in
 * every first view, the schemas are not.
 */
export function loadSchemas(): Promise<SchemaModule> {
  return import('@brids/contracts/schema');
}

/**
 * A lazy schema (see `lazySchema`) built with the shared schema module and, when given, a contract module loaded
 * beside it: `lazySchemaOf((s) => s.single(s.page))`,
 * `lazySchemaOf(() => import('@brids/contracts/research/company'), (m, s) => s.single(m.company))`.
 */
export function lazySchemaOf<S extends ApiSchema>(build: (schemas: SchemaModule) => S): () => Promise<S>;
export function lazySchemaOf<M, S extends ApiSchema>(load: () => Promise<M>, build: (module: M, schemas: SchemaModule) => S): () => Promise<S>;
export function lazySchemaOf<M, S extends ApiSchema>(
  ...args: [build: (schemas: SchemaModule) => S] | [load: () => Promise<M>, build: (module: M, schemas: SchemaModule) => S]
): () => Promise<S> {
  if (args.length === 1) {
    const [build] = args;
    return lazySchema(() => loadSchemas().then(build));
  }
  const [load, build] = args;
  return lazySchema(() => Promise.all([load(), loadSchemas()]).then(([module, schemas]) => build(module, schemas)));
}

/** Options of a call that sends a body (forms): its query and the idempotency key kept across retries. */
export interface SendOptions {
  query?: Query;
  /** Sent as `Idempotency-Key`: the same key answers the first answer again and never stores twice. */
  idempotencyKey?: string;
  /** Headers of this call only (the live chat's `X-Chat-Token`). */
  headers?: Record<string, string>;
}

/** The tools squad's contract module (`@brids/contracts/tools`), for the client's tools calls. */
const loadTools = () => import('./tools.ts');

// The shell's own calls: their schemas load with the first call (`lazySchemaOf`), so the client is in every first
// view and zod in none (a server-rendered document's first view calls nothing: its data came with it).
const schemas = {
  menus: lazySchemaOf((s) => s.collection(s.menu)),
  redirects: lazySchemaOf((s) => s.collection(s.redirectRule)),
  settings: lazySchemaOf((s) => s.collection(s.setting)),
  components: lazySchemaOf((s) => s.collection(s.component)),
  footerLogos: lazySchemaOf((s) => s.collection(s.footerLogo)),
  actionTypes: lazySchemaOf((s) => s.collection(s.actionType)),
  login: lazySchemaOf((s) => s.z.object({ token: s.z.string() })),
  logout: lazySchemaOf((s) => s.z.unknown()),
  user: lazySchemaOf((s) => s.z.object({ user: s.user })),
  list: lazySchemaOf((s) => s.list(s.entrySummary)),
  entry: lazySchemaOf((s) => s.single(s.entry)),
  page: lazySchemaOf((s) => s.single(s.page)),
  search: lazySchemaOf((s) => s.list(s.searchHit)),
  calculatorLimits: lazySchemaOf(loadTools, (m, s) => s.single(m.calculatorLimits)),
  riskQuestions: lazySchemaOf(loadTools, (m, s) => s.collection(m.riskQuestion)),
  riskProfiles: lazySchemaOf(loadTools, (m, s) => s.collection(m.riskProfile)),
  riskProfileResult: lazySchemaOf(loadTools, (m, s) => s.single(m.riskProfileResult)),
};

/** The one typed client of the content service: every answer is parsed by its zod schema. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/$/, '');

  async function call<S extends ApiSchema>(
    method: 'GET' | 'POST',
    path: string,
    schema: SchemaSource<S>,
    query: Query = {},
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<z.infer<S>> {
    // The schema (a chunk on its first use) loads while the answer travels; a failed load throws below, once awaited.
    const parser = resolveSchema(schema);
    parser.catch(() => undefined);
    const qs = queryString(query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    Object.assign(headers, extraHeaders);
    const res = await doFetch(`${base}${path}${qs ? `?${qs}` : ''}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const error = readApiErrorBody(json);
      throw new ApiError(res.status, error ? error.message : res.statusText || `HTTP ${res.status}`, error?.errors);
    }
    return (await parser).parse(json) as z.infer<S>;
  }

  const get = <S extends ApiSchema>(path: string, schema: SchemaSource<S>, query?: Query, headers?: Record<string, string>) =>
    call('GET', path, schema, query, undefined, headers);
  const listQuery = (q: ListQuery): Query => ({
    locale: q.locale,
    'page[number]': q.page,
    'page[size]': q.perPage,
    'filter[category]': q.category,
    'filter[q]': q.q,
    sort: q.sort,
  });

  return {
    /**
     * GET any resource of the content API (`path` after `/api`), its answer parsed by `schema` (a schema or its loader). A squad's
     * own resources use this with the schemas of its contract module (`@brids/contracts/<squad>`), so a
     * new resource needs no change to this shared client. Query keys and values are sent in the given order.
     */
    get,
    /** POST a JSON body (a form), its answer parsed by `schema`; `idempotencyKey` makes a retry safe. */
    post: <S extends ApiSchema>(path: string, schema: SchemaSource<S>, body: unknown, options: SendOptions = {}) =>
      call('POST', path, schema, options.query, body, { ...options.headers, ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}) }),
    /** GET /api/menus: the published top-level menus of one type with their children, in order (spec §7). */
    menus: async (locale: Locale, type: MenuType) =>
      (
        await get('/menus', schemas.menus, {
          locale,
          'filter[type]': type,
          'filter[menu_parent]': 'true',
          'filter[is_published]': 1,
          include: 'child',
          sort: 'order',
        })
      ).data,
    /** Urls of unpublished menu entries: pages marketing has switched off (the checkMenu middleware). */
    unpublishedMenuUrls: async (locale: Locale) =>
      (await get('/menus', schemas.menus, { locale, 'filter[is_published]': 0 })).data.map((m) => m.url),
    /** GET /api/redirects: the redirect rules, latest-news and general. */
    redirects: async () => (await get('/redirects', schemas.redirects)).data,
    /** GET /api/settings, optionally only the given keys. */
    settings: async (locale: Locale, keys?: string[]) =>
      (await get('/settings', schemas.settings, { locale, 'filter[key]': keys?.join(',') })).data,
    /** GET /api/components for a comma list of slugs, with their menus and CTAs. */
    components: async (locale: Locale, slugs: string[]) =>
      (
        await get('/components', schemas.components, {
          'filter[slug]': slugs.join(','),
          include: 'menu,cta',
          locale,
        })
      ).data,
    footerLogos: async () => (await get('/footer_logos', schemas.footerLogos, { sort: 'order' })).data,
    actionTypes: async () => (await get('/action_types', schemas.actionTypes)).data,

    /** POST /api/auth/login: answers the bearer token. */
    login: async (credentials: { email: string; password: string }) =>
      (await call('POST', '/auth/login', schemas.login, {}, credentials)).token,
    /** POST /api/auth/logout: errors are ignored (spec §7). */
    logout: async () => {
      await call('POST', '/auth/logout', schemas.logout, {}, {}).catch(() => undefined);
    },
    user: async () => (await get('/auth/user', schemas.user)).user,

    list: (name: Collection, query: ListQuery) => get(`/${name}`, schemas.list, listQuery(query)),
    /** One published entry. */
    entry: async (name: Collection, slug: string, locale: Locale) =>
      (await get(`/${name}/${encodeURIComponent(slug)}`, schemas.entry, { locale })).data,
    page: async (slug: string, locale: Locale) =>
      (await get(`/pages/${encodeURIComponent(slug)}`, schemas.page, { locale })).data,
    search: (query: ListQuery & { q: string }) => get('/search', schemas.search, listQuery(query)),

    /** GET /api/calculator/limits: every calculator field's maximum (values must be more than 0 and at most this). */
    calculatorLimits: async () => (await get('/calculator/limits', schemas.calculatorLimits)).data,
    /** GET /api/risk-profile/questions: the questionnaire, questions and answers in order, with their points. */
    riskProfileQuestions: async (locale: Locale) => (await get('/risk-profile/questions', schemas.riskQuestions, { locale })).data,
    /** GET /api/risk-profile/profiles: every profile with its score range. */
    riskProfiles: async (locale: Locale) => (await get('/risk-profile/profiles', schemas.riskProfiles, { locale })).data,
    /** POST /api/risk-profile/result: the content service scores the answers (422 when one is missing or unknown). */
    riskProfileResult: async (answers: RiskAnswers, locale: Locale) =>
      (await call('POST', '/risk-profile/result', schemas.riskProfileResult, { locale }, { answers })).data,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
