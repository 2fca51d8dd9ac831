import { createApiClient, type ApiClient, type Locale, type RedirectRule } from '@brids/contracts';
import { applyRedirect } from '@brids/platform/redirect-rules';
import { safeLocalPath } from '@brids/platform/safe-path';
import type { ContentBreaker } from './content-breaker.ts';
import { oldest, type ContentVersion } from './content-version.ts';

/** How long the server reuses redirect rules and unpublished menus before asking again. */
const TTL_MS = 60_000;

export type RuleOutcome = { redirect: { to: string; status: 301 | 302 } } | { notFound: true } | null;

/**
 * One list kept for `TTL_MS` while the content version it was read at is current, then asked for again
 * while the last good one still answers (a newer content version: asked for at once); when the content
 * service cannot answer, the last good list stays (per instance: it only stands in while the service is
 * away), else `fallback`.
 */
function lastGood<T>(load: () => Promise<{ value: T; version: number | undefined }>, fallback: T, versions: ContentVersion, log: (message: string) => void): () => Promise<T> {
  let good: { at: number; value: T; version: number | undefined } | undefined;
  let pending: Promise<T> | undefined;
  return () => {
    const current = good !== undefined && versions.isCurrent(good.version);
    if (good && current && Date.now() - good.at < TTL_MS) return Promise.resolve(good.value);
    pending ??= load()
      .then(
        ({ value, version }) => {
          good = { at: Date.now(), value, version };
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
    // A list of an older content version waits for the new one (a redirect or an unpublished page changed).
    return good && current ? Promise.resolve(good.value) : pending;
  };
}

/**
 * The server side of the navigation middleware (ARCHITECTURE.md): the content service's redirect
 * rules answer HTTP 301/302, and a page whose menu entry is unpublished answers 404, before any
 * JavaScript runs. When the content service cannot answer, the last good rules apply, or none (the page still loads).
 */
export function createNavigationRules(contentApiUrl: string, breaker: ContentBreaker, versions: ContentVersion, log: (message: string) => void) {
  /** A call through the typed client, with the content version of its answer. */
  const versioned = async <T>(call: (api: ApiClient) => Promise<T>): Promise<{ value: T; version: number | undefined }> => {
    let version: number | undefined;
    const api = createApiClient({
      baseUrl: `${contentApiUrl}/api`,
      fetch: async (url, init) => {
        const res = await breaker.fetch(url, init);
        version = oldest(version, versions.seen(res.headers));
        return res;
      },
    });
    const value = await call(api);
    return { value, version };
  };
  const rules = lastGood(() => versioned((api) => api.redirects()), [] as RedirectRule[], versions, log);
  const unpublished = new Map<Locale, () => Promise<Set<string>>>();
  const unpublishedOf = (locale: Locale) => {
    let menus = unpublished.get(locale);
    if (!menus) unpublished.set(locale, (menus = lastGood(() => versioned(async (api) => new Set(await api.unpublishedMenuUrls(locale))), new Set<string>(), versions, log)));
    return menus();
  };

  return async function outcome(pathname: string, locale: Locale): Promise<RuleOutcome> {
    const [redirects, menus] = await Promise.all([rules(), unpublishedOf(locale)]);
    const match = applyRedirect(redirects, pathname);
    if (match && match.target !== pathname && safeLocalPath(match.target)) return { redirect: { to: match.target, status: match.status } };
    return menus.has(pathname) ? { notFound: true } : null;
  };
}
