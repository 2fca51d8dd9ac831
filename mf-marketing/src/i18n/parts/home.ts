import { addCatalog } from '@brids/i18n';
import { NS } from '../ns.ts';

export { NS };

/** The marketing namespace's 'home' keys, added when a page that uses them loads (a first view carries only its own words). */
const id = {
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
addCatalog(NS, { id, en });
