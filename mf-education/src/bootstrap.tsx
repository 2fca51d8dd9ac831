import { startStandaloneRemote } from '@brids/ui/standalone';
import { routes } from './routes.ts';

// Standalone mode for the squad: this remote's pages without the shell.
startStandaloneRemote('mf_education', routes, {
  './pages/education': () => import('./pages/education/index.tsx'),
  './pages/brids-eduvest': () => import('./pages/brids-eduvest/index.tsx'),
  './pages/brids-eduvest-detail': () => import('./pages/brids-eduvest-detail/index.tsx'),
  './pages/educational-videos': () => import('./pages/educational-videos/index.tsx'),
  './pages/learn-investment-detail': () => import('./pages/learn-investment-detail/index.tsx'),
  './pages/eduvest-register': () => import('./pages/eduvest-register/index.tsx'),
  './pages/eduvest-register-success': () => import('./pages/eduvest-register-success/index.tsx'),
  './pages/eduvest-register-failed': () => import('./pages/eduvest-register-failed/index.tsx'),
});
