import { createApiClient, type Locale, type RedirectRule } from '@brids/contracts';
import { applyRedirect } from '@brids/platform/redirect-rules';
import { safeLocalPath } from '@brids/platform/safe-path';

/** How long the server reuses redirect rules and unpublished menus before asking again. */
const TTL_MS = 60_000;

export type RuleOutcome = { redirect: { to: string; status: 301 | 302 } } | { notFound: true } | null;

/**
 * The server side of the navigation middleware (ARCHITECTURE.md): the content service's redirect
 * rules answer HTTP 301/302, and a page whose menu entry is unpublished answers 404, before any
 * JavaScript runs. When the content service cannot answer, no rule applies (the page still loads).
 */
export function createNavigationRules(contentApiUrl: string, log: (message: string) => void) {
  const api = createApiClient({ baseUrl: `${contentApiUrl}/api` });
  let rules: { at: number; value: Promise<RedirectRule[]> } | undefined;
  const unpublished = new Map<Locale, { at: number; value: Promise<Set<string>> }>();

  const cached = <T>(entry: { at: number; value: Promise<T> } | undefined, load: () => Promise<T>, fallback: T) => {
    if (entry && Date.now() - entry.at < TTL_MS) return entry;
    const value = load().catch((error: unknown) => {
      log(`navigation rules: ${String(error)}`);
      return fallback;
    });
    return { at: Date.now(), value };
  };

  return async function outcome(pathname: string, locale: Locale): Promise<RuleOutcome> {
    rules = cached(rules, () => api.redirects(), []);
    const match = applyRedirect(await rules.value, pathname);
    if (match && match.target !== pathname && safeLocalPath(match.target)) return { redirect: { to: match.target, status: match.status } };
    const menus = cached(unpublished.get(locale), async () => new Set(await api.unpublishedMenuUrls(locale)), new Set<string>());
    unpublished.set(locale, menus);
    return (await menus.value).has(pathname) ? { notFound: true } : null;
  };
}
