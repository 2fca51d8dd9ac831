// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Company, FinancialStatement } from '@brids/contracts/research';
import { renderPage, serverMarkup } from '../../test/render.tsx';
import { FinancialOverview } from './financials.tsx';

// The uPlot chart itself draws on a canvas (e2e/specs cover it); here it only says that it was loaded.
vi.mock('./financial-chart.tsx', () => ({ default: () => <div data-testid="chart" /> }));

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

describe('FinancialOverview chart', () => {
  const company = { ticker: 'DMBP', name: 'PT Demo Bank Persada Tbk' } as Company;
  const rows = [statement('annual', '2024', '2024-12-31', 41_000_000), statement('annual', '2025', '2025-12-31', 45_250_000)];

  /** An IntersectionObserver the test moves: `reach()` brings the observed figure within the margin. */
  function stubObserver() {
    const observers: { callback: IntersectionObserverCallback; targets: Element[]; margin?: string }[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, targets: [], margin: options?.rootMargin };
        observers.push(this.entry);
      }
      observe(target: Element) { this.entry.targets.push(target); }
      disconnect() { this.entry.targets = []; }
    });
    return {
      observers,
      reach: () => act(() => {
        for (const o of observers) {
          o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry), o as unknown as IntersectionObserver);
        }
      }),
    };
  }
  afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers(); });

  it('loads and draws the chart only when its figure nears the screen, not when the browser is idle', async () => {
    const io = stubObserver();
    await renderPage(<FinancialOverview company={company} rows={rows} locale="en" />, 'en');
    const figure = screen.getByRole('figure');
    // the page has painted and the browser has been idle well past the old 2.5 s time-out: still waiting
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(within(figure).getByText('Loading the chart…')).toBeTruthy();
    expect(figure.querySelector('.research-chart__plot canvas, .uplot')).toBeNull();
    expect(io.observers.some((o) => o.targets.includes(figure) && o.margin?.endsWith('px 0px'))).toBe(true);
    await io.reach();
    await waitFor(() => expect(within(figure).getByTestId('chart')).toBeTruthy());
    expect(within(figure).queryByText('Loading the chart…')).toBeNull();
  }, 10_000);
});
