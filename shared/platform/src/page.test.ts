import { describe, expect, it } from 'vitest';
import { createApiClient } from '@brids/contracts';
import { i18nOf } from '@brids/i18n';
import { defineCatalog } from '@brids/i18n/catalog';
import { definePage, type PageLoaderArgs } from './page.ts';

const args = (locale: 'id' | 'en'): PageLoaderArgs => ({
  params: {},
  locale,
  api: createApiClient({ baseUrl: '/api', fetch: async () => new Response('{}') }),
  request: new Request('https://site.test/'),
  url: new URL('https://site.test/'),
});

describe('definePage with catalogs', () => {
  it("loads the visitor's locale of each catalog with the data, lazily per locale, parts merged", async () => {
    const loaded: string[] = [];
    const part = (name: string, words: object) => async () => {
      loaded.push(name);
      return words;
    };
    const page = definePage({
      catalogs: [
        defineCatalog('research', { id: part('a-id', { test: { a: 'A id' } }), en: part('a-en', { test: { a: 'A en' } }) }),
        defineCatalog('research', { id: { test: { b: 'B id' } }, en: { test: { b: 'B en' } } }),
      ],
      loader: async () => 'data',
      Component: () => null,
    });
    await expect(page.loader!(args('en'))).resolves.toBe('data');
    expect(loaded).toEqual(['a-en']);
    const t = i18nOf('en').getFixedT('en', 'research');
    expect([t('test.a' as never), t('test.b' as never)]).toEqual(['A en', 'B en']);
    await page.prepare!('id');
    await page.prepare!('id');
    expect(loaded).toEqual(['a-en', 'a-id']);
    expect(i18nOf('id').getFixedT('id', 'research')('test.a' as never)).toBe('A id');
  });

  it('gives a page without a loader one that loads its words', async () => {
    const page = definePage({ catalogs: [defineCatalog('tools', { id: { test: { x: 'x' } }, en: { test: { x: 'y' } } })], Component: () => null });
    await expect(page.loader!(args('en'))).resolves.toBeUndefined();
    expect(i18nOf('en').getFixedT('en', 'tools')('test.x' as never)).toBe('y');
  });

  it('leaves a page without catalogs as it is', () => {
    const page = { Component: () => null };
    expect(definePage(page)).toBe(page);
  });
});
