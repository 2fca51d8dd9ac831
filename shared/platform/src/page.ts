import type { ComponentType } from 'react';
import type { ApiClient, Locale } from '@brids/contracts';
import type { Catalog } from '@brids/i18n/catalog';

export interface PageLoaderArgs {
  params: Readonly<Record<string, string | undefined>>;
  locale: Locale;
  api: ApiClient;
  request: Request;
  url: URL;
}

export interface PageProps<D> {
  data: D;
  locale: Locale;
}

/** What a remote exposes for each route: an optional data loader and the component that renders its data. */
export interface PageDefinition<D = unknown> {
  loader?: (args: PageLoaderArgs) => Promise<D>;
  /**
   * What the page needs before it renders besides its data (its remote's words in `locale`): its
   * loader awaits it, and so does the browser before hydrating a page the server rendered (whose
   * loader does not run there).
   */
  prepare?: (locale: Locale) => Promise<void>;
  /**
   * The words the page shows (`defineCatalog`, @brids/i18n): `definePage` makes its loader and its
   * `prepare` load the visitor's locale of each, so the page renders with its words, on the server too.
   */
  catalogs?: readonly Catalog[];
  Component: ComponentType<PageProps<D>>;
}

/** Declares a page module's default export (types the loader's data into the component; loads its catalogs with its data). */
export function definePage<D = undefined>(page: PageDefinition<D>): PageDefinition<D> {
  const { catalogs, loader, prepare } = page;
  if (!catalogs?.length) return page;
  const words = (locale: Locale) => Promise.all(catalogs.map((catalog) => catalog.load(locale)));
  return {
    ...page,
    loader: async (args) => (await Promise.all([loader?.(args), words(args.locale)]))[0] as D,
    prepare: async (locale) => void (await Promise.all([prepare?.(locale), words(locale)])),
  };
}

/** The shape of an exposed page module. */
export interface PageModule {
  default: PageDefinition<unknown>;
}

/** A navigation that fails with an HTTP status; the error page shows the page for that status. */
export class HttpStatusError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpStatusError';
    this.status = status;
  }
}

/** A page cannot show what was asked for: the router renders the 404 page and the server answers 404. */
export class NotFoundError extends HttpStatusError {
  constructor(message = 'This page could not be found') {
    super(404, message);
    this.name = 'NotFoundError';
  }
}

/** A remote's code could not be loaded: the router renders the "page under repair" page. */
export class RemoteUnavailableError extends Error {
  readonly status = 503;
  readonly remote: string;
  constructor(remote: string, cause: unknown) {
    super(`Remote ${remote} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

/** Status of a navigation error: statusCode, status or the response's status, default 500 (spec §8). */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object') {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      if (typeof candidate === 'number' && candidate >= 400 && candidate < 600) return candidate;
    }
  }
  return 500;
}
