// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render.tsx';
import { sampleEvent } from '../../test/samples.ts';
import definition from './index.tsx';
import type { EduvestListData } from './loader.ts';

const Page = definition.Component;
const page = { slug: 'brids-eduvest', kind: 'landing' as const, title: 'BRIDS Eduvest', summary: 'Webinars', body: '', image: null };
const list = (statuses: ('open' | 'full' | 'closed')[]): EduvestListData['events'] => ({
  ok: true,
  value: {
    data: statuses.map((status, i) => sampleEvent({ slug: `event-${i}`, title: `Event ${i}`, status })),
    meta: { page: 1, perPage: 12, total: statuses.length, counts: { upcoming: statuses.length, past: 7 } },
  },
});

describe('the Eduvest list page', () => {
  it('shows upcoming and past as tabs with counters, and each event with its badge', async () => {
    await renderPage(<Page locale="en" data={{ page, period: 'upcoming', events: list(['open', 'full', 'closed']) }} />, 'en', '/en/education/brids-eduvest');
    const tabs = screen.getByRole('tablist', { name: 'Event period' });
    expect(within(tabs).getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Upcoming3', 'true'],
      ['Past7', 'false'],
    ]);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Event 0', 'Event 1', 'Event 2']);
    expect(within(cards[1]!).getByText('Fully booked')).toBeTruthy();
  });

  it('shows the empty state and the error state of the list', async () => {
    const { unmount } = await renderPage(<Page locale="id" data={{ page, period: 'past', events: list([]) }} />, 'id');
    expect(screen.getByRole('status').textContent).toBe('Data tidak tersedia');
    unmount();
    await renderPage(<Page locale="id" data={{ page, period: 'upcoming', events: { ok: false } }} />, 'id');
    expect(screen.getByRole('alert').textContent).toContain('Daftar ini tidak dapat dimuat saat ini.');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'BRIDS Eduvest' })).toBeTruthy();
  });
});
