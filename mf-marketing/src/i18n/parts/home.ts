import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';

/** The marketing namespace's 'home' words in Indonesian (the default locale: they type the keys). */
export const id = {
  home: {
    latestPromos: "Promo terbaru",
    latestBlogs: "Artikel terbaru",
    latestResearch: "Riset terbaru",
    latestAnnouncements: "Pengumuman terbaru",
    seeAll: "Lihat semua",
    quickLinks: "Akses cepat",
    slides: "Sorotan",
    slide: "Slide {{n}} dari {{count}}",
    previous: "Slide sebelumnya",
    next: "Slide berikutnya",
    appTitle: "Berinvestasi lebih mudah dengan BRIGHTS",
    appText: "Saham, reksa dana, dan SBN dalam satu aplikasi, dengan riset dan data pasar waktu nyata.",
    appMore: "Tentang aplikasi"
  }
};
const en: typeof id = {
  home: {
    latestPromos: "Latest promos",
    latestBlogs: "Latest articles",
    latestResearch: "Latest research",
    latestAnnouncements: "Latest announcements",
    seeAll: "See all",
    quickLinks: "Quick links",
    slides: "Highlights",
    slide: "Slide {{n}} of {{count}}",
    previous: "Previous slide",
    next: "Next slide",
    appTitle: "Investing made easy with BRIGHTS",
    appText: "Stocks, mutual funds and government bonds in one app, with research and real-time market data.",
    appMore: "About the app"
  }
};
/** The 'home' part of the marketing namespace, listed in `catalogs` by every page that shows its words. */
export const homeCatalog = defineCatalog(NS, { id, en });
