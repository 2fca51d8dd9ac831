import { describe, expect, it } from 'vitest';
import { fileSize, financialValue, monthLabel, periodLabel, price, signedPercent, unitOf, upside } from '../src/components/format.ts';
import { change, comparison, periodsOf } from '../src/pages/company-information/statements.ts';
import type { FinancialStatement } from '@brids/contracts/research';

describe('research formatters', () => {
  it('formats prices, upside and changes in the visitor’s locale', () => {
    expect(price(1450, 'id')).toBe('Rp1.450');
    expect(price(1450, 'en')).toBe('Rp1,450');
    expect(price(null, 'en')).toBe('–');
    expect(upside(1200, 1000)).toBeCloseTo(20);
    expect(upside(900, 1000)).toBeCloseTo(-10);
    expect(upside(null, 1000)).toBeNull();
    expect(signedPercent(1.234, 'id')).toBe('+1,23%');
    expect(signedPercent(-0.5, 'en')).toBe('−0.5%');
  });

  it('gives every financial line its own unit (spec §3): millions, rupiah per share, percent, times', () => {
    expect(unitOf('revenue')).toBe('millions');
    expect(financialValue('revenue', 12345678, 'id')).toBe('12.345.678');
    expect(financialValue('revenue', 12345678, 'en')).toBe('12,345,678');
    expect(financialValue('eps', 123.456, 'id')).toBe('123,46');
    expect(financialValue('book_value', 1500.5, 'en')).toBe('1,500.5');
    expect(financialValue('roe', 15.2, 'id')).toBe('15,2%');
    expect(financialValue('per', 11.75, 'en')).toBe('11.75x');
    expect(financialValue('investing_cash_flow', -250000, 'id')).toBe('-250.000');
  });

  it('names files, months and periods', () => {
    expect(fileSize(2345, 'id')).toBe('2,3 kB');
    expect(fileSize(512, 'en')).toBe('512 B');
    expect(monthLabel('2026-10', 'id')).toBe('Oktober 2026');
    expect(monthLabel('2026-10', 'en')).toBe('October 2026');
    expect(periodLabel('2025-Q3', 'id')).toBe('K3 2025');
    expect(periodLabel('2025-Q3', 'en')).toBe('Q3 2025');
    expect(periodLabel('2024', 'en')).toBe('2024');
  });
});

const row = (period_type: 'annual' | 'quarterly', period: string, period_end: string, revenue: number) =>
  ({ period_type, period, period_end, revenue }) as FinancialStatement;

describe('financial statements', () => {
  const rows = [
    row('quarterly', '2025-Q3', '2025-09-30', 80),
    row('annual', '2025', '2025-12-31', 400),
    row('quarterly', '2026-Q2', '2026-06-30', 95),
    row('annual', '2024', '2024-12-31', 350),
    row('quarterly', '2026-Q3', '2026-09-30', 100),
  ];

  it('lists the periods of one kind, oldest first', () => {
    expect(periodsOf(rows, 'annual').map((r) => r.period)).toEqual(['2024', '2025']);
    expect(periodsOf(rows, 'quarterly').map((r) => r.period)).toEqual(['2025-Q3', '2026-Q2', '2026-Q3']);
  });

  it('compares the latest period with the one a year before (the same quarter for quarters)', () => {
    expect(comparison(periodsOf(rows, 'annual'))).toMatchObject({ latest: { period: '2025' }, previous: { period: '2024' } });
    expect(comparison(periodsOf(rows, 'quarterly'))).toMatchObject({ latest: { period: '2026-Q3' }, previous: { period: '2025-Q3' } });
    expect(comparison([rows[1]!])).toBeNull();
    expect(change(80, 100)).toBeCloseTo(25);
    expect(change(-100, -50)).toBeCloseTo(50);
    expect(change(0, 5)).toBeNull();
  });
});
