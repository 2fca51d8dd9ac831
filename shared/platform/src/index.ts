export * from './route-table.ts';
export { SHELL_ROUTES, SHELL_REMOTE } from './shell-routes.ts';
export * from './page.ts';
export { api, setTokenSource } from './api.ts';
export { useSiteStore, type SiteState } from './site-store.ts';
export { useAuthStore, type AuthState } from './auth-store.ts';
export { AUTH_PREFIX, TOKEN_KEY, REDIRECT_KEY, readValue, storeValue } from './auth-storage.ts';
export { NAVIGATION_MIDDLEWARE, namedMiddleware } from './middleware.ts';
export { applyRedirect } from './redirect-rules.ts';
export { buildSiteRoutes, useLayoutData, type LoadedPage, type SiteRouteOptions, type SiteRoutes } from './site-routes.tsx';
export { createRouteMatcher, type RouteMatch, type RouteMatcher } from './route-match.ts';
export { useLocale, useRouteName, useSwitchLocalePath } from './hooks.ts';
export { publicConfig, type PublicConfig } from './public-config.ts';
// The captcha is a subpath entry (`@brids/platform/captcha-field`, `@brids/platform/captcha`): only
// forms need it, and this shared singleton is on every page's first view.
