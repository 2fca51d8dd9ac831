// Issue 19 points 1 and 6 in the browser: every route of the release (and the shell's own pages), in both languages, under
// the documents' Content-Security-Policy without one violation or console error; a client-side
// navigation to a page that needs a third party loads it as a document (its own policy); login's
// remembered path never leaves the site.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { currentRelease, fillPath, LOCALES } from '../support/content.ts';
import { CONTENT_API } from '../support/env.ts';
import { AUTH_KEYS, EDITOR, PATHS, WORDS } from '../support/shell.ts';

/** A signed preview link's token of a blog post's draft (cover image, rich text), made by the e2e editor as the console does. */
async function previewToken(): Promise<string> {
  const login = await fetch(`${CONTENT_API}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }),
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}`, Accept: 'application/json' };
  const list = (await (await fetch(`${CONTENT_API}/editorial/blog-posts?page[size]=1`, { headers })).json()) as { data: { key: string }[] };
  const link = await fetch(`${CONTENT_API}/editorial/blog-posts/${encodeURIComponent(list.data[0]!.key)}/preview-links`, { method: 'POST', headers });
  if (link.status !== 201) throw new Error(`No preview link: ${link.status}`);
  return ((await link.json()) as { data: { token: string } }).data.token;
}

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/** Records every securitypolicyviolation event of every document the page loads. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}`, page: location.pathname });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}

test.describe('content security policy', () => {
  for (const locale of LOCALES) {
    test(`every route of the release in /${locale} runs under its policy without a violation`, async ({ site, content, page, consoleGuard }) => {
      test.setTimeout(240_000);
      const violations = await recordViolations(page);
      const release = await currentRelease();
      const routes = Object.values(release.remotes).flatMap((remote) => remote.routes);
      const paths = await Promise.all(routes.map(async (route) => fillPath(locale, route.paths[locale], await content.paramsFor(route.resource, locale))));
      // The shell's own pages after the remotes': login (blank layout) and a draft's preview by a signed link.
      for (const path of [...paths, PATHS[locale].login, PATHS[locale].preview(await previewToken())]) {
        await test.step(path, async () => {
          const response = await page.goto(path);
          const policy = response?.headers()['content-security-policy'] ?? '';
          expect(policy, `the policy of ${path}`).toContain("default-src 'none'");
          expect(policy).not.toContain("'unsafe-inline'");
          expect(policy).not.toContain("'unsafe-eval'");
          if (path === PATHS[locale].login) await site.expectBlankRendered();
          else await site.expectRendered();
          await page.waitForLoadState('networkidle');
          expect(await violations(), `violations on ${path}`).toEqual([]);
        });
      }
      await test.step('the 404 page', async () => {
        // The document and the page lookup answer 404: Chromium logs both.
        consoleGuard.allowFailedLoadsOf(`/${locale}/no-such-page-at-all`);
        consoleGuard.allowFailedLoadsOf(/\/api\/pages\/no-such-page-at-all\?/);
        await site.open(`/${locale}/no-such-page-at-all`, { status: 404 });
        expect(await violations()).toEqual([]);
      });
    });
  }

  test('a client-side navigation to a form page loads it as a document with the reCAPTCHA allowed', async ({ site, page }) => {
    await site.open('/en');
    const marker = await site.markDocument();
    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(response.headers()['content-security-policy'] ?? '');
    });
    const contact = page.locator('a[href="/en/contact-us"]').first();
    await contact.click();
    await page.waitForURL('**/en/contact-us');
    await site.expectRendered();
    // A new document, whose policy allows the form's reCAPTCHA.
    const current = await page.evaluate(() => (window as unknown as Record<string, string | undefined>).__e2eDocumentMarker);
    expect(current, 'the window marker: gone with the new document').not.toBe(marker);
    expect(documents.at(-1)).toContain('https://www.google.com/recaptcha/');
    await expect(page.locator('meta[name="brids-document-routes"]')).toHaveAttribute('content', 'educational-videos');
  });
});

test.describe('no open redirect after login', () => {
  const BYPASSES = ['//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', 'javascript:alert(1)', 'https://evil.example/', '/%09/evil.example'];

  test('a remembered path that would leave the site is ignored: the editor lands on the home page', async ({ site, page }) => {
    const words = WORDS.en;
    for (const bypass of BYPASSES) {
      await test.step(bypass, async () => {
        await page.context().clearCookies();
        await site.open(PATHS.en.login, { layout: 'blank' });
        await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [AUTH_KEYS.redirect, bypass]);
        await page.getByLabel(words.emailLabel, { exact: true }).fill(EDITOR.email);
        await page.getByLabel(words.passwordLabel, { exact: true }).fill(EDITOR.password);
        await page.getByRole('button', { name: words.submit, exact: true }).click();
        await page.waitForURL((url) => url.pathname === PATHS.en.home);
        expect(new URL(page.url()).host).toMatch(/^localhost:\d+$/);
        await page.evaluate(([key]) => localStorage.removeItem(key!), [AUTH_KEYS.token]);
        await page.evaluate(() => sessionStorage.clear());
      });
    }
  });
});
