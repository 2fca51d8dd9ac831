import { createApiClient, type Locale, type RedirectRule } from '@brids/contracts';
import { applyRedirect } from '@brids/platform/redirect-rules';
import { safeLocalPath } from '@brids/platform/safe-path';
import type { ContentBreaker } from './content-breaker.ts';

/** How long the server reuses redirect rules and unpublished menus before asking again. */
const TTL_MS = 60_000;

export type RuleOutcome = { redirect: { to: string; status: 301 | 302 } } | { notFound: true } | null;

/**
 * One list kept for `TTL_MS`, then asked for again while the last good one still answers; when the
 * content service cannot answer, the last good list stays (per instance: it only stands in while the
 * service is away), else `fallback`.
 */
function lastGood<T>(load: () => Promise<T>, fallback: T, log: (message: string) => void): () => Promise<T> {
  let good: { at: number; value: T } | undefined;
  let pending: Promise<T> | undefined;
  return () => {
    if (good && Date.now() - good.at < TTL_MS) return Promise.resolve(good.value);
    pending ??= load()
      .then(
        (value) => {
          good = { at: Date.now(), value };
          return value;
        },
        (error: unknown) => {
          log(`navigation rules: ${String(error)}`);
          return good?.value ?? fallback;
        },
      )
      .finally(() => {
        pending = undefined;
      });
    return good ? Promise.resolve(good.value) : pending;
  };
}

/**
 * The server side of the navigation middleware (ARCHITECTURE.md): the content service's redirect
 * rules answer HTTP 301/302, and a page whose menu entry is unpublished answers 404, before any
 * JavaScript runs. When the content service cannot answer, the last good rules apply, or none (the page still loads).
 */
export function createNavigationRules(contentApiUrl: string, breaker: ContentBreaker, log: (message: string) => void) {
  const api = createApiClient({ baseUrl: `${contentApiUrl}/api`, fetch: (url, init) => breaker.fetch(url, init) });
  const rules = lastGood(() => api.redirects(), [] as RedirectRule[], log);
  const unpublished = new Map<Locale, () => Promise<Set<string>>>();
  const unpublishedOf = (locale: Locale) => {
    let menus = unpublished.get(locale);
    if (!menus) unpublished.set(locale, (menus = lastGood(async () => new Set(await api.unpublishedMenuUrls(locale)), new Set<string>(), log)));
    return menus();
  };

  return async function outcome(pathname: string, locale: Locale): Promise<RuleOutcome> {
    const [redirects, menus] = await Promise.all([rules(), unpublishedOf(locale)]);
    const match = applyRedirect(redirects, pathname);
    if (match && match.target !== pathname && safeLocalPath(match.target)) return { redirect: { to: match.target, status: match.status } };
    return menus.has(pathname) ? { notFound: true } : null;
  };
}
