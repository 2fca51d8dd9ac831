/** A URL query value if it is one of `allowed`, else undefined (an unknown value is ignored, not an error). */
export function allowed<T extends string>(value: string | null, values: readonly T[]): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The `page` query as a page number (1 when missing or bad). */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 0 && page < 100000 ? page : 1;
}

/** `href` of page `n` of this list, keeping the other query values. */
export function pageHref(url: { pathname: string; search: string }, n: number): string {
  const params = new URLSearchParams(url.search);
  if (n <= 1) params.delete('page');
  else params.set('page', String(n));
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}
