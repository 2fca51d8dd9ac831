/** The tools squad's catalog, Indonesian: the investment calculator's form (its results are in ../calculator-results). The English one is typed from it. */
export const id = {
  calculator: {
    lead: 'Hitung hasil investasi Anda, dana yang perlu disiapkan untuk sebuah target, atau kebutuhan dana pensiun Anda.',
    loading: 'Memuat batas nilai kalkulator…',
    failed: 'Batas nilai kalkulator belum dapat dimuat, jadi perhitungan belum bisa dilakukan.',
    form: 'Data perhitungan',
    placeholder: 'Isi data lalu tekan Hitung. Hasil, grafik, dan tabel per tahun akan tampil di sini.',
    mode: {
      legend: 'Apa yang ingin Anda hitung?',
      projection: 'Proyeksi investasi',
      projectionHint: 'Berapa hasil investasi saya nanti?',
      goal: 'Target dana',
      goalHint: 'Berapa yang perlu saya investasikan untuk mencapai target?',
      retirement: 'Dana pensiun',
      retirementHint: 'Berapa dana pensiun yang saya butuhkan?',
    },
    strategy: {
      legend: 'Strategi investasi',
      lumpsum: 'Lumpsum',
      lumpsumHint: 'Sekali di awal',
      installment: 'Cicilan',
      installmentHint: 'Rutin setiap bulan',
      mixture: 'Campuran',
      mixtureHint: 'Di awal dan setiap bulan',
    },
    fields: {
      initial_investment: 'Investasi awal',
      monthly_investment: 'Investasi bulanan',
      target_fund: 'Target dana',
      minimum_lumpsum: 'Lumpsum minimum',
      duration_years: 'Jangka waktu investasi',
      current_age: 'Usia saat ini',
      retirement_age: 'Usia pensiun',
      monthly_living_cost: 'Biaya hidup bulanan saat ini',
      yearly_inflation: 'Inflasi per tahun',
      expected_return: 'Imbal hasil yang diharapkan per tahun',
      post_pension_return: 'Imbal hasil setelah pensiun per tahun',
    },
    hints: {
      max: 'Maksimal {{max}}.',
      minimum_lumpsum: 'Dana yang Anda investasikan sekali di awal.',
      monthly_living_cost: 'Dengan harga saat ini.',
      post_pension_return: 'Imbal hasil dana pensiun Anda setelah pensiun.',
    },
    suffix: {
      years: 'tahun',
    },
    resultsLoading: 'Menghitung…',
    resultsFailed: 'Hasil tidak dapat dimuat. Periksa koneksi Anda, lalu muat ulang halaman ini.',
    submit: 'Hitung',
    convention:
      'Imbal hasil yang diharapkan adalah tingkat efektif tahunan. Dana bertumbuh setiap bulan sebesar (1 + r)^(1/12) − 1, dan investasi bulanan dilakukan di awal setiap bulan.',
    errorSummary: 'Periksa kembali isian berikut:',
    errors: {
      required: 'Wajib diisi',
      notNumber: 'Harus berupa angka',
      notPositive: 'Nilai harus lebih dari 0',
      overMax: 'Nilai tidak boleh lebih dari {{max}}',
      retirementAge: 'Usia pensiun harus lebih besar dari usia saat ini',
    },
  },
};
export type CalculatorTexts = typeof id;
