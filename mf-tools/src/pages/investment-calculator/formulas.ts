/**
 * The investment calculator's formulas, pure (no React, no I/O). Conventions, stated on the page:
 * the expected return is an annual effective rate; money compounds monthly at (1 + r)^(1/12) − 1;
 * monthly investments are made at the start of each month. Rates here are fractions (0.1 = 10%).
 */

import type { Mode, Strategy } from './modes.ts';

/** The monthly rate equivalent to an annual effective rate: (1 + r)^(1/12) − 1. */
export function monthlyRate(annualRate: number): number {
  return Math.pow(1 + annualRate, 1 / 12) - 1;
}

/** What 1 a month, paid at the start of each of `months` months, is worth at the end (annuity due). */
export function annuityDueFactor(rate: number, months: number): number {
  if (rate === 0) return months;
  return ((Math.pow(1 + rate, months) - 1) / rate) * (1 + rate);
}

export interface Plan {
  /** Invested once, at the start. */
  initial: number;
  /** Invested at the start of every month. */
  monthly: number;
  years: number;
  annualReturn: number;
}

/** The value of a plan after `months` months. */
export function valueAfter(plan: Plan, months: number): number {
  const rate = monthlyRate(plan.annualReturn);
  return plan.initial * Math.pow(1 + rate, months) + plan.monthly * annuityDueFactor(rate, months);
}

export interface YearRow {
  year: number;
  /** Everything invested by the end of the year. */
  invested: number;
  /** The plan's value at the end of the year. */
  value: number;
  /** value − invested */
  gain: number;
}

/** The plan year by year, from the end of year 1 to the end of its duration. */
export function yearByYear(plan: Plan): YearRow[] {
  const rows: YearRow[] = [];
  for (let year = 1; year <= plan.years; year++) {
    const invested = plan.initial + plan.monthly * 12 * year;
    const value = valueAfter(plan, 12 * year);
    rows.push({ year, invested, value, gain: value - invested });
  }
  return rows;
}

/** The lumpsum to invest now to reach `target` after `years`. */
export function lumpsumFor(target: number, years: number, annualReturn: number): number {
  return target / Math.pow(1 + annualReturn, years);
}

/**
 * The monthly investment that, with `initial` invested now, reaches `target` after `years`;
 * 0 when `initial` alone gets there.
 */
export function monthlyFor(target: number, years: number, annualReturn: number, initial = 0): number {
  const months = 12 * years;
  const rate = monthlyRate(annualReturn);
  const missing = target - initial * Math.pow(1 + rate, months);
  return missing <= 0 ? 0 : missing / annuityDueFactor(rate, months);
}

export interface RetirementNeed {
  /** Years from now until retirement. */
  years: number;
  /** Today's monthly living cost grown by inflation until retirement. */
  monthlyCost: number;
  /** Twelve times that. */
  yearlyCost: number;
  /** The fund whose yearly return at the post-pension rate pays the yearly cost: it lives on its returns. */
  target: number;
}

export function retirementNeed(input: {
  currentAge: number;
  retirementAge: number;
  monthlyLivingCost: number;
  yearlyInflation: number;
  postPensionReturn: number;
}): RetirementNeed {
  const years = input.retirementAge - input.currentAge;
  const monthlyCost = input.monthlyLivingCost * Math.pow(1 + input.yearlyInflation, years);
  const yearlyCost = monthlyCost * 12;
  return { years, monthlyCost, yearlyCost, target: yearlyCost / input.postPensionReturn };
}

/** The calculator's inputs as the visitor gives them: amounts in rupiah, rates in percent, years and ages. */
export interface CalculatorValues {
  initial_investment?: number;
  monthly_investment?: number;
  target_fund?: number;
  minimum_lumpsum?: number;
  duration_years?: number;
  current_age?: number;
  retirement_age?: number;
  monthly_living_cost?: number;
  yearly_inflation?: number;
  expected_return?: number;
  post_pension_return?: number;
}

export interface CalculatorResult {
  mode: Mode;
  strategy: Strategy;
  plan: Plan;
  /** The fund to reach (goal and retirement), else null. */
  target: number | null;
  /** What the goal and retirement modes solve for: the lumpsum now or the monthly investment. */
  needed: { kind: 'initial' | 'monthly'; amount: number } | null;
  retirement: RetirementNeed | null;
  /** Mixture goals: the minimum lumpsum alone reaches the target, no monthly investment is needed. */
  lumpsumSuffices: boolean;
  finalValue: number;
  totalInvested: number;
  totalReturn: number;
  rows: YearRow[];
}

const percent = (value: number | undefined) => (value ?? 0) / 100;
const amount = (value: number | undefined) => value ?? 0;

/** Runs one calculation: projection, goal or retirement, with the lumpsum, installment or mixture strategy. */
export function calculate(mode: Mode, strategy: Strategy, values: CalculatorValues): CalculatorResult {
  const annualReturn = percent(values.expected_return);
  let retirement: RetirementNeed | null = null;
  let target: number | null = null;
  let years = amount(values.duration_years);
  if (mode === 'retirement') {
    retirement = retirementNeed({
      currentAge: amount(values.current_age),
      retirementAge: amount(values.retirement_age),
      monthlyLivingCost: amount(values.monthly_living_cost),
      yearlyInflation: percent(values.yearly_inflation),
      postPensionReturn: percent(values.post_pension_return),
    });
    target = retirement.target;
    years = retirement.years;
  } else if (mode === 'goal') {
    target = amount(values.target_fund);
  }

  let plan: Plan;
  let needed: CalculatorResult['needed'] = null;
  let lumpsumSuffices = false;
  if (target === null) {
    plan = {
      initial: strategy === 'installment' ? 0 : amount(values.initial_investment),
      monthly: strategy === 'lumpsum' ? 0 : amount(values.monthly_investment),
      years,
      annualReturn,
    };
  } else if (strategy === 'lumpsum') {
    plan = { initial: lumpsumFor(target, years, annualReturn), monthly: 0, years, annualReturn };
    needed = { kind: 'initial', amount: plan.initial };
  } else {
    const initial = strategy === 'mixture' ? amount(values.minimum_lumpsum) : 0;
    plan = { initial, monthly: monthlyFor(target, years, annualReturn, initial), years, annualReturn };
    needed = { kind: 'monthly', amount: plan.monthly };
    lumpsumSuffices = strategy === 'mixture' && plan.monthly === 0;
  }

  const rows = yearByYear(plan);
  const finalValue = valueAfter(plan, 12 * years);
  const totalInvested = plan.initial + plan.monthly * 12 * years;
  return {
    mode,
    strategy,
    plan,
    target,
    needed,
    retirement,
    lumpsumSuffices,
    finalValue,
    totalInvested,
    totalReturn: finalValue - totalInvested,
    rows,
  };
}
