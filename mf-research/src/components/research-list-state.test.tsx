// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../test/render.tsx';
import { ResearchListState } from './research-list-state.tsx';

describe('list states', () => {
  it('shows the items, the empty state with a way to clear the filters, or an error with a retry', async () => {
    await renderPage(<ResearchListState failed={false} count={0} filtered clearHref="/en/research-report"><p>items</p></ResearchListState>, 'en');
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/en/research-report');
    expect(screen.queryByText('items')).toBeNull();
    await renderPage(<ResearchListState failed count={0} filtered={false} clearHref="/id"><p>items</p></ResearchListState>, 'id');
    expect(screen.getByRole('alert').textContent).toContain('Data tidak dapat dimuat saat ini.');
    expect(screen.getByRole('link', { name: 'Coba lagi' })).toBeTruthy();
  });
});
