import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from '../src/route-match.ts';
import { PATHS, TABLE } from './route-fixtures.ts';

/** What react-router answers with every route of the table: the reference. */
function reference(pathname: string) {
  const last = matchRoutes(
    TABLE.map((r) => ({ path: r.path, id: r.id, caseSensitive: true })),
    pathname,
  )?.at(-1);
  return last ? { id: last.route.id, params: Object.fromEntries(Object.entries(last.params).filter(([, v]) => v !== undefined)) } : undefined;
}

describe('createRouteMatcher', () => {
  const match = createRouteMatcher(TABLE);

  it.each(PATHS)('answers %s as react-router does over the whole table', (pathname) => {
    const found = match(pathname);
    expect(found ? { id: found.route.id, params: found.params } : undefined).toEqual(reference(pathname));
  });

  it('finds the page of a URL with its params, and nothing for an unknown one', () => {
    expect(match('/en/blog/a-post')).toMatchObject({ route: { id: 'blog-detail___en' }, params: { slug: 'a-post' } });
    expect(match('/en/blog/editor-board')?.route.id).toBe('blog-editor-board___en');
    expect(match('/en/brights')).toMatchObject({ route: { id: 'content-page___en' }, params: { slug: 'brights' } });
    expect(match('/fr/blog')).toBeUndefined();
  });
});
