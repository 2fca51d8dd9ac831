import { describe, expect, it } from 'vitest';
import { declared, load } from '../../test/load-page.ts';
import eduvest from './index.tsx';

describe('the Eduvest list loader', () => {
  it('asks on a first view exactly for the calls its route declares (so the server preloads them)', async () => {
    for (const locale of ['id', 'en'] as const) {
      expect((await load(eduvest, `/${locale}/x`)).calls.sort()).toEqual(declared('brids-eduvest', locale).sort());
    }
  });

  it('takes the tab and page from the query, ignoring unknown values', async () => {
    const past = await load(eduvest, '/en/x?period=past&page=2');
    expect(past.data.period).toBe('past');
    expect(past.calls).toContain('/api/eduvest-events?locale=en&filter%5Bperiod%5D=past&page%5Bnumber%5D=2&page%5Bsize%5D=12');
    const stale = await load(eduvest, '/id/x?period=soon');
    expect(stale.data.period).toBe('upcoming');
  });
});
