// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ResearchReportSummary } from '@brids/contracts/research';
import { renderPage } from '../test/render.tsx';
import { RatingBox } from './rating-box.tsx';

const report: ResearchReportSummary = {
  slug: 'dmbp-x', title: 'DMBP: X (Sample)', summary: 's', category: 'company', sector: 'financials', ticker: 'DMBP',
  rating: 'BUY', target_price: 6000, previous_target_price: 5500, price_at_publication: 4800,
  analysts: [{ name: 'Raka Adiwinata', role: 'Analyst' }], published_at: '2026-11-20T00:30:00.000Z',
};

describe('RatingBox', () => {
  it('shows the rating as a success label, the targets, the price at publication and the upside', async () => {
    await renderPage(<RatingBox report={report} locale="en" />, 'en');
    const box = screen.getByRole('region', { name: 'Rating summary' });
    expect(within(box).getByText('BUY').closest('.ui-status-label--success')).toBeTruthy();
    expect(box.textContent).toContain('Target priceRp6,000');
    expect(box.textContent).toContain('Previous targetRp5,500');
    expect(box.textContent).toContain('Price at publicationRp4,800');
    expect(box.textContent).toContain('Upside+25%');
  });

  it('reads in Indonesian with a SELL as a danger label', async () => {
    await renderPage(<RatingBox report={{ ...report, rating: 'SELL', target_price: 4320 }} locale="id" />, 'id');
    const box = screen.getByRole('region', { name: 'Ringkasan peringkat' });
    expect(within(box).getByText('SELL').closest('.ui-status-label--danger')).toBeTruthy();
    expect(box.textContent).toContain('Potensi kenaikan−10%');
  });
});
