import type { CalculatorInputTexts } from './id.ts';

export const en: CalculatorInputTexts = {
  calculator: {
    errors: {
      retirementTooFar: 'Can be at most {{max}} after current age',
      retirementTargetOverMax: 'The fund needed would exceed {{max}}: lower the living cost or raise the post-pension return',
      twoDecimalMarks: 'Only one decimal point, e.g. {{example}}',
      separator: 'Use “,” for thousands and “.” for decimals, e.g. {{example}}',
      wholeRupiah: 'Whole rupiah only, e.g. {{example}}',
      wholeYears: 'Whole years only, e.g. {{example}}',
      tooPrecise: 'At most 2 decimals, e.g. {{example}}',
    },
  },
};
