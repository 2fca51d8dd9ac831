import { describe, expect, it } from 'vitest';
import { createApiClient, type Locale } from '@brids/contracts';
import { fillPath } from '@brids/platform';
import type { PageDefinition, PageLoaderArgs } from '@brids/platform';
import { routes } from '../routes.ts';
import { sampleEvent, sampleVideo } from '../test/samples.ts';
import education from './education/index.tsx';
import eduvest from './brids-eduvest/index.tsx';
import eduvestDetail from './brids-eduvest-detail/index.tsx';
import videos from './educational-videos/index.tsx';
import article from './learn-investment-detail/index.tsx';

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
async function load<D>(definition: PageDefinition<D>, url: string, params: Record<string, string> = {}, failing: string[] = []) {
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
function declared(name: string, locale: Locale, params: Record<string, string> = {}): string[] {
  const route = routes.find((r) => r.name === name)!;
  const calls = [...(route.data ?? [])];
  if (route.resource) calls.push(`${route.resource}?locale=:locale`);
  return calls.map((call) => fillPath(call, { ...params, locale }));
}

describe('page loaders', () => {
  it('ask on a first view exactly for the calls their route declares (so the server preloads them)', async () => {
    for (const locale of ['id', 'en'] as const) {
      expect((await load(education, `/${locale}/x`)).calls.sort()).toEqual(declared('education', locale).sort());
      expect((await load(eduvest, `/${locale}/x`)).calls.sort()).toEqual(declared('brids-eduvest', locale).sort());
      expect((await load(videos, `/${locale}/x`)).calls.sort()).toEqual(declared('educational-videos', locale).sort());
      const slug = { slug: 'webinar-saham-untuk-pemula' };
      expect((await load(eduvestDetail, `/${locale}/x`, slug)).calls).toEqual(declared('brids-eduvest-detail', locale, slug));
      const articleSlug = { slug: 'membuka-rekening-saham' };
      expect((await load(article, `/${locale}/x`, articleSlug)).calls).toEqual(declared('learn-investment-detail', locale, articleSlug));
    }
  });

  it('take the tab, filters and page from the query, ignoring unknown values', async () => {
    const past = await load(eduvest, '/en/x?period=past&page=2');
    expect(past.data.period).toBe('past');
    expect(past.calls).toContain('/api/eduvest-events?locale=en&filter%5Bperiod%5D=past&page%5Bnumber%5D=2&page%5Bsize%5D=12');
    const video = await load(videos, '/id/x?category=mutual-fund');
    expect(video.data.category).toBe('mutual-fund');
    expect(video.calls).toContain('/api/educational-videos?locale=id&filter%5Bcategory%5D=mutual-fund&page%5Bnumber%5D=1&page%5Bsize%5D=12');
    const hub = await load(education, '/id/x?topic=bonds&level=advanced&category=nonsense');
    expect(hub.data).toMatchObject({ topic: 'bonds', level: 'advanced' });
    expect(hub.calls).toContain('/api/learn-investment?locale=id&filter%5Btopic%5D=bonds&filter%5Blevel%5D=advanced&page%5Bnumber%5D=1&page%5Bsize%5D=12');
    const stale = await load(eduvest, '/id/x?period=soon');
    expect(stale.data.period).toBe('upcoming');
  });

  it('keep the page when a list fails: that list shows its error state', async () => {
    const { data } = await load(education, '/en/x', {}, ['/api/educational-videos']);
    expect(data.videos).toEqual({ ok: false });
    expect(data.events.ok).toBe(true);
    expect(data.articles.ok).toBe(true);
    await expect(load(eduvestDetail, '/en/x', { slug: 'x' }, ['/api/eduvest-events/x'])).rejects.toMatchObject({ status: 500 });
  });
});
