import { describe, expect, it } from 'vitest';
import { financialValue, periodLabel, unitOf } from '../pages/company-information/financial-format.ts';
import { monthLabel } from '../pages/sapa-mentari/month-label.ts';
import { fileSize } from './file-size.ts';
import { signedPercent, upside } from './changes.ts';
import { price } from './format.ts';

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
