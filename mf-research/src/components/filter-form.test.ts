// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { oneOfParam, pageHref, pageParam } from '@brids/platform/list';
import { queryOf } from './filter-form.tsx';

describe('research filters', () => {
  it('keep filters in the URL: non-empty fields only, page links keep the rest', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="sector" value="energy"><input name="ticker" value=" "><input name="q" value=" batu ">';
    expect(queryOf(form)).toBe('?sector=energy&q=batu');
    expect(pageHref({ pathname: '/en/research-report', search: '?sector=energy&page=3' }, 1)).toBe('/en/research-report?sector=energy');
    expect(pageHref({ pathname: '/en/research-report', search: '?sector=energy' }, 2)).toBe('/en/research-report?sector=energy&page=2');
    expect(pageParam(new URL('http://site/x?page=-4'))).toBe(1);
    expect(oneOfParam(new URL('http://site/x?rating=BUY'), 'rating', ['BUY', 'SELL'])).toBe('BUY');
    expect(oneOfParam(new URL('http://site/x?rating=buy'), 'rating', ['BUY', 'SELL'])).toBeUndefined();
  });
});
