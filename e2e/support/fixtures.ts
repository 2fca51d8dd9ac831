// The test object of every spec: Playwright's, plus
//  - `consoleGuard` (automatic): fails the test on any console error or page error, unless the
//    test declared it expected (`consoleGuard.allow(...)`, or a URL the test blocks itself);
//  - `site`: the visitor's helper (support/site.ts);
//  - `content`: the content API, to find real slugs and texts (support/content.ts).
import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { ContentApi } from './content.ts';
import { SITE_URL } from './env.ts';
import { Site } from './site.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface ConsoleGuard {
  /** Expect console errors (or page errors) whose text matches. */
  allow(pattern: RegExp): void;
  /**
   * Requests the test expects to fail (a path of the site, or a URL pattern): their
   * "Failed to load resource" console errors are not counted.
   */
  allowFailedLoadsOf(url: string | RegExp): void;
  /** What was recorded and not allowed so far. */
  readonly problems: readonly string[];
}

interface Fixtures {
  consoleGuard: ConsoleGuard;
  site: Site;
  content: ContentApi;
}

export const test = base.extend<Fixtures>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const failedLoads: RegExp[] = [];
      const problems: string[] = [];
      const expected = (text: string) => allowed.some((pattern) => pattern.test(text));
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const source = message.location().url;
        if (expected(text)) return;
        if (text.startsWith('Failed to load resource') && failedLoads.some((pattern) => pattern.test(source))) return;
        problems.push(`console error on ${page.url()}: ${text}${source ? ` (${source})` : ''}`);
      };
      const onPageError = (error: Error) => {
        const text = `${error.name}: ${error.message}`;
        if (!expected(text)) problems.push(`page error on ${page.url()}: ${text}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use({
        allow: (pattern) => void allowed.push(pattern),
        allowFailedLoadsOf: (url) =>
          void failedLoads.push(typeof url === 'string' ? new RegExp(`^${escapeRegExp(new URL(url, SITE_URL).href)}$`) : url),
        problems,
      });
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      expect(problems, 'console errors and page errors of the test').toEqual([]);
    },
    { auto: true },
  ],
  site: async ({ page }, use) => {
    await use(new Site(page));
  },
  // eslint-disable-next-line no-empty-pattern
  content: async ({}, use) => {
    await use(new ContentApi());
  },
});

export { expect };
