// The pinned remotes' entries load with the subresource integrity their pins record (docs/release.md,
// "Integrity: what a pin vouches for"): the browser runs an entry only if its bytes are the published
// ones, fetches it once per page (the document's preload hint carries the same integrity and CORS mode
// as the runtime's script), and refuses a changed one: the page is under repair, the changed code never
// runs. The changed entry is the test's own answer (page.route), so the pinned release stays as it is.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { currentRelease } from '../support/content.ts';
import { BROWSER_RENDERED_SITE_URL, SITE_URL } from '../support/env.ts';

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** A remote's entry URL, next to its pinned manifest (published folders: `publicPath: 'auto'`). */
const entryOf = (manifestUrl: string, origin: string) => new URL(manifestUrl.replace(/mf-manifest\.json$/, 'remoteEntry.js'), origin).href;

interface EntryElement {
  tag: string;
  rel: string | null;
  url: string;
  integrity: string | null;
  crossorigin: string | null;
}

/**
 * What the page does with remote entries: every script and link element naming one as it is added to the
 * document (the runtime removes its script once loaded), and Chromium's network log of their requests
 * (CDP: a preload the script reuses is no second request; a copy from the HTTP cache is marked).
 */
async function watchEntries(page: Page) {
  await page.addInitScript(() => {
    const seen: EntryElement[] = [];
    (window as unknown as { __entryElements: EntryElement[] }).__entryElements = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLScriptElement) && !(node instanceof HTMLLinkElement)) continue;
          const url = node instanceof HTMLScriptElement ? node.src : node.href;
          if (!url.includes('/remoteEntry.js')) continue;
          seen.push({ tag: node.tagName, rel: node.getAttribute('rel'), url, integrity: node.getAttribute('integrity'), crossorigin: node.getAttribute('crossorigin') });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requested = new Map<string, { url: string; prefetch: boolean }>();
  const log: { url: string; prefetch: boolean; fromCache: boolean }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    // The shell's idle prefetch of the links on screen (`<link rel="prefetch">`, Sec-Purpose: prefetch) fetches
    // entries too, the page's own among them (from the HTTP cache by then).
    const prefetch = Object.entries(event.request.headers).some(([name, value]) => name.toLowerCase() === 'sec-purpose' && String(value).startsWith('prefetch'));
    if (event.request.url.includes('/remoteEntry.js')) requested.set(event.requestId, { url: event.request.url, prefetch });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requested.get(event.requestId);
    if (request) log.push({ ...request, fromCache: event.response.fromDiskCache === true || event.response.fromPrefetchCache === true });
  });
  return {
    elements: () => page.evaluate(() => (window as unknown as { __entryElements: EntryElement[] }).__entryElements),
    /**
     * Of `url`: the requests of the page (its preload and script: a script that takes the preloaded answer
     * makes none), and those of all (prefetches too) that the network answered, not the HTTP cache.
     */
    requests: (url: string) => ({
      page: log.filter((r) => r.url === url && !r.prefetch).length,
      network: log.filter((r) => r.url === url && !r.fromCache).length,
    }),
  };
}

for (const [documents, origin] of [
  ['server-rendered', SITE_URL],
  ['browser-rendered', BROWSER_RENDERED_SITE_URL],
] as const) {
  test(`pinned entries load with the integrity their pins record, each fetched once (${documents} documents)`, async ({ page, site }) => {
    const release = await currentRelease();
    await test.step('every pin records the integrity of the entry the site serves', async () => {
      for (const [name, remote] of Object.entries(release.remotes)) {
        const served = await fetch(entryOf(remote.manifestUrl, origin));
        expect(served.status, name).toBe(200);
        expect(remote.entryIntegrity, name).toBe(sri(Buffer.from(await served.arrayBuffer())));
      }
    });

    const research = entryOf(release.remotes.mf_research!.manifestUrl, origin);
    const tools = entryOf(release.remotes.mf_tools!.manifestUrl, origin);
    const entries = await watchEntries(page);
    await site.open(`${origin}/en/research-report`);

    await test.step("the entry's preload hint and the runtime's script carry the integrity and CORS mode", async () => {
      const elements = (await entries.elements()).filter((e) => e.url === research);
      const integrity = release.remotes.mf_research!.entryIntegrity;
      // Soft: when they differ, the next step still says whether the entry was fetched twice.
      expect.soft(elements).toEqual(
        expect.arrayContaining([
          { tag: 'LINK', rel: 'preload', url: research, integrity, crossorigin: '' },
          { tag: 'SCRIPT', rel: null, url: research, integrity, crossorigin: 'anonymous' },
        ]),
      );
    });

    await test.step('the entry is fetched once: the script takes the preloaded answer', async () => {
      expect(entries.requests(research)).toEqual({ page: 1, network: 1 });
    });

    await test.step("another remote's page, reached by a click: its entry with its integrity, fetched from the network once", async () => {
      await site.footerLink('Risk Profile').click();
      await site.expectPage({ path: '/en/analysis-tools/risk-profile', locale: 'en' });
      const scripts = (await entries.elements()).filter((e) => e.url === tools && e.tag === 'SCRIPT');
      expect(scripts).toEqual([{ tag: 'SCRIPT', rel: null, url: tools, integrity: release.remotes.mf_tools!.entryIntegrity, crossorigin: 'anonymous' }]);
      // The idle prefetch of the links on screen may have fetched it first (CORS mode too): the script then takes the cached copy.
      expect(entries.requests(tools)).toEqual({ page: 1, network: 1 });
    });
  });
}

test("a remote entry whose bytes are not the pinned ones is refused: 'page under repair', the changed code never runs", async ({ page, site, content, consoleGuard }) => {
  consoleGuard.allow(/^\[federation\] mf_research\/pages\/[a-z-]+ could not load: remote entry script did not load \(RUNTIME-008\)/);
  // Chromium's own report of the refusal (the preload's and each of the runtime's three tries).
  consoleGuard.allow(/^Failed to find a valid digest in the 'integrity' attribute for resource '[^']*\/remotes\/mf-research\/[^']*\/remoteEntry\.js'/);
  consoleGuard.allowFailedLoadsOf(/\/remotes\/mf-research\//);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const changed = '**/remotes/mf-research/*/remoteEntry.js';
  // The published entry with one line more: still JavaScript, still the remote's container, other bytes.
  await page.route(changed, async (route) => {
    const published = await route.fetch();
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      body: `${await published.text()}\nwindow.__bridsChangedEntryRan = true;\n`,
    });
  });

  await test.step('a first visit to a research page: the server renders it, the browser refuses the entry and shows the repair page', async () => {
    await site.open('/en/research-report');
    await site.expectUnderRepair('en');
    expect(await page.evaluate(() => (window as unknown as { __bridsChangedEntryRan?: boolean }).__bridsChangedEntryRan)).toBeUndefined();
    expect(logged.join('\n')).toMatch(/Failed to find a valid digest in the 'integrity' attribute for resource '[^']*\/remotes\/mf-research\/[^']*\/remoteEntry\.js'/);
    expect(logged.join('\n')).toMatch(/^\[federation\] mf_research\/pages\/research-report could not load: remote entry script did not load \(RUNTIME-008\)/m);
  });

  const marker = await site.markDocument();
  await test.step('the other remotes keep working', async () => {
    const stock = await content.page('stock', 'en');
    await site.footerLink('Stock').click();
    await site.expectPage({ path: '/en/stock', heading: stock.title, locale: 'en' });
  });

  await test.step('the published entry again: the next navigation renders the research page', async () => {
    await page.unroute(changed);
    const research = await content.page('research-report', 'en');
    await site.footerLink('Research Reports').click();
    await site.expectPage({ path: '/en/research-report', heading: research.title, locale: 'en' });
    expect(await page.evaluate(() => (window as unknown as { __bridsChangedEntryRan?: boolean }).__bridsChangedEntryRan)).toBeUndefined();
  });
  await site.expectSameDocument(marker);
});
