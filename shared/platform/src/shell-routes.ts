import type { RouteDeclaration } from '@brids/contracts';

/** Pages the shell owns itself (no remote): login (blank layout, guest-only) and the editors' preview. */
export const SHELL_ROUTES: RouteDeclaration[] = [
  {
    name: 'login',
    paths: { en: 'login', id: 'login' },
    module: './pages/login',
    title: { en: 'Login', id: 'Masuk' },
    layout: 'blank',
    middleware: ['guest'],
  },
  {
    name: 'preview',
    paths: { en: 'preview/:collection/:slug', id: 'pratinjau/:collection/:slug' },
    module: './pages/preview',
    title: { en: 'Preview', id: 'Pratinjau' },
    middleware: ['auth'],
  },
];

/** The key of the shell's own routes in a composed table (remotes are `mf_<squad>`). */
export const SHELL_REMOTE = 'shell';
