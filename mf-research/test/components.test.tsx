// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Company, FinancialStatement, ResearchReportSummary } from '@brids/contracts/research';
import { Disclaimer } from '../src/components/disclaimer.tsx';
import { ListStatus } from '../src/components/list-status.tsx';
import { RatingBox } from '../src/components/rating-box.tsx';
import { Table } from '../src/components/table.tsx';
import { FinancialOverview } from '../src/pages/company-information/financials.tsx';
import { renderPage, serverMarkup } from './render.tsx';

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

describe('list states', () => {
  it('shows the items, the empty state with a way to clear the filters, or an error with a retry', async () => {
    await renderPage(<ListStatus failed={false} count={0} filtered clearHref="/en/research-report"><p>items</p></ListStatus>, 'en');
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/en/research-report');
    expect(screen.queryByText('items')).toBeNull();
    await renderPage(<ListStatus failed count={0} filtered={false} clearHref="/id"><p>items</p></ListStatus>, 'id');
    expect(screen.getByRole('alert').textContent).toContain('Data tidak dapat dimuat saat ini.');
    expect(screen.getByRole('link', { name: 'Coba lagi' })).toBeTruthy();
  });

  it('ends every research page with the disclaimer', async () => {
    await renderPage(<Disclaimer />, 'en');
    expect(screen.getByRole('complementary', { name: 'Disclaimer' }).textContent).toContain('fictitious samples');
  });
});

describe('Table', () => {
  it('has a caption, column headers and a focusable scroll region named after it', async () => {
    await renderPage(
      <Table caption="Picks" head={['Ticker', 'Target']}>
        <tr>
          <th scope="row">DMBP</th>
          <td>Rp6,000</td>
        </tr>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Picks' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ticker', 'Target']);
    expect(within(table).getByRole('rowheader').textContent).toBe('DMBP');
    expect(screen.getByRole('region', { name: 'Picks' }).tabIndex).toBe(0);
  });
});

const statement = (period_type: 'annual' | 'quarterly', period: string, period_end: string, revenue: number): FinancialStatement => ({
  period_type, period, period_end, total_assets: 1, current_assets: 1, total_liabilities: 1, current_liabilities: 1, total_equity: 1,
  revenue, gross_profit: 1, operating_profit: 1, net_income: 1, eps: 12.5, operating_cash_flow: 1, investing_cash_flow: -1,
  financing_cash_flow: -1, ending_cash: 1, book_value: 100, roe: 15.25, roa: 2, net_margin: 3, debt_to_equity: 1.5, current_ratio: 1.2, per: 10, pbv: 1.1,
});

describe('FinancialOverview', () => {
  const company = { ticker: 'DMBP', name: 'PT Demo Bank Persada Tbk' } as Company;
  const rows = [
    statement('annual', '2024', '2024-12-31', 41_000_000),
    statement('annual', '2025', '2025-12-31', 45_250_000),
    statement('quarterly', '2026-Q2', '2026-06-30', 11_000_000),
    statement('quarterly', '2026-Q3', '2026-09-30', 11_500_000),
  ];

  it('switches between yearly and quarterly figures, formatted in the locale', async () => {
    await renderPage(<FinancialOverview company={company} rows={rows} locale="id" />, 'id');
    const table = () => screen.getByRole('table');
    expect(table().querySelector('caption')?.textContent).toBe('Laba rugi DMBP, Tahunan');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pos', '2024', '2025']);
    expect(within(table()).getByRole('row', { name: /Pendapatan/ }).textContent).toContain('45.250.000');
    fireEvent.click(screen.getByRole('button', { name: 'Per 3 bulan' }));
    expect(screen.getByRole('button', { name: 'Per 3 bulan' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pos', 'K2 2026', 'K3 2026']);
    expect(within(table()).getByRole('row', { name: /Pendapatan/ }).textContent).toContain('11.500.000');
  });

  it('starts from the statement and period of the URL', async () => {
    await renderPage(<FinancialOverview company={company} rows={rows} locale="en" />, 'en', '?period=quarterly&statement=balance');
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('Balance sheet of DMBP, Per 3 months');
    expect(screen.getByRole('tab', { name: 'Balance sheet' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Per 3 months' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('in the server markup every statement and period is a link to the page showing it (readable without JavaScript)', async () => {
    const html = await serverMarkup(<FinancialOverview company={company} rows={rows} locale="en" />, 'en', '?statement=ratio');
    expect(html).toContain('<a href="?period=quarterly&amp;statement=ratio#financials">Per 3 months</a>');
    expect(html).toMatch(/<a href="\?period=annual&amp;statement=ratio#financials" aria-current="true">Yearly<\/a>/);
    expect(html).toMatch(/<a href="\?period=annual&amp;statement=balance#financials" role="tab"[^>]*aria-selected="false"/);
    expect(html).not.toContain('<button');
  });

  it('shows ratios in their own units and the brief comparison', async () => {
    await renderPage(<FinancialOverview company={company} rows={rows} locale="en" />, 'en');
    fireEvent.click(screen.getByRole('tab', { name: 'Ratio report' }));
    expect(within(screen.getByRole('table')).getByRole('row', { name: /ROE/ }).textContent).toContain('15.25%');
    expect(within(screen.getByRole('table')).getByRole('row', { name: /Debt to equity/ }).textContent).toContain('1.5x');
    fireEvent.click(screen.getByRole('tab', { name: 'Brief comparison' }));
    expect(within(screen.getByRole('table')).getByRole('row', { name: /Revenue/ }).textContent).toContain('+10.37%');
  });
});
