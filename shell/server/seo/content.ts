import { z } from 'zod/mini';
import { ApiError, type Locale } from '@brids/contracts';
import type { RouteMatch } from '@brids/platform/route-match';
import { isContentUnavailable } from '../content/content-breaker.ts';
import type { ContentClient } from '../document/content-client.ts';
import { fillPathSafe } from './paths.ts';
import { resourceCall } from '../content/resource-call.ts';
import { declarationOf, pageHead, type PageHead, type PageHeadInput } from './head.ts';

/** Any answer of the content service with its `data`: the head reads dotted paths in it (`analysts.0.name`). */
const withData = z.object({ data: z.unknown() });
type WithData = z.infer<typeof withData>;

/** The answer to a route's `resource`: whether the content service knows the slug, and what it said. */
export interface ResourceAnswer {
  found: boolean;
  /** The parsed answer of a 2xx (the entry, for the page's head). */
  answer?: WithData;
  /** The content service could not answer (time-out, no answer, 502-504, breaker open): whether the page exists is unknown. */
  unavailable?: true;
}

/** A declared call (`/api/...?...` with `:locale` and params) as the typed client's path and query; undefined when a param is missing. */
function clientCall(call: string, locale: Locale, params: Record<string, string>): { path: string; query: Record<string, string> } | undefined {
  const filled = fillPathSafe(call, { ...params, locale });
  if (!filled?.startsWith('/api/')) return undefined;
  const url = new URL(filled, 'http://x');
  return { path: url.pathname.slice('/api'.length), query: Object.fromEntries(url.searchParams) };
}

/**
 * Fetches what a route's URL names (a slug) once: a 404 makes the page a 404, and the answer
 * gives the page's head (title, description, image, structured data).
 */
export async function fetchResource(content: ContentClient, match: RouteMatch): Promise<ResourceAnswer> {
  const declared = resourceCall(match.route);
  if (!declared) return { found: true };
  const call = clientCall(declared, match.route.locale, match.params);
  if (!call) return { found: false };
  try {
    return { found: true, answer: await content.api.get(call.path, withData, call.query) };
  } catch (error) {
    if (isContentUnavailable(error)) return { found: true, unavailable: true };
    // Any other failure (a 500, an answer without data): the page itself shows the error.
    return { found: !(error instanceof ApiError && error.status === 404) };
  }
}

/** GET of a content-service call as a route declares it (`:locale` and the params filled in); undefined on failure. */
async function declaredAnswer(content: ContentClient, declared: string, locale: Locale, params: Record<string, string>): Promise<WithData | undefined> {
  const call = clientCall(declared, locale, params);
  return call && content.api.get(call.path, withData, call.query).catch(() => undefined);
}

const SETTINGS_TTL_MS = 60_000;
const settingsCache = new Map<string, { at: number; value: Promise<Record<string, string>>; version?: number | undefined }>();

/**
 * The settings of a locale as a key → value map, kept for a minute while the content version they were
 * read at is current (the home page's Organization reads them).
 */
function settingsOf(content: ContentClient, locale: Locale): Promise<Record<string, string>> {
  const key = `${content.origin} ${locale}`;
  const cached = settingsCache.get(key);
  if (cached && Date.now() - cached.at < SETTINGS_TTL_MS && content.versions.isCurrent(cached.version)) return cached.value;
  const entry: { at: number; value: Promise<Record<string, string>>; version?: number | undefined } = { at: Date.now(), value: Promise.resolve({}) };
  entry.value = content.api.settings(locale).then(
    (list) => {
      // The document's answers so far, this one included: the oldest version is the settings' at most.
      entry.version = content.version;
      return Object.fromEntries(list.map((setting) => [setting.key, setting.value]));
    },
    () => ({}),
  ).then((settings: Record<string, string>) => {
    if (Object.keys(settings).length === 0) settingsCache.delete(key); // not kept when the service failed
    return settings;
  });
  settingsCache.set(key, entry);
  return entry.value;
}

/** The head of a found page: reads what its structured data needs besides the resource (settings on home, a FAQ source). */
export async function headOfPage(content: ContentClient, input: Omit<PageHeadInput, 'settings' | 'source'>): Promise<PageHead> {
  const { match } = input;
  const locale = match.route.locale;
  const declaration = declarationOf(input.release, match.route.remote, match.route.name);
  const isHome = input.pathname === `/${locale}`;
  const sourceCall = declaration?.head?.schema === 'FAQPage' ? declaration.head.source : undefined;
  const [settings, source] = await Promise.all([
    isHome ? settingsOf(content, locale) : undefined,
    sourceCall ? declaredAnswer(content, sourceCall, locale, match.params) : undefined,
  ]);
  return pageHead({ ...input, ...(settings ? { settings } : {}), ...(source !== undefined ? { source } : {}) });
}
