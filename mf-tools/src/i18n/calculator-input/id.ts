/** The tools squad's catalog, Indonesian: why a calculator field's text is not a number, and the retirement limits (loaded with the first such message). */
export const id = {
  calculator: {
    errors: {
      retirementTooFar: 'Paling jauh {{max}} dari usia saat ini',
      retirementTargetOverMax: 'Dana yang dibutuhkan melebihi {{max}}: kurangi biaya hidup atau naikkan imbal hasil setelah pensiun',
      twoDecimalMarks: 'Hanya satu tanda desimal, mis. {{example}}',
      separator: 'Gunakan “.” untuk ribuan dan “,” untuk desimal, mis. {{example}}',
      wholeRupiah: 'Rupiah tanpa sen, mis. {{example}}',
      wholeYears: 'Tahun bilangan bulat, mis. {{example}}',
      tooPrecise: 'Paling banyak 2 desimal, mis. {{example}}',
    },
  },
};
export type CalculatorInputTexts = typeof id;
