// The links of a list page: its query changed, another page of it.

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
