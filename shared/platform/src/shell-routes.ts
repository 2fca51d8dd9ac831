import type { RouteDeclaration } from '@brids/contracts';

/**
 * Pages the shell owns itself (no remote): login (blank layout, guest-only) and the preview of a draft by a
 * signed preview link (the token is the authority: no login; made in the console, content-service
 * `editorial/preview-links.ts`, whose paths must agree with these). Kept out of search engines.
 */
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
    paths: { en: 'preview/:token', id: 'pratinjau/:token' },
    module: './pages/preview',
    title: { en: 'Draft preview', id: 'Pratinjau draf' },
    // The server asks for it once: an unknown or expired link's document is a 404 (no draft in it).
    resource: '/api/preview/:token',
    head: { noindex: true },
  },
];

/** The route name of the draft preview page (its documents are personal: `private, no-store`). */
export const PREVIEW_ROUTE = 'preview';

/** The key of the shell's own routes in a composed table (remotes are `mf_<squad>`). */
export const SHELL_REMOTE = 'shell';
