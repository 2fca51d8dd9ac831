import type { Locale } from '@brids/contracts';
import type { RouteMatch } from '@brids/platform/route-match';
import { fillPathSafe } from '../paths.ts';
import { declarationOf, pageHead, type PageHead, type PageHeadInput } from './head.ts';

const TIMEOUT_MS = 3000;

/** The answer to a route's `resource`: whether the content service knows the slug, and what it said. */
export interface ResourceAnswer {
  found: boolean;
  /** The parsed JSON of a 2xx answer (the entry, for the page's head). */
  answer?: unknown;
}

/**
 * Fetches what a route's URL names (a slug) once: a 404 makes the page a 404, and the answer
 * gives the page's head (title, description, image, structured data).
 */
export async function fetchResource(contentApiUrl: string, match: RouteMatch, headers: Record<string, string> = {}): Promise<ResourceAnswer> {
  if (!match.route.resource) return { found: true };
  const filled = fillPathSafe(match.route.resource, match.params);
  if (!filled) return { found: false };
  const url = new URL(contentApiUrl + filled);
  url.searchParams.set('locale', match.route.locale);
  try {
    const res = await fetch(url, { headers: { ...headers, Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (res.status === 404) return { found: false };
    if (!res.ok) return { found: true };
    return { found: true, answer: await res.json().catch(() => undefined) };
  } catch {
    return { found: true }; // content service unreachable: the page itself shows the error
  }
}

/** GET of a content-service call as a route declares it (`:locale` and the params filled in); undefined on failure. */
async function getJson(contentApiUrl: string, call: string, locale: Locale, params: Record<string, string>): Promise<unknown> {
  const filled = fillPathSafe(call.replace(/:locale\b/g, locale), params);
  if (!filled) return undefined;
  try {
    const res = await fetch(contentApiUrl + filled, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    return res.ok ? await res.json() : undefined;
  } catch {
    return undefined;
  }
}

const SETTINGS_TTL_MS = 60_000;
const settingsCache = new Map<string, { at: number; value: Promise<Record<string, string>> }>();

/** The settings of a locale as a key → value map, kept for a minute (the home page's Organization reads them). */
function settingsOf(contentApiUrl: string, locale: Locale): Promise<Record<string, string>> {
  const key = `${contentApiUrl} ${locale}`;
  const cached = settingsCache.get(key);
  if (cached && Date.now() - cached.at < SETTINGS_TTL_MS) return cached.value;
  const value = getJson(contentApiUrl, '/api/settings?locale=:locale', locale, {}).then((answer) => {
    const list = answer && typeof answer === 'object' ? (answer as { data?: unknown }).data : undefined;
    const settings: Record<string, string> = {};
    if (Array.isArray(list)) {
      for (const item of list as { key?: unknown; value?: unknown }[]) {
        if (typeof item.key === 'string' && typeof item.value === 'string') settings[item.key] = item.value;
      }
    }
    if (Object.keys(settings).length === 0) settingsCache.delete(key); // not kept when the service failed
    return settings;
  });
  settingsCache.set(key, { at: Date.now(), value });
  return value;
}

/** The head of a found page: reads what its structured data needs besides the resource (settings on home, a FAQ source). */
export async function headOfPage(contentApiUrl: string, input: Omit<PageHeadInput, 'settings' | 'source'>): Promise<PageHead> {
  const { match } = input;
  const locale = match.route.locale;
  const declaration = declarationOf(input.release, match.route.remote, match.route.name);
  const isHome = input.pathname === `/${locale}`;
  const sourceCall = declaration?.head?.schema === 'FAQPage' ? declaration.head.source : undefined;
  const [settings, source] = await Promise.all([
    isHome ? settingsOf(contentApiUrl, locale) : undefined,
    sourceCall ? getJson(contentApiUrl, sourceCall, locale, match.params) : undefined,
  ]);
  return pageHead({ ...input, ...(settings ? { settings } : {}), ...(source !== undefined ? { source } : {}) });
}
