import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@brids/contracts';
import { createRouteMatcher } from '@brids/platform/route-match';
import { composeRouteTable } from '@brids/platform/route-table';
import { SHELL_REMOTE, SHELL_ROUTES } from '@brids/platform/shell-routes';
import { routes as educationRoutes } from '../../../mf-education/src/routes.ts';
import { routes as marketingRoutes } from '../../../mf-marketing/src/routes.ts';
import { routes as researchRoutes } from '../../../mf-research/src/routes.ts';
import { routes as toolsRoutes } from '../../../mf-tools/src/routes.ts';
import { REDIRECT_RULES } from '../../src/site/migration.ts';
import { FOOTER_MENU, MAIN_MENU, type MenuSeed } from '../../src/site/seed/menus.ts';
import { PAGES } from '../../src/site/seed/pages.ts';
import { COMPONENTS } from '../../src/site/seed/site-config.ts';
import { DOCUMENT_ROUTES, documentPath, type RouteName, SITE_ROUTES, sitePath } from '../../src/site/site-paths.ts';

// The site's route table composed as the shell composes it: the four remotes' declarations and the shell's own pages.
const table = composeRouteTable({
  [SHELL_REMOTE]: { routes: SHELL_ROUTES },
  mf_marketing: { routes: marketingRoutes },
  mf_research: { routes: researchRoutes },
  mf_education: { routes: educationRoutes },
  mf_tools: { routes: toolsRoutes },
});
const match = createRouteMatcher(table);
// The catch-all content page serves only the seeded pages it asks for (`/api/pages/:slug?filter[kind]=app,static`).
const CONTENT_PAGES = new Set(PAGES.filter((page) => page.kind !== 'landing').map((page) => page.slug));

/** Why no route serves a site path in its locale, or undefined when one does (a hash or query is ignored; '*' is any segment). */
function unserved(url: string, locale: Locale): string | undefined {
  const path = url.split(/[?#]/)[0]!.replace(/\/\*$/, '/sample-segment');
  const found = match(path);
  if (!found) return `${url}: no route`;
  if (found.route.locale !== locale) return `${url}: a ${found.route.locale} route`;
  if (found.route.name === 'content-page' && !CONTENT_PAGES.has(found.params.slug ?? '')) return `${url}: no seeded content page ${found.params.slug}`;
  return undefined;
}

const isSitePath = (url: string) => url.startsWith('/');

/** The URLs of the published entries (an unpublished one, like the sample's 'coming soon' service, is never shown). */
function menuUrls(menus: MenuSeed[]): { key: string; locale: Locale; url: string }[] {
  return menus.filter((menu) => menu.published !== false).flatMap((menu) => [
    ...LOCALES.map((locale) => ({ key: menu.key, locale, url: menu.url[locale] })),
    ...menuUrls(menu.children ?? []),
  ]);
}

describe('the seeded paths agree with the remotes\' route declarations', () => {
  it('every published seeded menu entry points to a path a route serves, in both locales', () => {
    const problems = menuUrls([...MAIN_MENU, ...FOOTER_MENU])
      .filter((entry) => isSitePath(entry.url))
      .flatMap((entry) => unserved(entry.url, entry.locale) ?? []);
    expect(problems).toEqual([]);
  });

  it('every redirect rule points to a path a route serves', () => {
    const problems = REDIRECT_RULES.flatMap((rule) => {
      const locale = rule.to_path.split('/')[1] as Locale;
      return unserved(rule.to_path, locale) ?? [];
    });
    expect(problems).toEqual([]);
  });

  it('every component\'s call to action on the site points to a path a route serves', () => {
    const problems = COMPONENTS.flatMap((component) => component.cta ?? [])
      .flatMap((cta) => LOCALES.map((locale) => ({ locale, url: cta.url[locale] })))
      .filter((cta) => isSitePath(cta.url))
      .flatMap((cta) => unserved(cta.url, cta.locale) ?? []);
    expect(problems).toEqual([]);
  });

  it('SITE_ROUTES gives each route the paths its remote declares (or a seeded content page)', () => {
    const problems = (Object.keys(SITE_ROUTES) as RouteName[]).flatMap((name) =>
      LOCALES.flatMap((locale) => {
        const found = match(sitePath(name, locale));
        const served = found?.route.name === name || (found?.route.name === 'content-page' && CONTENT_PAGES.has(name));
        return served && found?.route.locale === locale ? [] : [`${name} (${locale}): ${sitePath(name, locale)} is ${found?.route.name ?? 'not served'}`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('DOCUMENT_ROUTES (the assistant\'s links to search documents) gives each route the paths its remote declares', () => {
    const problems = Object.keys(DOCUMENT_ROUTES).flatMap((name) =>
      LOCALES.flatMap((locale) => {
        const path = documentPath(name, { slug: 'sample-slug', news: 'sample-news' }, locale)!;
        const found = match(path);
        return found?.route.name === name && found.route.locale === locale ? [] : [`${name} (${locale}): ${path} is ${found?.route.name ?? 'not served'}`];
      }),
    );
    expect(problems).toEqual([]);
  });
});
