/** The tools squad's catalog, Indonesian: shared by every page of the remote (states, units). The English one is typed from it. */
export const id = {
  state: {
    retry: 'Coba lagi',
    slow: 'Layanan sedang lambat atau tidak tersedia. Periksa koneksi Anda, lalu coba lagi.',
    print: 'Cetak hasil',
  },
  units: {
    years: '{{value}} tahun',
  },
};
export type CommonTexts = typeof id;
