import { describe, expect, it } from 'vitest';
import { createApiClient, type Locale } from '@brids/contracts';
import { routes as education } from '../../mf-education/src/routes.ts';
import { routes as marketing } from '../../mf-marketing/src/routes.ts';
import { routes as research } from '../../mf-research/src/routes.ts';
import { routes as tools } from '../../mf-tools/src/routes.ts';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit.ts';
import { TARGETS, useApp } from './helpers.ts';

/** The layout's spec calls a document makes, exactly as the shell's API client builds them (layout-data.ts, microsite dropdown). */
async function layoutCalls(locale: Locale): Promise<string[]> {
  const urls: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://site/api',
    fetch: (async (url: string | URL) => {
      urls.push(String(url).replace('http://site', ''));
      return new Response('{"data":[]}', { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  const calls = [() => api.menus(locale, 'main-menu'), () => api.menus(locale, 'footer'), () => api.footerLogos(), () => api.settings(locale), () => api.components(locale, ['microsite-links'])];
  for (const call of calls) await call().catch(() => undefined);
  return urls;
}

/**
 * The fastest visitor we size for: a new document every second for a minute, every page of every
 * remote in turn, both languages, without the browser's cache (each document asks for the layout
 * again) — through the shell server's proxy, so counted under one visitor's address.
 */
describe.each(TARGETS)('a visitor clicking around never meets the default limits (%s)', (target) => {
  const context = useApp(target);

  it('sixty documents in a minute use at most half of any list limit', async () => {
    const pages = [...marketing, ...research, ...education, ...tools].filter((route) => route.data?.length);
    expect(pages.length).toBeGreaterThan(20);
    const layout = { id: await layoutCalls('id'), en: await layoutCalls('en') };
    expect(layout.id).toHaveLength(5);
    const lowest = new Map<string, { remaining: number; limit: number }>();
    for (let view = 0; view < 60; view += 1) {
      const route = pages[view % pages.length]!;
      const locale: Locale = view % 2 === 0 ? 'id' : 'en';
      const calls = [...layout[locale], ...route.data!.map((call) => call.replaceAll(':locale', locale).replaceAll(/:[a-z]+/g, 'sample'))];
      for (const url of calls) {
        const answer = await context.app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'x-forwarded-for': '203.0.113.99' } });
        expect(answer.statusCode, url).not.toBe(429);
        expect(answer.statusCode, url).toBeLessThan(500);
        const limit = Number(answer.headers['x-ratelimit-limit']);
        if (!limit) continue;
        const path = url.split('?')[0]!;
        const remaining = Number(answer.headers['x-ratelimit-remaining']);
        if (remaining < (lowest.get(path)?.remaining ?? Infinity)) lowest.set(path, { remaining, limit });
      }
    }
    // The layout's calls are among the limited ones, and each keeps at least half its limit: room
    // for a second person behind the same address (an office, a carrier's NAT).
    expect([...lowest.keys()]).toEqual(expect.arrayContaining(['/api/menus', '/api/settings', '/api/components', '/api/footer_logos']));
    for (const [path, { remaining, limit }] of lowest) {
      expect(limit, path).toBeGreaterThanOrEqual(DEFAULT_RATE_LIMITS.search.max);
      expect(remaining, path).toBeGreaterThanOrEqual(limit / 2);
    }
  });
});
