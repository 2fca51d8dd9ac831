/** The tools squad's catalog, Indonesian: the risk-profile quiz's and result's texts. The English one is typed from it. */
export const id = {
  quiz: {
    lead: 'Jawab beberapa pertanyaan singkat untuk mengetahui profil risiko dan produk investasi yang sesuai untuk Anda.',
    privacy: 'Jawaban Anda tidak disimpan dan hanya digunakan untuk menghitung profil ini.',
    loading: 'Memuat pertanyaan…',
    failed: 'Pertanyaan belum dapat dimuat.',
    empty: 'Kuesioner belum tersedia.',
    progress: 'Pertanyaan {{current}} dari {{total}}',
    back: 'Sebelumnya',
    next: 'Berikutnya',
    finish: 'Lihat hasil',
    chooseOne: 'Pilih salah satu jawaban',
  },
  result: {
    lead: 'Berdasarkan jawaban Anda atas kuesioner profil risiko.',
    loading: 'Menghitung profil risiko Anda…',
    failed: 'Profil risiko Anda belum dapat dihitung.',
    yourProfile: 'Profil risiko Anda',
    score: 'Skor Anda {{score}} dari {{max}}',
    characteristics: 'Karakteristik',
    products: 'Produk yang sesuai',
    disclaimer: 'Penting',
    retake: 'Ulangi kuis',
  },
};
export type RiskProfileTexts = typeof id;
