import { describe, expect, it } from 'vitest';
import { declared, load } from '../../test/load-page.ts';
import step from './index.tsx';

describe('the eduvest-register loader', () => {
  it('asks on a first view exactly for the calls its route declares (so the server preloads them)', async () => {
    for (const locale of ['id', 'en'] as const) {
      const slug = { slug: 'webinar-saham-untuk-pemula' };
      expect((await load(step, `/${locale}/x`, slug)).calls.sort()).toEqual(declared('eduvest-register', locale, slug).sort());
    }
  });
});
