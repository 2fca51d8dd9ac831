import type { CalculatorResultsTexts } from './id.ts';

export const en: CalculatorResultsTexts = {
  calculator: {
    results: {
      title: 'Your result',
      stale: 'You changed the details. Press Calculate to update the result.',
      finalValue: 'Final value',
      neededInitial: 'Lumpsum to invest now',
      neededMonthly: 'Monthly investment needed',
      neededMonthlyOnTop: 'Monthly investment needed on top of the minimum lumpsum of {{lumpsum}}',
      lumpsumSuffices: 'Your minimum lumpsum alone reaches the target, so no monthly investment is needed.',
      totalInvested: 'Total invested',
      totalReturn: 'Total return',
      target: 'Target fund',
      retirementFund: 'Retirement fund needed',
      yearsToRetirement: 'Time until retirement',
      monthlyCostAtRetirement: 'Monthly living cost at retirement',
      disclaimer:
        'This simulation is illustrative and does not guarantee any return. The value of investments can go down as well as up. Sample content: compliance may change the limits and assumptions.',
    },
    chart: {
      title: 'Invested and value, year by year',
      invested: 'Invested',
      value: 'Value',
      note: 'The table below has every figure of the chart.',
      loading: 'Loading the chart…',
      failed: 'The chart could not be loaded. The table below has every figure.',
    },
    table: {
      caption: 'Your investment year by year',
      year: 'Year',
      invested: 'Invested',
      value: 'Value',
      gain: 'Return',
    },
  },
};
