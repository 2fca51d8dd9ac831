// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@brids/contracts';
import { declared, run } from '../../test/recording-api.ts';
import researchReport from './index.tsx';
import { reportFilters } from './loader.ts';

describe('research-report loader', () => {
  it('makes exactly the calls its route declares on a first view (the server preloads them)', async () => {
    for (const locale of ['id', 'en'] as const) {
      expect((await run(researchReport, '/x', locale)).calls.sort()).toEqual(declared('research-report', locale).sort());
    }
  });

  it('reads the filters from the URL and passes them on, ignoring values it does not know', async () => {
    const { calls, data } = await run(researchReport, '/x?sector=financials&ticker=dmbp&category=gossip&from=2026-10-01&page=2', 'en');
    expect(calls).toContain('/api/research-reports?locale=en&filter%5Bsector%5D=financials&filter%5Bticker%5D=DMBP&filter%5Bfrom%5D=2026-10-01&page%5Bnumber%5D=2&page%5Bsize%5D=12');
    expect(data.filters).toEqual({ category: undefined, sector: 'financials', ticker: 'DMBP', from: '2026-10-01', to: undefined, q: undefined });
    expect(reportFilters(new URL('http://site/x?ticker=DM%3BBP&to=yesterday')).ticker).toBeUndefined();
  });

  it('turns a failing list into the list’s error state, not a failed page', async () => {
    const api = createApiClient({
      baseUrl: '/api',
      fetch: async (input) =>
        String(input).startsWith('/api/pages/')
          ? new Response(JSON.stringify({ data: { slug: 'x', kind: 'landing', title: 'T', summary: '', body: '', image: null } }))
          : new Response(JSON.stringify({ message: 'down' }), { status: 503 }),
    });
    const url = new URL('http://site/x');
    const data = await researchReport.loader!({ api, locale: 'id', params: {}, url, request: new Request(url) });
    expect(data.list.ok).toBe(false);
    expect(data.list, 'no items: the list shows its error state').toEqual({ ok: false });
  });
});
