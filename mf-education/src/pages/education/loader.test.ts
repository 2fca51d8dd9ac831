import { describe, expect, it } from 'vitest';
import { declared, load } from '../../test/load-page.ts';
import education from './index.tsx';

describe('the education hub loader', () => {
  it('asks on a first view exactly for the calls its route declares (so the server preloads them)', async () => {
    for (const locale of ['id', 'en'] as const) {
      expect((await load(education, `/${locale}/x`)).calls.sort()).toEqual(declared('education', locale).sort());
    }
  });

  it('takes the filters from the query, ignoring unknown values', async () => {
    const hub = await load(education, '/id/x?topic=bonds&level=advanced&category=nonsense');
    expect(hub.data).toMatchObject({ topic: 'bonds', level: 'advanced' });
    expect(hub.calls).toContain('/api/learn-investment?locale=id&filter%5Btopic%5D=bonds&filter%5Blevel%5D=advanced&page%5Bnumber%5D=1&page%5Bsize%5D=12');
  });

  it('keeps the page when a list fails: that list shows its error state', async () => {
    const { data } = await load(education, '/en/x', {}, ['/api/educational-videos']);
    expect(data.videos).toEqual({ ok: false });
    expect(data.events.ok).toBe(true);
    expect(data.articles.ok).toBe(true);
  });
});
