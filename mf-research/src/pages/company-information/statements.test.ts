import { describe, expect, it } from 'vitest';
import type { FinancialStatement } from '@brids/contracts/research';
import { change, comparison, periodsOf } from './statements.ts';

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
