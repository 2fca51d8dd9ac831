import { addCatalog } from '@brids/i18n';
import { NS } from '../ns.ts';

export { NS };

/** The marketing namespace's 'app' keys, added when a page that uses them loads (a first view carries only its own words). */
const id = {
  app: {
    badge: "Aplikasi trading",
    features: "Fitur utama",
    screenshots: "Tampilan aplikasi",
    screenshot: "Tangkapan layar {{n}} aplikasi {{app}}",
    download: "Unduh aplikasinya",
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
    download: "Get the app",
    appStore: "Download on the App Store",
    googlePlay: "Get it on Google Play"
  }
};
addCatalog(NS, { id, en });
