import { describe, expect, it } from 'vitest';
import { loadList, MAX_PAGE, oneOfParam, pageHref, pageParam, paging, withQuery } from './list.ts';

const url = (search: string) => new URL(`https://site.test/id/list${search}`);

describe('the list kit', () => {
  it('reads ?page= as a whole number from 1 below MAX_PAGE, else 1', () => {
    expect(pageParam(url('?page=3'))).toBe(3);
    expect(pageParam(url(`?page=${MAX_PAGE - 1}`))).toBe(MAX_PAGE - 1);
    for (const bad of ['', '?page=0', '?page=-2', '?page=1.5', '?page=x', `?page=${MAX_PAGE}`, '?page=1e6']) expect(pageParam(url(bad))).toBe(1);
    expect(pageParam(url('?p=4'), 'p')).toBe(4);
    expect(paging(url('?page=2'), 12)).toEqual({ 'page[number]': 2, 'page[size]': 12 });
  });

  it('keeps a query value only when it is one of the allowed ones', () => {
    expect(oneOfParam(url('?kind=a'), 'kind', ['a', 'b'] as const)).toBe('a');
    expect(oneOfParam(url('?kind=c'), 'kind', ['a', 'b'] as const)).toBeUndefined();
    expect(oneOfParam(url(''), 'kind', ['a'] as const)).toBeUndefined();
  });

  it('changes a query, and links a page of the list (page 1 without ?page)', () => {
    expect(withQuery('?a=1&page=2', { page: undefined, b: 'x y' })).toBe('?a=1&b=x+y');
    expect(withQuery('?page=2', { page: undefined })).toBe('');
    expect(pageHref({ pathname: '/id/list', search: '?q=x&page=2' }, 1)).toBe('/id/list?q=x');
    expect(pageHref({ pathname: '/id/list', search: '?q=x' }, 3)).toBe('/id/list?q=x&page=3');
  });

  it("turns a list call's failure into { ok: false }, but a 404 still fails the page", async () => {
    await expect(loadList(Promise.resolve([1]))).resolves.toEqual({ ok: true, value: [1] });
    await expect(loadList(Promise.reject(Object.assign(new Error('down'), { status: 503 })))).resolves.toEqual({ ok: false });
    const notFound = Object.assign(new Error('gone'), { status: 404 });
    await expect(loadList(Promise.reject(notFound))).rejects.toBe(notFound);
  });
});
