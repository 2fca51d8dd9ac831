import { createApiClient, type Locale } from '@brids/contracts';
import type { PageDefinition } from '@brids/platform';
import { routes } from '../routes.ts';

/** A content service that answers every call with an empty list (or a page's content) and records what was asked. */
export function recordingApi() {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: '/api',
    fetch: async (input) => {
      const url = String(input);
      calls.push(url);
      const body = url.startsWith('/api/pages/')
        ? { data: { slug: 'x', kind: 'landing', title: 'T', summary: '', body: '', image: null } }
        : { data: [], meta: { page: 1, perPage: 12, total: 0, counts: {} } };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, calls };
}

/** The first-view calls route `name` declares (its preload `data`) in `locale`. */
export const declared = (name: string, locale: Locale) =>
  (routes.find((r) => r.name === name)?.data ?? []).map((d) => d.replaceAll(':locale', locale));

/** Runs a page's loader at `url` against the recording content service: its data and the calls it made. */
export async function run<D>(page: PageDefinition<D>, url: string, locale: Locale) {
  const { api, calls } = recordingApi();
  const data = await page.loader!({ api, locale, params: {}, url: new URL(url, 'http://site'), request: new Request(new URL(url, 'http://site')) });
  return { data, calls };
}
