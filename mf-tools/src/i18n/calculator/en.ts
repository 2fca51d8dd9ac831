import type { CalculatorTexts } from './id.ts';

export const en: CalculatorTexts = {
  calculator: {
    lead: 'Work out what your investment grows to, what you need to invest to reach a target, or the fund you need to retire.',
    loading: 'Loading the calculator limits…',
    failed: 'The calculator limits could not be loaded, so nothing can be calculated yet.',
    form: 'Calculation details',
    placeholder: 'Fill in the details and press Calculate. The result, a chart and a year-by-year table will show here.',
    mode: {
      legend: 'What do you want to calculate?',
      projection: 'Investment projection',
      projectionHint: 'What will my investment grow to?',
      goal: 'Target fund',
      goalHint: 'How much do I need to invest to reach a target?',
      retirement: 'Retirement fund',
      retirementHint: 'How much do I need to retire?',
    },
    strategy: {
      legend: 'Investment strategy',
      lumpsum: 'Lumpsum',
      lumpsumHint: 'Once, at the start',
      installment: 'Installment',
      installmentHint: 'Every month',
      mixture: 'Mixture',
      mixtureHint: 'At the start and every month',
    },
    fields: {
      initial_investment: 'Initial investment',
      monthly_investment: 'Monthly investment',
      target_fund: 'Target fund',
      minimum_lumpsum: 'Minimum lumpsum',
      duration_years: 'Investment duration',
      current_age: 'Current age',
      retirement_age: 'Retirement age',
      monthly_living_cost: 'Monthly living cost today',
      yearly_inflation: 'Yearly inflation',
      expected_return: 'Expected return per year',
      post_pension_return: 'Post-pension return per year',
    },
    hints: {
      max: 'At most {{max}}.',
      minimum_lumpsum: 'What you invest once, at the start.',
      monthly_living_cost: 'At today’s prices.',
      post_pension_return: 'What your retirement fund earns once you retire.',
    },
    suffix: {
      years: 'years',
    },
    resultsLoading: 'Calculating…',
    resultsFailed: 'The result could not be loaded. Check your connection, then reload this page.',
    submit: 'Calculate',
    convention:
      'The expected return is an annual effective rate. Money grows every month by (1 + r)^(1/12) − 1, and monthly investments are made at the start of each month.',
    errorSummary: 'Please check these fields:',
    errors: {
      required: 'Required',
      notNumber: 'Must be numerical',
      notPositive: 'Must be more than 0',
      overMax: 'Cannot be more than {{max}}',
      retirementAge: 'Retirement age must be above current age',
    },
  },
};
