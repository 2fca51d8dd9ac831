// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Pagination } from '@brids/ui';
import { pageItems } from '../src/pagination-pages.ts';
import { renderUi } from './render.tsx';

const hrefOf = (page: number) => `/id/blog?page=${page}`;

describe('Pagination', () => {
  it('links every page of a short list, marks the current one, and steps back and forth', async () => {
    await renderUi(<Pagination meta={{ page: 2, perPage: 12, total: 40 }} hrefOf={hrefOf} />);
    const nav = screen.getByRole('navigation', { name: 'Navigasi halaman' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['', '1', '2', '3', '4', '']);
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'Sebelumnya' }).getAttribute('href')).toBe('/id/blog?page=1');
    expect(screen.getByRole('link', { name: 'Berikutnya' }).getAttribute('href')).toBe('/id/blog?page=3');
    expect(screen.getByRole('link', { name: 'Halaman 4' }).getAttribute('href')).toBe('/id/blog?page=4');
  });

  it('has no previous link on the first page, in English too', async () => {
    await renderUi(<Pagination meta={{ page: 1, perPage: 10, total: 30 }} hrefOf={hrefOf} />, 'en');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
  });

  it('shortens a long list around the current page', async () => {
    await renderUi(<Pagination meta={{ page: 10, perPage: 10, total: 500 }} hrefOf={hrefOf} />);
    const numbers = screen.getAllByRole('link', { name: /^Halaman/ }).map((link) => link.textContent);
    expect(numbers).toEqual(['1', '9', '10', '11', '50']);
  });

  it('shows nothing for a single page', async () => {
    const { container } = await renderUi(<Pagination meta={{ page: 1, perPage: 12, total: 5 }} hrefOf={hrefOf} />);
    expect(container.textContent).toBe('');
  });
});

describe('pageItems', () => {
  it('fills a gap of one page instead of showing an ellipsis', () => {
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 'gap', 7]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(50, 50)).toEqual([1, 'gap', 49, 50]);
  });
});
