// Issue 19 on the site whose content service runs on PostgreSQL (project `postgres`, its own
// servers and database): a visitor's walk end to end, then the XSS corpus written into every
// HTML-bearing field (support/html-fields.ts) and rendered in Chromium with no script run.
import type { Page } from '@playwright/test';
import pg from 'pg';
import { XSS_PAYLOADS } from '../../content-service/test/fixtures/xss-payloads.ts';
import { test, expect } from '../support/fixtures.ts';
import { ContentApi, fillPath, LOCALES, type ReleaseJson } from '../support/content.ts';
import { PG_CONTENT_API, PG_DATABASE_URL, PG_SITE_URL } from '../support/env.ts';
import { HTML_FIELDS } from '../support/html-fields.ts';

test.describe.configure({ mode: 'serial' });

const content = new ContentApi(PG_CONTENT_API);
const release = async () => (await (await fetch(`${PG_SITE_URL}/release.json`)).json()) as ReleaseJson;

test('a visitor\'s walk on the PostgreSQL site: home, a blog post, the search, the calculator', async ({ site, page }) => {
  const blog = await content.first('blog-posts', 'en');
  await site.open('/en');
  await site.open(`/en/blog/${blog.slug}`);
  await expect(site.heading).toHaveText(blog.title);
  await site.open('/id/alat-analisis/kalkulator-investasi');
  await page.getByRole('textbox', { name: /^Investasi awal/ }).pressSequentially('1000000');
  await page.getByRole('textbox', { name: /^Jangka waktu investasi/ }).pressSequentially('1');
  await page.getByRole('textbox', { name: /^Imbal hasil yang diharapkan/ }).pressSequentially('10');
  await page.getByRole('button', { name: 'Hitung' }).click();
  await expect(page.getByTestId('calc-headline')).toContainText('Rp1.100.000');
  const hits = await content.get<{ data: unknown[] }>(`/search?filter[q]=${encodeURIComponent(blog.title.split(' ')[0]!)}`, 'en');
  expect(hits.data.length).toBeGreaterThan(0);
});

/** The corpus as one field's HTML, with a marker that shows the field was rendered. */
const CORPUS = `<p>xss-corpus-rendered</p>${XSS_PAYLOADS.join('\n')}`;

async function scriptViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __scriptViolations?: string[] }).__scriptViolations ?? []);
}

test(`${XSS_PAYLOADS.length} XSS payloads in every HTML field run no script`, async ({ site, page, consoleGuard }) => {
  test.setTimeout(180_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  const client = new pg.Client({ connectionString: PG_DATABASE_URL });
  await client.connect();
  try {
    for (const field of HTML_FIELDS) {
      for (const column of field.columns) await client.query(`update ${field.table} set ${column} = $1`, [CORPUS]);
    }
  } finally {
    await client.end();
  }
  // What the payloads point at does not exist (x, evil.example, example.com): failed loads are expected.
  consoleGuard.allowFailedLoadsOf(/./);
  consoleGuard.allow(/Content Security Policy|Refused to/);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __scriptViolations: string[] }).__scriptViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('script-src') || event.effectiveDirective.startsWith('frame-src')) {
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
      }
    });
  });
  const routes = Object.values((await release()).remotes).flatMap((remote) => remote.routes);
  for (const field of HTML_FIELDS) {
    for (const name of field.routes) {
      const route = routes.find((r) => r.name === name);
      expect(route, `route ${name} of ${field.table}.${field.columns.join('/')}`).toBeDefined();
      for (const locale of LOCALES) {
        const path = fillPath(locale, route!.paths[locale], await content.paramsFor(route!.resource, locale));
        await test.step(`${field.table}.${field.columns.join('/')} on ${path}`, async () => {
          await site.open(path);
          await field.reveal?.(page);
          await expect(page.getByText('xss-corpus-rendered').first(), 'the field was rendered').toBeAttached();
          await page.mouse.move(200, 300);
          await page.waitForTimeout(300);
          expect(await page.evaluate(() => (window as unknown as { __xssFired?: unknown }).__xssFired), `a payload ran on ${path}`).toBeUndefined();
          // Nothing even tried: no inline handler, script or frame reached the page for the policy to block.
          expect(await scriptViolations(page), `script or frame that reached ${path}`).toEqual([]);
        });
      }
    }
  }
});
