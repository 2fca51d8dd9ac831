// Auth (spec §2, §4, §5, §6, §9; issue 3 point 8): the editors' login page (blank layout, guest-only). Login
// stores the bearer token (cookie and localStorage under 'auth.') then fetches the user and goes to the path a
// protected page remembered (the `auth` middleware; no page of the site needs it since drafts are previewed by
// signed links, console.spec.ts); logout calls the endpoint, ignores its errors, and clears user and token; a
// remembered path is used only when it is a local path.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { LOCALES, type Locale } from '../support/content.ts';
import { AUTH_KEYS, DRAFT, EDITOR, PATHS, WORDS, device } from '../support/shell.ts';

const FOOTER_STOCK = { en: 'Stock', id: 'Saham' } as const;

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;

async function logIn(page: Page, locale: Locale, credentials: { email: string; password: string } = EDITOR): Promise<void> {
  const words = WORDS[locale];
  await page.getByLabel(words.emailLabel, { exact: true }).fill(credentials.email);
  await page.getByLabel(words.passwordLabel, { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
}

// English on a desktop, Indonesian on a phone: both languages, both widths.
const RUNS: { width: number; locale: Locale }[] = [
  { width: 1280, locale: 'en' },
  { width: 375, locale: 'id' },
];

for (const { width, locale } of RUNS) {
  test.describe(`editors' login at ${width} px`, () => {
    test.use(device(width));

    const words = WORDS[locale];
    const paths = PATHS[locale];

    test(`/${locale}: an editor logs in, goes to the remembered page, then logs out`, async ({ site, page, consoleGuard }) => {
      await test.step('the login page, in the blank layout', async () => {
        await site.open(paths.login, { layout: 'blank' });
        await expect(site.heading).toHaveText(words.loginTitle);
        await expect(site.page.getByRole('banner').getByRole('link', { name: words.home })).toHaveAttribute('href', paths.home);
      });

      await test.step('the form checks its fields before it sends them', async () => {
        await page.getByRole('button', { name: words.submit, exact: true }).click();
        await expect(page.getByText(words.required, { exact: true })).toHaveCount(2);
        await logIn(page, locale, { email: 'not-an-email', password: 'x' });
        await expect(page.getByText(words.invalidEmail, { exact: true })).toBeVisible();
        // The content service refuses a wrong password with 401: the browser logs the failed call.
        consoleGuard.allowFailedLoadsOf(/\/api\/auth\/login$/);
        await logIn(page, locale, { email: EDITOR.email, password: 'not-the-password' });
        await expect(page.getByRole('alert')).toHaveText(words.loginFailed);
        expect(await stored(page, AUTH_KEYS.token)).toBeNull();
      });

      await test.step('login stores the token, then fetches the user, and goes to the remembered page', async () => {
        // What a protected page's middleware remembers for after the login.
        await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [AUTH_KEYS.redirect, paths.stock]);
        const calls: string[] = [];
        page.on('request', (request) => {
          const path = new URL(request.url()).pathname;
          if (path.startsWith('/api/auth/')) calls.push(`${request.method()} ${path} ${request.headers()['authorization'] ? 'with' : 'without'} token`);
        });
        await logIn(page, locale);
        await site.expectPage({ path: paths.stock, locale });
        expect(calls.slice(0, 2)).toEqual(['POST /api/auth/login without token', 'GET /api/auth/user with token']);
        const token = await stored(page, AUTH_KEYS.token);
        expect(token, 'the bearer token in localStorage').toMatch(/^Bearer [A-Za-z0-9_-]{20,}$/);
        expect(await cookie(page, AUTH_KEYS.token), 'the same token in the cookie').toBe(encodeURIComponent(token!));
        expect(await stored(page, AUTH_KEYS.redirect), 'the remembered path is used once').toBeNull();
        await expect(page.getByText(words.signedInAs(EDITOR.name), { exact: true })).toBeVisible();
      });

      await test.step('a logged-in visitor on the login page goes home', async () => {
        await page.goto(paths.login);
        await site.expectPage({ path: paths.home, locale });
      });

      await test.step('logout: the endpoint is called, user and token are gone, the login page is a guest\'s again', async () => {
        // From a page without a hero (the home page's case: its own test below).
        await site.footerLink(FOOTER_STOCK[locale]).click();
        await site.expectPage({ path: paths.stock, locale });
        const logout = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/auth/logout'));
        await page.getByRole('button', { name: words.logout, exact: true }).click();
        expect((await logout).headers()['authorization']).toMatch(/^Bearer /);
        await site.expectPage({ path: paths.home, locale });
        await expect(page.getByText(words.signedInAs(EDITOR.name), { exact: true })).toHaveCount(0);
        expect(await stored(page, AUTH_KEYS.token)).toBeNull();
        expect(await cookie(page, AUTH_KEYS.token)).toBeUndefined();
        await page.goto(paths.login);
        await site.expectPage({ path: paths.login, locale, layout: 'blank' });
        await expect(site.heading).toHaveText(words.loginTitle);
      });
    });
  });
}

test.describe('auth at 1280 px', () => {
  test.use(device(1280));

  test('logout ignores an error of the logout endpoint and still clears user and token', async ({ site, page, consoleGuard }) => {
    await site.open(PATHS.en.login, { layout: 'blank' });
    await logIn(page, 'en');
    await site.expectPage({ path: PATHS.en.home, locale: 'en' });
    await site.footerLink(FOOTER_STOCK.en).click();
    await site.expectPage({ path: PATHS.en.stock, locale: 'en' });
    consoleGuard.allowFailedLoadsOf(/\/api\/auth\/logout$/);
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"e2e"}' }));
    await page.getByRole('button', { name: WORDS.en.logout, exact: true }).click();
    await expect(page.getByText(WORDS.en.signedInAs(EDITOR.name), { exact: true })).toHaveCount(0);
    expect(await stored(page, AUTH_KEYS.token)).toBeNull();
    expect(await cookie(page, AUTH_KEYS.token)).toBeUndefined();
    await site.expectPage({ path: PATHS.en.home, locale: 'en' });
  });

  test('a remembered path is used only when it is a local path of letters, digits and a few symbols', async ({ site, page }) => {
    const paths = PATHS.id;
    await site.open(paths.login, { layout: 'blank' });
    const cases: [string, string][] = [
      ['/id/search-result?q=saham', '/id/search-result'],
      ['https://evil.example.com/', paths.home],
      ['//evil.example.com/id', paths.home],
      ['/id/<script>alert(1)</script>', paths.home],
    ];
    for (const [remembered, landing] of cases) {
      await test.step(`${remembered} -> ${landing}`, async () => {
        await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [AUTH_KEYS.redirect, remembered]);
        await logIn(page, 'id');
        await site.expectPage({ path: landing, locale: 'id' });
        await site.footerLink(FOOTER_STOCK.id).click();
        await site.expectPage({ path: paths.stock, locale: 'id' });
        await page.getByRole('button', { name: WORDS.id.logout, exact: true }).click();
        await expect(page.getByText(WORDS.id.signedInAs(EDITOR.name), { exact: true })).toHaveCount(0);
        await page.goto(paths.login);
        await expect(site.heading).toHaveText(WORDS.id.loginTitle);
      });
    }
  });

  test("on the home page (transparent header over the hero) the editor reaches 'Log out'", async ({ site, page }) => {
    await site.open(PATHS.en.login, { layout: 'blank' });
    await logIn(page, 'en');
    await site.expectPage({ path: PATHS.en.home, locale: 'en' });
    const logout = page.getByRole('button', { name: WORDS.en.logout, exact: true });
    await expect(logout).toBeVisible();
    await logout.click({ timeout: 5000 });
    await expect(page.getByText(WORDS.en.signedInAs(EDITOR.name), { exact: true })).toHaveCount(0);
  });

  test('the draft is not on the public site', async ({ site, consoleGuard }) => {
    for (const locale of LOCALES) {
      const path = PATHS[locale].blog(DRAFT.slug);
      consoleGuard.allowFailedLoadsOf(path);
      consoleGuard.allowFailedLoadsOf(new RegExp(`/api/blog-posts/${DRAFT.slug}\\?`));
      await site.open(path, { status: 404 });
      await site.expectNotFound();
    }
  });
});
