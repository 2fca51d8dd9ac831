import { describe, expect, it } from 'vitest';
import { loaded, oneOfParam, pageParam, withQuery } from './query.ts';

describe('list query helpers', () => {
  it('reads a known value, and ignores an unknown or missing one', () => {
    const url = new URL('https://example.test/x?period=past&category=crypto');
    expect(oneOfParam(url, 'period', ['upcoming', 'past'])).toBe('past');
    expect(oneOfParam(url, 'category', ['stock-basics'])).toBeUndefined();
    expect(oneOfParam(url, 'level', ['beginner'])).toBeUndefined();
  });

  it('reads a page number, 1 when malformed', () => {
    expect(pageParam(new URL('https://e.test/?page=3'))).toBe(3);
    for (const page of ['0', '-2', '1.5', 'abc', '99999999']) expect(pageParam(new URL(`https://e.test/?page=${page}`))).toBe(1);
  });

  it('changes one key of a query and keeps the others', () => {
    expect(withQuery('?topic=bonds&page=2', { level: 'advanced', page: undefined })).toBe('?topic=bonds&level=advanced');
    expect(withQuery('?period=past', { period: undefined })).toBe('');
  });

  it('turns a failed call into the list error state', async () => {
    expect(await loaded(Promise.resolve(3))).toEqual({ ok: true, value: 3 });
    expect(await loaded(Promise.reject(new Error('down')))).toEqual({ ok: false });
  });
});
