import { describe, expect, it } from 'vitest';
import {
  annuityDueFactor,
  calculate,
  lumpsumFor,
  monthlyFor,
  monthlyRate,
  retirementNeed,
  valueAfter,
  yearByYear,
} from './formulas.ts';

/**
 * Reference values computed independently: Python's decimal module at 60 digits, month by month
 * (value = (value + monthly) × (1 + i), i = (1 + r)^(1/12) − 1), not with these closed forms.
 * Amounts are checked to the cent.
 */
const CENT = 2;

/** The same convention again as a plain month-by-month loop, for cases without a reference. */
function simulate(initial: number, monthly: number, years: number, annualReturn: number) {
  const i = Math.pow(1 + annualReturn, 1 / 12) - 1;
  let value = initial;
  for (let month = 0; month < years * 12; month++) value = (value + monthly) * (1 + i);
  return value;
}

describe('monthly compounding', () => {
  it('uses the monthly rate equivalent to the annual effective rate', () => {
    expect(monthlyRate(0.12) * 100).toBeCloseTo(0.9489, 4);
    expect(Math.pow(1 + monthlyRate(0.1), 12)).toBeCloseTo(1.1, 12);
    expect(monthlyRate(0)).toBe(0);
  });

  it('pays monthly investments at the start of each month (annuity due)', () => {
    expect(annuityDueFactor(0, 12)).toBe(12);
    const i = monthlyRate(0.12);
    expect(annuityDueFactor(i, 1)).toBeCloseTo(1 + i, 12);
    expect(annuityDueFactor(i, 2)).toBeCloseTo((1 + i) ** 2 + (1 + i), 12);
  });
});

describe('projection', () => {
  it('lumpsum: Rp10.000.000 at 10% for 10 years', () => {
    const plan = { initial: 10_000_000, monthly: 0, years: 10, annualReturn: 0.1 };
    expect(valueAfter(plan, 120)).toBeCloseTo(25_937_424.601, CENT);
  });

  it('installment: Rp1.000.000 a month at 12% for 5 years', () => {
    const plan = { initial: 0, monthly: 1_000_000, years: 5, annualReturn: 0.12 };
    expect(valueAfter(plan, 60)).toBeCloseTo(81_103_612.5335, CENT);
    expect(valueAfter(plan, 12)).toBeCloseTo(12_766_497.9084, CENT);
  });

  it('mixture: Rp5.000.000 and Rp500.000 a month at 8%, year by year', () => {
    const rows = yearByYear({ initial: 5_000_000, monthly: 500_000, years: 3, annualReturn: 0.08 });
    expect(rows.map((r) => r.year)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.invested)).toEqual([11_000_000, 17_000_000, 23_000_000]);
    expect(rows[0]!.value).toBeCloseTo(11_656_943.2403, CENT);
    expect(rows[1]!.value).toBeCloseTo(18_846_441.9397, CENT);
    expect(rows[2]!.value).toBeCloseTo(26_611_100.5352, CENT);
    expect(rows[2]!.gain).toBeCloseTo(3_611_100.5352, CENT);
  });

  it('agrees with a month-by-month simulation across rates and durations', () => {
    for (const [initial, monthly, years, rate] of [
      [1, 0, 1, 0.3],
      [0, 250_000, 50, 0.3],
      [100_000_000_000, 1_000_000_000, 50, 0.07],
      [123_456, 7_890, 17, 0.0001],
    ] as const) {
      const expected = simulate(initial, monthly, years, rate);
      expect(valueAfter({ initial, monthly, years, annualReturn: rate }, years * 12) / expected).toBeCloseTo(1, 12);
    }
  });
});

describe('goal', () => {
  it('lumpsum needed now for Rp100.000.000 in 10 years at 10%', () => {
    expect(lumpsumFor(100_000_000, 10, 0.1)).toBeCloseTo(38_554_328.943, CENT);
  });

  it('monthly investment needed for Rp1.000.000.000 in 20 years at 12%', () => {
    expect(monthlyFor(1_000_000_000, 20, 0.12)).toBeCloseTo(1_087_125.0784, CENT);
  });

  it('mixture: monthly investment on top of a minimum lumpsum of Rp50.000.000', () => {
    expect(monthlyFor(500_000_000, 10, 0.1, 50_000_000)).toBeCloseTo(1_838_167.8255, CENT);
  });

  it('needs no monthly investment when the lumpsum alone reaches the target', () => {
    expect(monthlyFor(100_000_000, 10, 0.1, 40_000_000)).toBe(0);
    const result = calculate('goal', 'mixture', { target_fund: 100_000_000, minimum_lumpsum: 40_000_000, duration_years: 10, expected_return: 10 });
    expect(result.lumpsumSuffices).toBe(true);
    expect(result.needed).toEqual({ kind: 'monthly', amount: 0 });
    expect(result.finalValue).toBeCloseTo(40_000_000 * 1.1 ** 10, CENT);
  });

  it('reaches the target exactly with what it asks for', () => {
    for (const strategy of ['lumpsum', 'installment', 'mixture'] as const) {
      const result = calculate('goal', strategy, { target_fund: 750_000_000, minimum_lumpsum: 25_000_000, duration_years: 15, expected_return: 9.5 });
      expect(result.finalValue, strategy).toBeCloseTo(750_000_000, CENT);
      expect(result.rows.at(-1)!.value).toBeCloseTo(750_000_000, CENT);
      expect(result.totalReturn).toBeCloseTo(result.finalValue - result.totalInvested, CENT);
    }
  });
});

describe('retirement', () => {
  const input = { current_age: 30, retirement_age: 55, monthly_living_cost: 10_000_000, yearly_inflation: 4, post_pension_return: 6, expected_return: 10 };

  it('grows the living cost by inflation and divides the yearly cost by the post-pension return', () => {
    const need = retirementNeed({ currentAge: 30, retirementAge: 55, monthlyLivingCost: 10_000_000, yearlyInflation: 0.04, postPensionReturn: 0.06 });
    expect(need.years).toBe(25);
    expect(need.monthlyCost).toBeCloseTo(26_658_363.3149, CENT);
    expect(need.yearlyCost).toBeCloseTo(319_900_359.7788, CENT - 1);
    expect(need.target).toBeCloseTo(5_331_672_662.9748, CENT - 1);
  });

  it('then solves the goal for that target over the years until retirement', () => {
    const installment = calculate('retirement', 'installment', input);
    expect(installment.target).toBeCloseTo(5_331_672_662.9748, CENT - 1);
    expect(installment.needed?.kind).toBe('monthly');
    expect(installment.needed?.amount).toBeCloseTo(4_288_807.8405, CENT);
    expect(installment.rows).toHaveLength(25);

    const lumpsum = calculate('retirement', 'lumpsum', input);
    expect(lumpsum.needed).toMatchObject({ kind: 'initial' });
    expect(lumpsum.needed?.amount).toBeCloseTo(492_092_050.3826, CENT);

    const mixture = calculate('retirement', 'mixture', { ...input, minimum_lumpsum: 100_000_000 });
    expect(mixture.plan.initial).toBe(100_000_000);
    expect(mixture.needed?.amount).toBeCloseTo(3_417_261.9911, CENT);
    expect(mixture.totalInvested).toBeCloseTo(100_000_000 + mixture.plan.monthly * 300, CENT);
  });
});

describe('calculate: projection', () => {
  it('takes only the amounts of the strategy', () => {
    const values = { initial_investment: 10_000_000, monthly_investment: 1_000_000, duration_years: 5, expected_return: 12 };
    const lumpsum = calculate('projection', 'lumpsum', values);
    expect(lumpsum.plan).toEqual({ initial: 10_000_000, monthly: 0, years: 5, annualReturn: 0.12 });
    expect(lumpsum.totalInvested).toBe(10_000_000);
    expect(lumpsum.needed).toBeNull();
    expect(lumpsum.target).toBeNull();

    const installment = calculate('projection', 'installment', values);
    expect(installment.plan.initial).toBe(0);
    expect(installment.finalValue).toBeCloseTo(81_103_612.5335, CENT);
    expect(installment.totalInvested).toBe(60_000_000);
    expect(installment.totalReturn).toBeCloseTo(21_103_612.5335, CENT);

    const mixture = calculate('projection', 'mixture', values);
    expect(mixture.finalValue).toBeCloseTo(lumpsum.finalValue + installment.finalValue, CENT);
    expect(mixture.rows.at(-1)).toMatchObject({ year: 5, invested: 70_000_000 });
  });
});
