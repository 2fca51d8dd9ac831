/** The value of a query parameter when it is one of `allowed`, else undefined (a stale or hand-edited link). */
export function oneOfParam<T extends string>(url: URL, name: string, allowed: readonly T[]): T | undefined {
  const value = url.searchParams.get(name);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** `?page=` as a page number from 1 (1 when absent or malformed). */
export function pageParam(url: URL): number {
  const value = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(value) && value > 0 && value < 1e6 ? value : 1;
}

/** `search` with `changes` applied (undefined removes a key), as '?a=b' or ''. */
export function withQuery(search: string, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** A list the page could not load: the page still shows, with the list's error state. */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

/** Runs a list call; a failure becomes the list's error state instead of the whole page's error. */
export async function loaded<T>(promise: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await promise };
  } catch {
    return { ok: false };
  }
}
