import { startStandaloneRemote } from '@brids/ui/standalone';
import { routes } from './routes.ts';

// Standalone mode for the squad: this remote's pages without the shell.
startStandaloneRemote('mf_marketing', routes, {
  './pages/home': () => import('./pages/home/index.tsx'),
  './pages/about-us': () => import('./pages/about-us/index.tsx'),
  './pages/announcement': () => import('./pages/announcement/index.tsx'),
  './pages/announcement-detail': () => import('./pages/announcement-detail/index.tsx'),
  './pages/blog': () => import('./pages/blog/index.tsx'),
  './pages/blog-editor-board': () => import('./pages/blog-editor-board/index.tsx'),
  './pages/blog-detail': () => import('./pages/blog-detail/index.tsx'),
  './pages/contact-us': () => import('./pages/contact-us/index.tsx'),
  './pages/faq': () => import('./pages/faq/index.tsx'),
  './pages/faq-detail': () => import('./pages/faq-detail/index.tsx'),
  './pages/products-and-services': () => import('./pages/products-and-services/index.tsx'),
  './pages/promo': () => import('./pages/promo/index.tsx'),
  './pages/promo-detail': () => import('./pages/promo-detail/index.tsx'),
  './pages/search-result': () => import('./pages/search-result/index.tsx'),
  './pages/stock': () => import('./pages/stock/index.tsx'),
  './pages/eba-retail': () => import('./pages/eba-retail/index.tsx'),
  './pages/mutual-fund': () => import('./pages/mutual-fund/index.tsx'),
  './pages/securities': () => import('./pages/securities/index.tsx'),
  './pages/digital-facility': () => import('./pages/digital-facility/index.tsx'),
  './pages/loss-insurances': () => import('./pages/loss-insurances/index.tsx'),
  './pages/mppe': () => import('./pages/mppe/index.tsx'),
  './pages/priority-customer-gate': () => import('./pages/priority-customer-gate/index.tsx'),
  './pages/security-pawn': () => import('./pages/security-pawn/index.tsx'),
  './pages/stock-account': () => import('./pages/stock-account/index.tsx'),
  './pages/content-page': () => import('./pages/content-page/index.tsx'),
});
