// Releases as visitors and release managers meet them: a re-pin takes effect on the next page
// load with no rebuild and no restart; an open tab keeps working through a release and picks it
// up on its next navigation (one reload, within the 60 s guard); a preview shows an unpinned
// version in one browser only, with a banner. Runs in its own project, after every other spec
// (it changes the e2e environment's release).
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { currentRelease } from '../support/content.ts';
import { SITE_URL } from '../support/env.ts';
import { pin, publishAs } from '../support/release.ts';

const CANARY = '1.0.0-e2e-canary';
const TOOLS_PAGE = '/en/analysis-tools/risk-profile';
const CALCULATOR_PAGE = '/en/analysis-tools/investment-calculator';

/** Records the requests for mf-tools files; routing every request also disables the HTTP cache. */
async function recordTools(page: Page) {
  const urls: string[] = [];
  await page.route('**/remotes/mf-tools/**', (route) => {
    urls.push(route.request().url());
    return route.continue();
  });
  const from = (version: string) => urls.filter((url) => url.startsWith(`${SITE_URL}/remotes/mf-tools/${version}/`));
  return {
    clear: () => void (urls.length = 0),
    from,
    scriptsFrom: (version: string) => from(version).filter((url) => url.endsWith('.js')),
  };
}

const runningVersion = (page: Page, remote: string) =>
  page.evaluate(
    (name) =>
      (JSON.parse(document.getElementById('brids-release')!.textContent!) as { remotes: Record<string, { version: string }> }).remotes[name]
        ?.version,
    remote,
  );

const isSameDocument = (page: Page, marker: string) =>
  page.evaluate((value) => (window as unknown as Record<string, unknown>).__e2eDocumentMarker === value, marker);

// One after the other: each test pins in the shared e2e environment.
test.describe.configure({ mode: 'serial' });

let original: string;

test.beforeAll(async () => {
  original = (await currentRelease()).remotes.mf_tools!.version;
  expect(original, 'mf_tools is pinned in the e2e release').toBeTruthy();
  expect(original).not.toBe(CANARY);
  const published = await publishAs('mf-tools', CANARY, original);
  expect(published).toContain(CANARY);
});

test.afterEach(async () => {
  await pin('mf-tools', original);
});

test('a remote re-pinned in the environment is loaded from its new folder on the next load', async ({ site, page }) => {
  const tools = await recordTools(page);
  const scriptTags = () =>
    page.locator('script[src*="/remotes/mf-tools/"]').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));

  await site.open(TOOLS_PAGE);
  expect(tools.scriptsFrom(original).length, 'scripts of the pinned version').toBeGreaterThan(0);

  await pin('mf-tools', CANARY);
  tools.clear();
  await page.reload();
  await site.expectRendered();
  expect(tools.scriptsFrom(CANARY), 'scripts fetched after pinning the canary').toContain(`${SITE_URL}/remotes/mf-tools/${CANARY}/remoteEntry.js`);
  expect(tools.from(original), 'nothing from the previous version').toEqual([]);
  expect((await scriptTags()).every((src) => src.includes(`/mf-tools/${CANARY}/`))).toBe(true);
  expect(await runningVersion(page, 'mf_tools')).toBe(CANARY);

  await pin('mf-tools', original);
  tools.clear();
  await page.reload();
  await site.expectRendered();
  expect(tools.scriptsFrom(original), 'scripts fetched after pinning back').toContain(`${SITE_URL}/remotes/mf-tools/${original}/remoteEntry.js`);
  expect(tools.from(CANARY), 'nothing from the canary').toEqual([]);
});

test('an open tab keeps working through releases and picks the new one up on its next navigation, reloading at most once a minute', async ({
  site,
  page,
}) => {
  const tools = await recordTools(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'info') warnings.push(message.text());
  });

  await site.open('/en/stock');
  const before = await site.markDocument();
  await pin('mf-tools', CANARY);

  await test.step('the next navigation loads its target as a new document, which runs the new release', async () => {
    await site.footerLink('Risk Profile').click();
    await site.expectPage({ path: TOOLS_PAGE, locale: 'en' });
    expect(await isSameDocument(page, before), 'a document load, not a client-side navigation').toBe(false);
    expect(await runningVersion(page, 'mf_tools')).toBe(CANARY);
    expect(tools.scriptsFrom(CANARY)).toContain(`${SITE_URL}/remotes/mf-tools/${CANARY}/remoteEntry.js`);
    expect(warnings.some((w) => w.startsWith('[release] a new release is out: loading /en/analysis-tools/risk-profile'))).toBe(true);
  });

  const reloaded = await site.markDocument();
  await pin('mf-tools', original);
  tools.clear();

  await test.step('another release within 60 s: no second reload, the tab stays on its release, whose files are still published', async () => {
    await site.footerLink('Investment Calculator').click();
    await site.expectPage({ path: CALCULATOR_PAGE, locale: 'en' });
    await site.expectSameDocument(reloaded);
    expect(await runningVersion(page, 'mf_tools')).toBe(CANARY);
    expect(tools.scriptsFrom(CANARY).length, 'the calculator page came from the version this tab runs').toBeGreaterThan(0);
    expect(tools.from(original)).toEqual([]);
    expect(warnings.some((w) => w.includes('this tab reloaded less than 60 s ago'))).toBe(true);
  });

  await test.step('once the guard has passed, the next navigation picks up the current release', async () => {
    await page.evaluate(() => sessionStorage.setItem('brids:reloaded-at', String(Date.now() - 61_000)));
    await site.footerLink('Stock').click();
    await site.expectPage({ path: '/en/stock', locale: 'en' });
    expect(await isSameDocument(page, reloaded)).toBe(false);
    expect(await runningVersion(page, 'mf_tools')).toBe(original);
  });
});

test('a preview shows an unpinned version in this browser only, with a banner, until it is ended', async ({ site, page, browser }) => {
  const tools = await recordTools(page);
  const banner = page.getByRole('region', { name: 'Release preview' });

  await site.open(`${TOOLS_PAGE}?preview=mf_tools@${CANARY}`);
  await expect(banner).toContainText(`Preview in this browser only: mf_tools ${CANARY}. Everyone else sees ${original}.`);
  expect(await runningVersion(page, 'mf_tools')).toBe(CANARY);
  expect(tools.scriptsFrom(CANARY)).toContain(`${SITE_URL}/remotes/mf-tools/${CANARY}/remoteEntry.js`);
  expect(tools.from(original)).toEqual([]);
  expect((await currentRelease()).remotes.mf_tools?.version, 'the environment still pins the original').toBe(original);

  await test.step('it stays on through navigation and new page loads in this browser (a cookie)', async () => {
    const marker = await site.markDocument();
    await site.footerLink('Investment Calculator').click();
    await site.expectPage({ path: CALCULATOR_PAGE, locale: 'en' });
    await site.expectSameDocument(marker);
    await site.open('/id');
    await expect(page.getByRole('region', { name: 'Pratinjau rilis' })).toContainText(`Pratinjau hanya di peramban ini: mf_tools ${CANARY}.`);
  });

  await test.step('another visitor sees the pinned version and no banner', async () => {
    const other = await browser.newPage();
    try {
      await other.goto(`${SITE_URL}${TOOLS_PAGE}`);
      await expect(other.getByRole('main').locator('h1')).toBeVisible();
      expect(await runningVersion(other, 'mf_tools')).toBe(original);
      await expect(other.getByRole('region', { name: 'Release preview' })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  await test.step('"Exit preview" ends it', async () => {
    await site.open(TOOLS_PAGE);
    tools.clear();
    await banner.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL((url) => url.pathname === TOOLS_PAGE && url.search === '?preview=off');
    await site.expectRendered();
    await expect(banner).toHaveCount(0);
    expect(await runningVersion(page, 'mf_tools')).toBe(original);
  });

  await test.step('a version that is not published is refused, and the banner says why', async () => {
    await site.open(`${TOOLS_PAGE}?preview=mf_tools@9.9.9`);
    await expect(banner).toContainText('Preview refused: mf_tools 9.9.9 is not published');
    expect(await runningVersion(page, 'mf_tools')).toBe(original);
  });
});
