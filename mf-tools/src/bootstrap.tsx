import { startStandaloneRemote } from '@brids/ui/standalone';
import { routes } from './routes.ts';

// Standalone mode for the squad: this remote's pages without the shell.
startStandaloneRemote('mf_tools', routes, {
  './pages/investment-calculator': () => import('./pages/investment-calculator/index.tsx'),
  './pages/risk-profile': () => import('./pages/risk-profile/index.tsx'),
  './pages/risk-profile-result': () => import('./pages/risk-profile-result/index.tsx'),
});
