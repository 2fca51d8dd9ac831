/** The tools squad's catalog, Indonesian: the investment calculator's results, chart and table (loaded with them). The English one is typed from it. */
export const id = {
  calculator: {
    results: {
      title: 'Hasil perhitungan',
      stale: 'Isian telah berubah. Tekan Hitung untuk memperbarui hasil.',
      finalValue: 'Nilai akhir investasi',
      neededInitial: 'Lumpsum yang perlu diinvestasikan sekarang',
      neededMonthly: 'Investasi bulanan yang dibutuhkan',
      neededMonthlyOnTop: 'Investasi bulanan yang dibutuhkan, selain lumpsum minimum {{lumpsum}}',
      lumpsumSuffices: 'Lumpsum minimum Anda sudah cukup untuk mencapai target, jadi tidak perlu investasi bulanan.',
      totalInvested: 'Total investasi',
      totalReturn: 'Total imbal hasil',
      target: 'Target dana',
      retirementFund: 'Dana pensiun yang dibutuhkan',
      yearsToRetirement: 'Waktu hingga pensiun',
      monthlyCostAtRetirement: 'Biaya hidup bulanan saat pensiun',
      disclaimer:
        'Simulasi ini bersifat ilustratif dan bukan jaminan imbal hasil. Nilai investasi dapat naik atau turun. Konten contoh: batas nilai dan asumsi dapat diubah oleh tim kepatuhan.',
    },
    chart: {
      title: 'Total investasi dan nilai investasi per tahun',
      invested: 'Total investasi',
      value: 'Nilai investasi',
      note: 'Semua angka grafik ada pada tabel di bawah.',
      loading: 'Memuat grafik…',
      failed: 'Grafik tidak dapat dimuat. Semua angka ada pada tabel di bawah.',
    },
    table: {
      caption: 'Perkembangan investasi per tahun',
      year: 'Tahun',
      invested: 'Total investasi',
      value: 'Nilai investasi',
      gain: 'Imbal hasil',
    },
  },
};
export type CalculatorResultsTexts = typeof id;
