// The list kit: what every list page reads from its URL and how it loads its list (no React).

/** The one cap of a `?page=` number: pages 1..MAX_PAGE-1 are accepted, anything else reads as 1. */
export const MAX_PAGE = 100_000;

/** `?page=` (or `?<name>=`) of a list's URL as a page number: a whole number in range, else 1. */
export function pageParam(url: URL, name = 'page'): number {
  const value = Number(url.searchParams.get(name) ?? '1');
  return Number.isInteger(value) && value > 0 && value < MAX_PAGE ? value : 1;
}

/** A query parameter's value when it is one of `values`, else undefined (a stale or hand-edited link is ignored). */
export function oneOfParam<T extends string>(url: URL, name: string, values: readonly T[]): T | undefined {
  const value = url.searchParams.get(name);
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** `search` with `changes` applied (undefined removes a key), as '?a=b' or ''. */
export function withQuery(search: string, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The `href` of page `n` of this list, keeping the other query values; page 1 drops `?page`. */
export function pageHref(location: { pathname: string; search: string }, n: number): string {
  return `${location.pathname}${withQuery(location.search, { page: n > 1 ? String(n) : undefined })}`;
}

/** A list's result as its loader returns it: the value, or the failure of the list's call (the page itself still shows). */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

/** A list's call: its failure becomes { ok: false } (the page shows the list's error state); a 404 rethrows. */
export async function loadList<T>(call: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 404) throw error;
    return { ok: false };
  }
}

/** The paging query of a list call. */
export type Paging = { 'page[number]': number; 'page[size]': number };

/** The paging of the page of the list the URL asks for (`?page=`), `perPage` items a page. */
export function paging(url: URL, perPage: number): Paging {
  return { 'page[number]': pageParam(url), 'page[size]': perPage };
}
