import { describe, expect, it } from 'vitest';
import { declared, load } from '../../test/load-page.ts';
import eduvestDetail from './index.tsx';

describe('the Eduvest event loader', () => {
  it('asks on a first view exactly for the calls its route declares (so the server preloads them)', async () => {
    for (const locale of ['id', 'en'] as const) {
      const slug = { slug: 'webinar-saham-untuk-pemula' };
      expect((await load(eduvestDetail, `/${locale}/x`, slug)).calls).toEqual(declared('brids-eduvest-detail', locale, slug));
    }
  });

  it('fails the page when the event cannot be loaded', async () => {
    await expect(load(eduvestDetail, '/en/x', { slug: 'x' }, ['/api/eduvest-events/x'])).rejects.toMatchObject({ status: 500 });
  });
});
