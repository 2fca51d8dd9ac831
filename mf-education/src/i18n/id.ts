/** The education squad's catalog, Indonesian (keys are typed from it). */
export const id = {
  hub: {
    learnInvestment: 'Belajar investasi',
    eduvest: 'Webinar BRIDS Eduvest',
    eduvestLead: 'Ikuti webinar gratis bersama analis dan praktisi pasar modal.',
    videos: 'Video edukasi',
    videosLead: 'Materi singkat untuk memulai investasi.',
    open: 'Buka',
  },
  event: {
    startsAt: 'Waktu',
    location: 'Tempat',
    quota: 'Kuota',
    register: 'Daftar webinar',
    backToEvent: 'Kembali ke detail acara',
  },
};
export type EducationCatalog = typeof id;
