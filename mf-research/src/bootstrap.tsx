import { startStandaloneRemote } from '@brids/ui/standalone';
import { routes } from './routes.ts';

// Standalone mode for the squad: this remote's pages without the shell.
startStandaloneRemote('mf_research', routes, {
  './pages/recommendation': () => import('./pages/recommendation/index.tsx'),
  './pages/company-information-list': () => import('./pages/company-information-list/index.tsx'),
  './pages/company-information': () => import('./pages/company-information/index.tsx'),
  './pages/company-latest-news': () => import('./pages/company-latest-news/index.tsx'),
  './pages/company-latest-news-detail': () => import('./pages/company-latest-news-detail/index.tsx'),
  './pages/corporate-action': () => import('./pages/corporate-action/index.tsx'),
  './pages/research-report': () => import('./pages/research-report/index.tsx'),
  './pages/research-report-detail': () => import('./pages/research-report-detail/index.tsx'),
  './pages/sapa-mentari': () => import('./pages/sapa-mentari/index.tsx'),
  './pages/sapa-mentari-detail': () => import('./pages/sapa-mentari-detail/index.tsx'),
});
