import { describe, expect, it } from 'vitest';
import { i18n, i18nOf } from '@brids/i18n';
import { newestWordsWin } from '@brids/i18n/newest-words-win';
import { defineCatalog } from './catalog.ts';

describe('defineCatalog', () => {
  it('adds a locale once, merging parts of a namespace without overwriting', async () => {
    let loads = 0;
    const first = defineCatalog('tools', {
      id: async () => {
        loads += 1;
        return { kit: { a: 'A' } };
      },
      en: { kit: { a: 'A en' } },
    });
    const second = defineCatalog('tools', { id: { kit: { a: 'other', b: 'B' } }, en: { kit: { a: 'other', b: 'B en' } } });
    await Promise.all([first.load('id'), first.load('id')]);
    await second.load('id');
    expect(loads).toBe(1);
    expect(i18n.getResourceBundle('id', 'tools')).toMatchObject({ kit: { a: 'A', b: 'B' } });
    expect(i18n.hasResourceBundle('en', 'tools') && 'kit' in i18n.getResourceBundle('en', 'tools')).toBe(false);
  });

  it('tries a failed load again', async () => {
    let fail = true;
    const catalog = defineCatalog('tools', {
      id: async () => {
        if (fail) throw new Error('chunk failed');
        return { retried: 'yes' };
      },
      en: { retried: 'yes' },
    });
    await expect(catalog.load('id')).rejects.toThrow('chunk failed');
    fail = false;
    await catalog.load('id');
    expect(i18n.getResourceBundle('id', 'tools')).toMatchObject({ retried: 'yes' });
  });

  it('types keys from the Indonesian catalogs (checked by the type check, not at run time)', () => {
    const t = i18nOf('en').getFixedT('en', 'common');
    expect(t('state.empty')).toBe('Data not available');
    // @ts-expect-error a key the common catalog does not have
    expect(t('state.nope')).toBe('state.nope');
    // @ts-expect-error the English words lack a key the Indonesian ones have
    defineCatalog('tools', { id: { kit: { a: 'A', b: 'B' } }, en: { kit: { a: 'A' } } });
  });

  it("lets a new version's words replace the old ones on the shell server (newestWordsWin), where the browser merges under them", async () => {
    await defineCatalog('research', { id: { label: 'Lama' }, en: { label: 'Old label' } }).load('en');
    await defineCatalog('research', { id: { label: 'Lama' }, en: { label: 'New label' } }).load('en');
    expect(i18n.getResourceBundle('en', 'research')).toMatchObject({ label: 'Old label' });
    newestWordsWin();
    await defineCatalog('research', { id: { label: 'Lama' }, en: { label: 'New label' } }).load('en');
    expect(i18n.getResourceBundle('en', 'research')).toMatchObject({ label: 'New label' });
  });
});
