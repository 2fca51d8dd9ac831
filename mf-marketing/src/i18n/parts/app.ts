import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';

/** The marketing namespace's 'app' words in Indonesian (the default locale: they type the keys). */
export const id = {
  app: {
    badge: "Aplikasi trading",
    features: "Fitur utama",
    screenshots: "Tampilan aplikasi",
    screenshot: "Tangkapan layar {{n}} aplikasi {{app}}",
    appStore: "Unduh di App Store",
    googlePlay: "Dapatkan di Google Play"
  }
};
const en: typeof id = {
  app: {
    badge: "Trading app",
    features: "Key features",
    screenshots: "Screenshots",
    screenshot: "Screenshot {{n}} of the {{app}} app",
    appStore: "Download on the App Store",
    googlePlay: "Get it on Google Play"
  }
};
/** The 'app' part of the marketing namespace, listed in `catalogs` by every page that shows its words. */
export const appCatalog = defineCatalog(NS, { id, en });
