// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../test/render.tsx';
import { sampleEvent } from '../test/samples.ts';
import { EventCard } from './event-card.tsx';

describe('EventCard', () => {
  it('shows the status badge, the time in WIB, the place and the seats left of an open event', async () => {
    await renderPage(<EventCard event={sampleEvent()} locale="en" />, 'en');
    expect(screen.getByText('Registration open').className).toContain('ui-badge--success');
    expect(screen.getByText('Saturday, December 5, 2026, 19:00–21:00 WIB')).toBeTruthy();
    expect(screen.getByText('Online via Zoom')).toBeTruthy();
    expect(screen.getByText('6 seats left')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Webinar: Stocks for Beginners' }).getAttribute('href')).toBe('/en/education/brids-eduvest/webinar-saham-untuk-pemula');
  });

  it('gives each status its highlight badge, and no seat count unless open', async () => {
    const cases = [
      ['full', 'Kuota penuh', 'ui-badge--danger'],
      ['closed', 'Pendaftaran ditutup', 'ui-badge--warning'],
      ['finished', 'Selesai', 'ui-badge--expired'],
    ] as const;
    for (const [status, label, variant] of cases) {
      const { unmount } = await renderPage(<EventCard event={sampleEvent({ status, format: 'onsite' })} locale="id" />, 'id');
      expect(screen.getByText(label).className).toContain(variant);
      expect(screen.getByText('Tatap muka')).toBeTruthy();
      expect(screen.queryByText(/kursi/)).toBeNull();
      unmount();
    }
  });
});
