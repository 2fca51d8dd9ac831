// What a list page reads from its URL (its own module: a page reading a parameter does not carry the rest of the list kit).

/** The one cap of a `?page=` number: pages 1..MAX_PAGE-1 are accepted, anything else reads as 1. */
export const MAX_PAGE = 100_000;

/** `?page=` (or `?<name>=`) of a list's URL as a page number: a whole number in range, else 1. */
export function pageParam(url: URL, name?: string): number {
  const value = Number(url.searchParams.get(name ?? 'page') ?? '1');
  return Number.isInteger(value) && value > 0 && value < MAX_PAGE ? value : 1;
}

/** A query parameter's value when it is one of `values`, else undefined (a stale or hand-edited link is ignored). */
export function oneOfParam<T extends string>(url: URL, name: string, values: readonly T[]): T | undefined {
  const value = url.searchParams.get(name);
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The paging query of a list call. */
export type Paging = { 'page[number]': number; 'page[size]': number };

/** The paging of the page of the list the URL asks for (`?page=`), `perPage` items a page. */
export function paging(url: URL, perPage: number): Paging {
  return { 'page[number]': pageParam(url), 'page[size]': perPage };
}
