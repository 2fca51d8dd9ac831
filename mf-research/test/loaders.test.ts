// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createApiClient, type Locale } from '@brids/contracts';
import type { PageDefinition } from '@brids/platform';
import { routes } from '../src/routes.ts';
import corporateAction, { actionFilters } from '../src/pages/corporate-action/index.tsx';
import researchReport, { reportFilters } from '../src/pages/research-report/index.tsx';
import { queryOf } from '../src/components/filter-form.tsx';
import { allowed, pageHref, pageOf } from '../src/components/list-query.ts';

/** A content service that answers every call with an empty list and records what was asked. */
function recordingApi() {
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

const declared = (name: string, locale: Locale) =>
  (routes.find((r) => r.name === name)?.data ?? []).map((d) => d.replaceAll(':locale', locale));

async function run<D>(page: PageDefinition<D>, url: string, locale: Locale) {
  const { api, calls } = recordingApi();
  const data = await page.loader!({ api, locale, params: {}, url: new URL(url, 'http://site'), request: new Request(new URL(url, 'http://site')) });
  return { data, calls };
}

describe('research loaders', () => {
  it('make exactly the calls their routes declare on a first view (the server preloads them)', async () => {
    for (const locale of ['id', 'en'] as const) {
      expect((await run(researchReport, '/x', locale)).calls.sort()).toEqual(declared('research-report', locale).sort());
      expect((await run(corporateAction, '/x', locale)).calls.sort()).toEqual(declared('corporate-action', locale).sort());
    }
  });

  it('read the filters from the URL and pass them on, ignoring values they do not know', async () => {
    const { calls, data } = await run(researchReport, '/x?sector=financials&ticker=dmbp&category=gossip&from=2026-10-01&page=2', 'en');
    expect(calls).toContain('/api/research-reports?locale=en&filter%5Bsector%5D=financials&filter%5Bticker%5D=DMBP&filter%5Bfrom%5D=2026-10-01&page%5Bnumber%5D=2&page%5Bsize%5D=12');
    expect(data.filters).toEqual({ category: undefined, sector: 'financials', ticker: 'DMBP', from: '2026-10-01', to: undefined, q: undefined });
    expect(reportFilters(new URL('http://site/x?ticker=DM%3BBP&to=yesterday')).ticker).toBeUndefined();
    expect(actionFilters(new URL('http://site/x?kind=ipo&period=upcoming&month=2026-13'))).toEqual({ kind: 'ipo', ticker: undefined, period: 'upcoming', month: undefined });
    expect(actionFilters(new URL('http://site/x?kind=merger')).kind).toBe('dividend');
  });

  it('turn a failing list into the list’s error state, not a failed page', async () => {
    const api = createApiClient({
      baseUrl: '/api',
      fetch: async (input) =>
        String(input).startsWith('/api/pages/')
          ? new Response(JSON.stringify({ data: { slug: 'x', kind: 'landing', title: 'T', summary: '', body: '', image: null } }))
          : new Response(JSON.stringify({ message: 'down' }), { status: 503 }),
    });
    const url = new URL('http://site/x');
    const data = await researchReport.loader!({ api, locale: 'id', params: {}, url, request: new Request(url) });
    expect(data.failed).toBe(true);
    expect(data.items).toEqual([]);
  });

  it('keep filters in the URL: non-empty fields only, page links keep the rest', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="sector" value="energy"><input name="ticker" value=" "><input name="q" value=" batu ">';
    expect(queryOf(form)).toBe('?sector=energy&q=batu');
    expect(pageHref({ pathname: '/en/research-report', search: '?sector=energy&page=3' }, 1)).toBe('/en/research-report?sector=energy');
    expect(pageHref({ pathname: '/en/research-report', search: '?sector=energy' }, 2)).toBe('/en/research-report?sector=energy&page=2');
    expect(pageOf(new URL('http://site/x?page=-4'))).toBe(1);
    expect(allowed('BUY', ['BUY', 'SELL'])).toBe('BUY');
    expect(allowed('buy', ['BUY', 'SELL'])).toBeUndefined();
  });
});
