import { redirect, type MiddlewareFunction } from 'react-router';
import type { Locale } from '@brids/contracts';
import { setLocale } from '@brids/i18n';
import { api } from './api.ts';
import { REDIRECT_KEY, storeValue } from './auth-storage.ts';
import { useAuthStore } from './auth-store.ts';
import { HttpStatusError, NotFoundError } from './page.ts';
import { applyRedirect } from './redirect-rules.ts';
import { localeOfPath, localePath } from './route-table.ts';
import { useSiteStore } from './site-store.ts';

/** How long redirect rules and unpublished menus are reused before they are asked for again. */
const RULES_TTL_MS = 5 * 60 * 1000;

function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!entry || Date.now() - entry.at > RULES_TTL_MS) {
      const value = load();
      entry = { at: Date.now(), value };
      value.catch(() => {
        entry = undefined;
      });
    }
    return entry.value;
  };
}

const redirectRules = cached(() => api.redirects());
const unpublished: Record<Locale, () => Promise<Set<string>>> = {
  id: cached(async () => new Set(await api.unpublishedMenuUrls('id'))),
  en: cached(async () => new Set(await api.unpublishedMenuUrls('en'))),
};

/** 1. redirection: the content service's rules, latest-news rules and general rules. */
export const redirection: MiddlewareFunction = async ({ request }) => {
  const url = new URL(request.url);
  const rules = await redirectRules().catch((error: unknown) => {
    console.error('Redirect rules failed to load', error);
    return [];
  });
  const match = applyRedirect(rules, url.pathname);
  if (match && match.target !== url.pathname) throw redirect(match.target + url.search, match.status);
};

/** 2. checkMenu: a page whose menu entry marketing has unpublished answers 404. */
export const checkMenu: MiddlewareFunction = async ({ request }) => {
  const { pathname } = new URL(request.url);
  const off = await unpublished[localeOfPath(pathname)]().catch((error: unknown) => {
    console.error('Menus failed to load for checkMenu', error);
    return new Set<string>();
  });
  if (off.has(pathname)) throw new NotFoundError();
};

/** 3. locale: the language of the path prefix, for every remote's texts. */
export const localeHandling: MiddlewareFunction = async ({ request }) => {
  const locale = localeOfPath(new URL(request.url).pathname);
  await setLocale(locale);
  useSiteStore.getState().setLocale(locale);
};

/** The middleware run on every navigation, in this order (ARCHITECTURE.md). */
export const NAVIGATION_MIDDLEWARE: MiddlewareFunction[] = [redirection, checkMenu, localeHandling];

/** Protected page: a guest goes to login, and the page is remembered for after it. */
const auth: MiddlewareFunction = async ({ request }) => {
  await useAuthStore.getState().restore();
  if (useAuthStore.getState().loggedIn) return;
  const url = new URL(request.url);
  storeValue(REDIRECT_KEY, url.pathname + url.search);
  throw redirect(localePath('login', {}, localeOfPath(url.pathname)));
};

/** Guest-only page (login): a logged-in visitor goes home. */
const guest: MiddlewareFunction = async ({ request }) => {
  await useAuthStore.getState().restore();
  if (useAuthStore.getState().loggedIn) throw redirect(localePath('home', {}, localeOfPath(new URL(request.url).pathname)));
};

const NAMED: Record<string, MiddlewareFunction> = { auth, guest };

/** The middleware a route names; an unknown name fails the navigation with 500 (spec §8). */
export function namedMiddleware(name: string): MiddlewareFunction {
  return (
    NAMED[name] ??
    (() => {
      throw new HttpStatusError(500, `Unknown middleware ${name}`);
    })
  );
}
