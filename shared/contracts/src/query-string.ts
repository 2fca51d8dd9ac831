/** Query values of an API call: keys in this order, `undefined` and '' left out. */
export type QueryValues = Record<string, string | number | undefined>;

/** The query string the client sends (without '?'): keys in the given order, empty values dropped, URL-encoded. */
export function queryString(query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}
