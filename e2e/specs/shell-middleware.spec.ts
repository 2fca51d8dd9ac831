// The navigation middleware, in its order (ARCHITECTURE.md; spec §2; issue 3 point 7):
// redirection with the content service's rules (latest-news and general), answered by the server
// as HTTP 301/302 and applied by the router on client navigations; checkMenu, where a page whose
// menu entry is unpublished answers 404; then the locale.
import type { Menu, RedirectRule } from '@brids/contracts';
import { test, expect } from '../support/fixtures.ts';
import { LOCALES, type Locale } from '../support/content.ts';
import { BROWSER_RENDERED_SITE_URL, SITE_URL } from '../support/env.ts';
import { PATHS, WORDS } from '../support/shell.ts';

const localeOf = (path: string): Locale => (path.startsWith('/en') ? 'en' : 'id');
const isPrefix = (rule: RedirectRule) => rule.from.endsWith('/*');

test.describe('redirect rules', () => {
  test('the server answers every rule with its HTTP status and the new address, keeping the query', async ({ request, content }) => {
    const rules = await content.redirects();
    expect(rules.some((rule) => rule.kind === 'latest-news'), 'latest-news rules').toBe(true);
    expect(rules.some((rule) => rule.kind === 'general'), 'general rules').toBe(true);
    for (const rule of rules) {
      const tail = isPrefix(rule) ? (await content.companyWithNews(localeOf(rule.from))).slug : '';
      const from = rule.from.replace('*', tail);
      const to = rule.to.replace('*', tail);
      await test.step(`${from} -> ${to} (${rule.status})`, async () => {
        const answer = await request.get(`${from}?utm_source=e2e`, { maxRedirects: 0 });
        expect(answer.status(), `status of ${from}`).toBe(rule.status);
        const location = new URL(answer.headers()['location'] ?? '', SITE_URL);
        expect(location.pathname + location.search, `Location of ${from}`).toBe(`${to}?utm_source=e2e`);
      });
    }
  });

  for (const locale of LOCALES) {
    test(`/${locale}: an old address, typed or linked, lands on the page it moved to`, async ({ site, page, content }) => {
      const rules = (await content.redirects()).filter((rule) => localeOf(rule.from) === locale);
      const general = rules.find((rule) => rule.kind === 'general' && !isPrefix(rule) && rule.to === PATHS[locale].research);
      const prefix = rules.find(isPrefix);
      expect(general, `a general rule to ${PATHS[locale].research}`).toBeDefined();
      expect(prefix, 'a prefix rule').toBeDefined();

      await test.step(`typed: ${general!.from}`, async () => {
        const research = await content.page('research-report', locale);
        const response = await page.goto(general!.from);
        expect((await response!.request().redirectedFrom()?.response())?.status(), 'the redirect of the server').toBe(general!.status);
        await site.expectPage({ path: general!.to, heading: research.title, locale });
      });

      await test.step(`an old link to a company: ${prefix!.from}`, async () => {
        const { slug } = await content.companyWithNews(locale);
        const company = await content.entry('companies', slug, locale);
        const response = await page.goto(prefix!.from.replace('*', slug));
        expect((await response!.request().redirectedFrom()?.response())?.status()).toBe(prefix!.status);
        await site.expectPage({ path: prefix!.to.replace('*', slug), heading: company.title, locale });
      });

      await test.step('a link of the site to an old address is redirected by the router, without a reload', async () => {
        const rule = (await content.redirects()).find((r) => r.to === PATHS[locale].research && localeOf(r.from) === locale);
        expect(rule, `a rule to ${PATHS[locale].research}`).toBeDefined();
        // Marketing left an old address in the footer menu: the browser follows the rule itself.
        await page.route(/\/api\/menus\?.*filter%5Btype%5D=footer/, async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { data: Menu[] };
          for (const group of body.data) for (const item of group.child) if (item.url === rule!.to) item.url = rule!.from;
          await route.fulfill({ response, json: body });
        });
        // The browser-rendered server: the browser loads the footer's menu itself (the default server renders it).
        await site.open(BROWSER_RENDERED_SITE_URL + PATHS[locale].stock);
        const marker = await site.markDocument();
        const link = site.footer.getByRole('link', { name: locale === 'en' ? 'Research Reports' : 'Laporan Riset', exact: true });
        await expect(link).toHaveAttribute('href', rule!.from);
        await link.click();
        await site.expectPage({ path: rule!.to, locale });
        await site.expectSameDocument(marker);
      });
    });
  }
});

test.describe('checkMenu: a page whose menu entry is unpublished answers 404', () => {
  for (const locale of LOCALES) {
    test(`/${locale}: unpublished menu entries answer 404 with the not-found page, on a first visit and on a client navigation`, async ({
      site,
      page,
      content,
      consoleGuard,
    }) => {
      const unpublished = await content.get<{ data: Menu[] }>('/menus?filter[is_published]=0', locale);
      expect(unpublished.data.length, 'unpublished menu entries in the seed').toBeGreaterThan(0);
      for (const entry of unpublished.data) {
        await test.step(entry.url, async () => {
          consoleGuard.allowFailedLoadsOf(entry.url);
          consoleGuard.allowFailedLoadsOf(/\/api\/pages\/[a-z-]+\?/);
          await site.open(entry.url, { status: 404 });
          await site.expectNotFound();
          await site.expectLocale(locale);
          // In the path's language, like every other page of the locale (the root's error page had the default's texts).
          await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(WORDS[locale].notFoundTitle);
        });
      }

      await test.step('a page switched off in the menus shows the not-found page on a client navigation', async () => {
        const faq = PATHS[locale].faq;
        // Marketing unpublishes the FAQ's menu entry: the browser learns it from /api/menus.
        await page.route(/\/api\/menus\?.*filter%5Bis_published%5D=0/, async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { data: Menu[] };
          body.data.push({ ...body.data[0]!, id: 9999, title: 'FAQ', url: faq, child: [] });
          await route.fulfill({ response, json: body });
        });
        await site.open(PATHS[locale].stock);
        const marker = await site.markDocument();
        await site.header.getByRole('link', { name: 'FAQ', exact: true }).first().click();
        await expect(page).toHaveURL((url) => url.pathname === faq);
        await site.expectNotFound();
        await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(WORDS[locale].notFoundTitle);
        await site.expectSameDocument(marker);
      });
    });
  }
});
