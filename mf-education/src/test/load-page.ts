import { createApiClient, type Locale } from '@brids/contracts';
import { fillPath } from '@brids/platform';
import type { PageDefinition, PageLoaderArgs } from '@brids/platform';
import { routes } from '../routes.ts';
import { sampleEvent, sampleVideo } from './samples.ts';

const page = { slug: 'x', kind: 'landing', title: 'T', summary: 'S', body: '<p>B</p>', image: null };
const articleSummary = {
  slug: 'membuka-rekening-saham', title: 'Opening a Stock Account', summary: 's', topic: 'stocks', level: 'beginner', reading_minutes: 2,
  series: { slug: 'saham-dari-nol', title: 'Stocks from Zero', order: 2 }, published_at: '2026-07-08T00:00:00.000Z', image: null,
};
const meta = (counts: Record<string, number>) => ({ page: 1, perPage: 12, total: 1, counts });

/** What the content service answers, by path (enough for the schemas). */
function answer(path: string): unknown {
  if (path.startsWith('/api/pages/')) return { data: page };
  if (path === '/api/eduvest-events') return { data: [sampleEvent()], meta: meta({ upcoming: 1, past: 4 }) };
  if (path.startsWith('/api/eduvest-events/')) return { data: { ...sampleEvent(), description: '<p>d</p>', speakers: [], agenda: [] } };
  if (path === '/api/educational-videos') return { data: [sampleVideo()], meta: meta({ all: 1, 'stock-basics': 1 }) };
  if (path === '/api/learn-investment') return { data: [articleSummary], meta: meta({ all: 1, stocks: 1 }) };
  if (path.startsWith('/api/learn-investment/')) return { data: { ...articleSummary, body: '<h2 id="a">A</h2>', toc: [{ id: 'a', text: 'A', level: 2 }], previous: null, next: null, related: [] } };
  throw new Error(`unexpected call ${path}`);
}

/** Runs a page's loader against a recording API client; `failing` paths answer 500. */
export async function load<D>(definition: PageDefinition<D>, url: string, params: Record<string, string> = {}, failing: string[] = []) {
  const calls: string[] = [];
  const fetch = (async (input: string) => {
    calls.push(input);
    const path = new URL(input, 'http://site.test').pathname;
    if (failing.includes(path)) return new Response('{"message":"down"}', { status: 500 });
    return new Response(JSON.stringify(answer(path)), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const api = createApiClient({ baseUrl: '/api', fetch });
  const full = new URL(url, 'http://site.test');
  const locale = full.pathname.split('/')[1] as Locale;
  const data = await definition.loader!({ api, locale, params, url: full, request: new Request(full) } as PageLoaderArgs);
  return { data, calls };
}

/** The calls a route declares for its first view (and its resource), as the server preloads them. */
export function declared(name: string, locale: Locale, params: Record<string, string> = {}): string[] {
  const route = routes.find((r) => r.name === name)!;
  const calls = [...(route.data ?? [])];
  if (route.resource) calls.push(`${route.resource}?locale=:locale`);
  return calls.map((call) => fillPath(call, { ...params, locale }));
}
