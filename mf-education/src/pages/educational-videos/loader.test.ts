import { describe, expect, it } from 'vitest';
import { declared, load } from '../../test/load-page.ts';
import videos from './index.tsx';

describe('the educational videos loader', () => {
  it('asks on a first view exactly for the calls its route declares (so the server preloads them)', async () => {
    for (const locale of ['id', 'en'] as const) {
      expect((await load(videos, `/${locale}/x`)).calls.sort()).toEqual(declared('educational-videos', locale).sort());
    }
  });

  it('takes the category from the query', async () => {
    const video = await load(videos, '/id/x?category=mutual-fund');
    expect(video.data.category).toBe('mutual-fund');
    expect(video.calls).toContain('/api/educational-videos?locale=id&filter%5Bcategory%5D=mutual-fund&page%5Bnumber%5D=1&page%5Bsize%5D=12');
  });
});
