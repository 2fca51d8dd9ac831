import { describe, expect, it } from 'vitest';
import { declared, load } from '../../test/load-page.ts';
import article from './index.tsx';

describe('the learn-investment article loader', () => {
  it('asks on a first view exactly for the calls its route declares (so the server preloads them)', async () => {
    for (const locale of ['id', 'en'] as const) {
      const articleSlug = { slug: 'membuka-rekening-saham' };
      expect((await load(article, `/${locale}/x`, articleSlug)).calls).toEqual(declared('learn-investment-detail', locale, articleSlug));
    }
  });
});
