import { readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@brids/contracts';
import { buildApp } from '../../content-service/src/app.ts';
import { openDatabase } from '../../content-service/src/lib/connection.ts';
import { migrateToLatest } from '../../content-service/src/migrations.ts';
import { seed } from '../../content-service/src/seed.ts';
import { buildShellServer } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import {
  publishBuilt, publishServerCode, releaseOf, ROOT, serverBuildsPresent, tempSite, writeRelease, type PublishedSite,
} from './server-build-fixture.ts';

const REMOTES = ['mf-marketing', 'mf-research', 'mf-education', 'mf-tools'] as const;
const built = serverBuildsPresent(...REMOTES);

interface LogLine {
  level: number;
  msg: string;
  remote?: string;
  version?: string;
}

/** The document as a crawler or a visitor without JavaScript gets it. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="brids-hydration">/.exec(html)?.[1];

describe.skipIf(!built)('server-rendered documents (the default; the remotes production builds)', () => {
  let site: PublishedSite;
  let content: FastifyInstance;
  let database: ReturnType<typeof openDatabase>;
  let shell: FastifyInstance;
  const lines: LogLine[] = [];
  /** Every call the content service answered, in order. */
  const contentCalls: string[] = [];
  const contentApi = () => `http://127.0.0.1:${(content.server.address() as AddressInfo).port}`;
  const api = async <T>(url: string) => ((await content.inject({ method: 'GET', url })).json() as { data: T }).data;

  async function shellServer(env: Record<string, string>, timeoutMs?: number) {
    const config = readConfig({
      PORT: '3999',
      CONTENT_API_URL: contentApi(),
      // Not about the time-out (content-*outage tests are): a content answer can take over a second on a busy two-core machine.
      CONTENT_TIMEOUT_MS: '5000',
      RELEASE_FILE: site.releaseFile,
      REMOTES_DIR: site.remotesDir,
      SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
      ...env,
    });
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
    return buildShellServer(config, { logger: { level: 'warn', stream }, ...(timeoutMs ? { serverRenderTimeoutMs: timeoutMs } : {}) });
  }

  beforeAll(async () => {
    site = await tempSite();
    database = openDatabase({ sqliteFile: path.join(site.dir, 'content.sqlite') });
    await migrateToLatest(database.db, database.dialect);
    await seed(database.db);
    content = buildApp({ db: database.db });
    content.addHook('onRequest', async (request) => void contentCalls.push(request.url));
    await content.listen({ host: '127.0.0.1', port: 0 });
    for (const remote of REMOTES) await publishBuilt(site, remote, '1.0.0-a');
    await writeRelease(site, await releaseOf(site, Object.fromEntries(REMOTES.map((remote) => [remote, '1.0.0-a']))));
    shell = await shellServer({});
  }, 60_000);
  afterAll(async () => {
    await shell?.close();
    await content?.close();
    await database?.destroy();
    if (site) await rm(site.dir, { recursive: true, force: true });
  });

  async function document(url: string, server = shell) {
    const started = performance.now();
    const res = await server.inject({ method: 'GET', url });
    return { status: res.statusCode, html: res.body, ms: performance.now() - started };
  }

  /** One page of each kind enabled for server rendering, with its heading and a sentence of its main text. */
  async function pagesOf(locale: Locale) {
    const [report] = await api<{ slug: string; title: string; summary: string }[]>(`/api/research-reports?locale=${locale}&page%5Bsize%5D=1`);
    const [event] = await api<{ slug: string; title: string; venue: string }[]>(`/api/eduvest-events?locale=${locale}&page%5Bsize%5D=1`);
    const [question] = await api<{ question: string }[]>(`/api/faq-items?locale=${locale}&page%5Bsize%5D=1`);
    return {
      product: { url: locale === 'en' ? '/en/stock' : '/id/produk-dan-layanan/produk/saham', heading: locale === 'en' ? 'Stock' : 'Saham', texts: [] },
      report: { url: `/${locale}/${locale === 'en' ? 'research-report' : 'riset-dan-berita/laporan-riset'}/${report!.slug}`, heading: report!.title, texts: [report!.summary] },
      event: { url: `/${locale}/${locale === 'en' ? 'education' : 'edukasi'}/brids-eduvest/${event!.slug}`, heading: event!.title, texts: [event!.venue] },
      faq: { url: `/${locale}/faq`, heading: 'FAQ', texts: [question!.question] },
    };
  }

  it.each(LOCALES)('a product page, a research report, an Eduvest event and the FAQ carry the page and the header menus (%s)', async (locale: Locale) => {
    const [menu] = await api<{ title: string; child: { title: string; url: string }[] }[]>(`/api/menus?locale=${locale}&position=main-menu`);
    for (const page of Object.values(await pagesOf(locale))) {
      const { status, html } = await document(page.url);
      expect(status, page.url).toBe(200);
      const root = rootOf(html);
      expect(root, `${page.url} is rendered on the server`).toBeDefined();
      const visible = text(root!);
      expect(root).toMatch(/<h1[^>]*>/);
      expect(visible, page.url).toContain(page.heading);
      for (const sentence of page.texts) expect(visible, page.url).toContain(text(sentence).trim());
      // The header's menus: the first main-menu entry and its children's links.
      expect(visible).toContain(menu!.title);
      for (const child of menu!.child.filter((item) => item.url.startsWith('/'))) expect(root).toContain(`href="${child.url}"`);
      // The page's own links are plain anchors (they work without JavaScript).
      expect(root).toMatch(new RegExp(`<a [^>]*href="/${locale}/`));
      // The browser gets the loaders' data: the locale's layout and the page's.
      const hydration = JSON.parse(/id="brids-hydration">([^<]*)<\/script>/.exec(html)![1]!) as { loaderData: Record<string, unknown>; pages: string[] };
      expect(Object.keys(hydration.loaderData)).toContain(`locale-${locale}`);
      expect(hydration.pages).toHaveLength(1);
    }
  });

  it.each(LOCALES)("a detail page's resource is fetched once per document: its 404 and head, and its loader on the server (%s)", async (locale: Locale) => {
    const { report, event } = await pagesOf(locale);
    // A server of its own: no document kept from another test.
    const fresh = await shellServer({});
    try {
      for (const [page, resource] of [[report, '/api/research-reports/'], [event, '/api/eduvest-events/']] as const) {
        const slug = page.url.split('/').pop()!;
        contentCalls.length = 0;
        const { status, html } = await document(page.url, fresh);
        expect(status, page.url).toBe(200);
        expect(text(rootOf(html) ?? ''), `${page.url} is rendered on the server`).toContain(page.heading);
        expect(contentCalls.filter((url) => url.startsWith(`${resource}${slug}?`)), page.url).toHaveLength(1);
      }
    } finally {
      await fresh.close();
    }
  });

  it("the content page's page is fetched once per document, with the kinds it shows; a page of another kind is a 404", async () => {
    const fresh = await shellServer({});
    try {
      for (const [url, slug] of [['/en/brights', 'brights'], ['/id/privacy-policy', 'privacy-policy']] as const) {
        contentCalls.length = 0;
        const { status, html } = await document(url, fresh);
        expect(status, url).toBe(200);
        expect(rootOf(html), `${url} is rendered on the server`).toBeDefined();
        const pageCalls = contentCalls.filter((call) => call.startsWith(`/api/pages/${slug}?`));
        expect(pageCalls, url).toHaveLength(1);
        expect(new URL(pageCalls[0]!, 'http://x').searchParams.get('filter[kind]'), url).toBe('app,static');
      }
      // A landing page (shown by a route of its own, `/en/risk-profile/result`) is not the catch-all's.
      expect((await api<{ kind: string }>('/api/pages/risk-profile-result?locale=en')).kind).toBe('landing');
      expect((await document('/en/risk-profile-result', fresh)).status).toBe(404);
    } finally {
      await fresh.close();
    }
  });

  it("links the remote's stylesheet at the page's own origin: another name of this machine at the public origin's port, never a forged host", async () => {
    const remoteCss = async (host: string) => {
      const res = await shell.inject({ method: 'GET', url: '/en/contact-us', headers: { host } });
      expect(res.statusCode).toBe(200);
      // Its text is inline; the link the federation runtime looks for is there, disabled (never fetched).
      const links = [...res.body.matchAll(/<link rel="stylesheet" href="([^"]+\/remotes\/[^"]+)" disabled>/g)].map((m) => m[1]!);
      expect(links.length, host).toBeGreaterThan(0);
      return new URL(links[0]!).origin;
    };
    // One after the other: the kept document of one origin is not the other's (document-cache.ts).
    expect(await remoteCss('127.0.0.1:3999')).toBe('http://127.0.0.1:3999');
    expect(await remoteCss('localhost:3999')).toBe('http://localhost:3999');
    expect(await remoteCss('[::1]:3999')).toBe('http://[::1]:3999');
    expect(await remoteCss('evil.example:3999')).toBe('http://localhost:3999');
    expect(await remoteCss('127.0.0.1:4000')).toBe('http://localhost:3999');
  });

  it.each(LOCALES)('the document carries the stylesheets of its markup inline, asks for none, and carries the links of every sub-menu and the footer with its links (%s)', async (locale: Locale) => {
    const footerMenu = await api<{ title: string; child: { title: string; url: string }[] }[]>(
      `/api/menus?locale=${locale}&filter%5Btype%5D=footer&filter%5Bmenu_parent%5D=true&filter%5Bis_published%5D=1&include=child&sort=order`,
    );
    expect(footerMenu.length).toBeGreaterThan(0);
    const mainMenu = await api<{ title: string; child: { title: string; url: string }[] }[]>(
      `/api/menus?locale=${locale}&filter%5Btype%5D=main-menu&filter%5Bmenu_parent%5D=true&filter%5Bis_published%5D=1&include=child&sort=order`,
    );
    expect(mainMenu.some((menu) => menu.child.length > 0)).toBe(true);
    const boot = JSON.parse(await readFile(path.join(ROOT, 'shell', 'dist', 'boot-assets.json'), 'utf8')) as { css: string[] };
    const entryCss = /<link href="(\/static\/css\/index\.[^"]+\.css)" rel="stylesheet">/.exec(await readFile(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8'))![1]!;
    for (const page of Object.values(await pagesOf(locale))) {
      const res = await shell.inject({ method: 'GET', url: page.url });
      const html = res.body;
      const head = html.slice(0, html.indexOf('</head>'));
      const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(nonce, `${page.url}: the policy lets the document's own styles apply`).toBeDefined();
      const styles = [...head.matchAll(/<style nonce="([^"]+)" data-href="([^"]+)">([^<]*)<\/style>/g)].map((m) => ({ nonce: m[1], href: m[2]!, text: m[3]! }));
      for (const style of styles) expect(style.nonce, `${page.url} ${style.href}`).toBe(nonce);
      // The entry's stylesheet, the shell layout's CSS (a boot chunk the browser would load with its script) and the
      // page's remote CSS, each the file's text, in the order the browser's chunk loader would append them.
      expect(styles[0]?.href, page.url).toBe(entryCss);
      for (const { href, text } of styles.filter((style) => style.href.startsWith('/static/'))) {
        expect(text, `${page.url} ${href}`).toBe(await readFile(path.join(ROOT, 'shell', 'dist', href), 'utf8'));
      }
      for (const file of boot.css) expect(styles.map((style) => style.href), page.url).toContain(`/${file}`);
      const remoteStyles = styles.filter((style) => !style.href.startsWith('/'));
      expect(remoteStyles.length, `${page.url} carries its remote's CSS`).toBeGreaterThan(0);
      // Nothing renders before another request: no stylesheet link the browser fetches, no style left a mere preload.
      expect([...head.matchAll(/<link [^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]).filter((link) => !link.endsWith(' disabled>')), page.url).toEqual([]);
      expect(head, `${page.url}: no style is left a mere preload`).not.toMatch(/as="style"/);
      for (const { href } of remoteStyles) expect(head, `${page.url}: the federation runtime finds ${href}`).toMatch(new RegExp(`<link rel="stylesheet" href="http://localhost:3999/remotes/[^"]+/${href.replace(/\./g, '\\.')}" disabled>`));
      const root = rootOf(html)!;
      // Every sub-menu's links are in the header's markup (closed: CSS opens them without scripts).
      const nav = root.slice(root.indexOf('<nav id="site-nav"'), root.indexOf('</nav>', root.indexOf('<nav id="site-nav"')));
      for (const menu of mainMenu) {
        for (const child of menu.child.filter((item) => item.url.startsWith('/'))) expect(nav, `${page.url}: ${menu.title}`).toContain(`href="${child.url}"`);
      }
      expect(nav).toMatch(/class="site-nav__panel" hidden=""/);
      expect(root, `${page.url} has the footer, not its placeholder`).toContain('<footer class="site-footer"');
      expect(root).not.toContain('site-footer-placeholder');
      const footer = root.slice(root.indexOf('<footer'));
      for (const group of footerMenu) {
        expect(text(footer)).toContain(text(group.title).trim());
        for (const item of group.child.filter((child) => child.url.startsWith('/'))) expect(footer, page.url).toContain(`href="${item.url}"`);
      }
    }
  });

  it.each(LOCALES)('a rendered document preloads none of the data its loaders already loaded, only the calls its hydrated page still makes (%s)', async (locale: Locale) => {
    const apiPreloads = (html: string) => [...html.matchAll(/<link rel="preload" href="(\/api\/[^"]+)" as="fetch"/g)].map((m) => m[1]!.replace(/&#38;/g, '&'));
    const plain = await shellServer({ SERVER_RENDER: '0' });
    try {
      for (const page of Object.values(await pagesOf(locale))) {
        const rendered = await document(page.url);
        expect(rootOf(rendered.html), page.url).toBeDefined();
        expect(apiPreloads(rendered.html), page.url).toEqual(['/api/action_types']);
        // The same page rendered in the browser preloads its layout's and its own calls.
        const browser = apiPreloads((await document(page.url, plain)).html);
        expect(browser, page.url).toContain('/api/action_types');
        expect(browser.some((url) => url.startsWith(`/api/menus?locale=${locale}`)), page.url).toBe(true);
      }
      // The calculator's limits: its component's call, which the server's render answers (mf-tools' serverLoader),
      // so that document does not preload them; the document the browser renders does.
      const calculatorUrl = locale === 'en' ? '/en/analysis-tools/investment-calculator' : '/id/alat-analisis/kalkulator-investasi';
      const calculator = await document(calculatorUrl);
      expect(rootOf(calculator.html)).toBeDefined();
      expect(calculator.html).toContain('class="calc-form');
      expect(apiPreloads(calculator.html)).toEqual(['/api/action_types']);
      expect(apiPreloads((await document(calculatorUrl, plain)).html)).toContain('/api/calculator/limits');
    } finally {
      await plain.close();
    }
  });

  it('a rendered document runs its scripts after the first paint (a template for its deferred loader), fetching them early at the lowest priority', async () => {
    const { html } = await document('/en/faq');
    const head = html.slice(0, html.indexOf('</head>'));
    const template = /<template id="brids-after-paint">([\s\S]*?)<\/template>/.exec(head)?.[1];
    expect(template, 'the scripts are held').toBeDefined();
    const outside = head.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outside, 'no script runs with the parser but the loader').not.toMatch(/<script defer src="\/static\//);
    expect(outside, 'the calls the hydrated page makes wait for the loader').not.toMatch(/as="fetch"/);
    expect(template).toMatch(/<script defer src="\/static\/js\/index\.[0-9a-f]+\.js"><\/script>/);
    const early = [...outside.matchAll(/<link [^>]*as="script"[^>]*>/g)].map((m) => m[0]);
    expect(early.find((link) => /href="\/static\/js\/index\.[0-9a-f]+\.js"/.test(link)), 'the shell script is fetched early').toBeDefined();
    expect(early.find((link) => /remoteEntry\.js"/.test(link)), 'the remote entry is fetched early').toBeDefined();
    expect(early.filter((link) => !link.includes('fetchpriority="low"')), 'every early fetch yields to the page').toEqual([]);
    const loader = /<script defer src="(\/after-paint\.[0-9a-f]+\.js)"><\/script>/.exec(outside)?.[1];
    expect(loader).toBeDefined();
    const res = await shell.inject({ method: 'GET', url: loader! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('brids-after-paint');
    // One of every rendered first view's scripts: compressed for a browser that accepts it, small as it is.
    const compressed = await shell.inject({ method: 'GET', url: loader!, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(res.rawPayload.length * 0.8);
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(res.body);
    // A document the browser renders needs its scripts at once.
    const plain = await shellServer({ SERVER_RENDER: '0' });
    try {
      expect((await document('/en/faq', plain)).html).not.toContain('brids-after-paint');
    } finally {
      await plain.close();
    }
  });

  it.each(LOCALES)('rich text (an Eduvest event\'s description) is in the document, sanitised with the allow-list (%s)', async (locale: Locale) => {
    const [listed] = await api<{ slug: string }[]>(`/api/eduvest-events?locale=${locale}&page%5Bsize%5D=1`);
    const event = await api<{ slug: string; description: string }>(`/api/eduvest-events/${listed!.slug}?locale=${locale}`);
    expect(event.description).toMatch(/<p>/);
    const { html } = await document(`/${locale}/${locale === 'en' ? 'education' : 'edukasi'}/brids-eduvest/${event.slug}`);
    const body = /<div class="ui-rich-text">([\s\S]*?)<\/div>/.exec(rootOf(html)!)?.[1];
    expect(body, 'the rich text is not empty').toBeTruthy();
    expect(text(body!).trim()).toBe(text(event.description).trim());
    expect(body).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
  });

  it.each(LOCALES)("the other sites' links (component microsite-links) are in the header's markup and the layout's data (%s)", async (locale: Locale) => {
    const [microsites] = await api<{ title: string; cta: { title: string; url: string }[] }[]>(`/api/components?locale=${locale}&filter%5Bslug%5D=microsite-links&include=menu,cta`);
    expect(microsites!.cta.length).toBeGreaterThan(0);
    for (const page of Object.values(await pagesOf(locale))) {
      const { html } = await document(page.url);
      const root = rootOf(html)!;
      const dropdown = root.slice(root.indexOf('<div class="site-dropdown site-microsites"'), root.indexOf('</ul>', root.indexOf('id="microsite-panel"')));
      // Labelled with the component's title, the panel closed (CSS opens it without scripts).
      expect(text(dropdown), page.url).toContain(microsites!.title);
      expect(dropdown).toMatch(/id="microsite-panel" class="site-dropdown__panel" hidden=""/);
      for (const cta of microsites!.cta) expect(dropdown, `${page.url}: ${cta.title}`).toContain(`href="${cta.url}"`);
      const hydration = JSON.parse(/id="brids-hydration">([^<]*)<\/script>/.exec(html)![1]!) as { loaderData: Record<string, { microsites?: { title: string } }> };
      expect(hydration.loaderData[`locale-${locale}`]!.microsites?.title, page.url).toBe(microsites!.title);
    }
  });

  it('a document rendered in the browser keeps its style preloads and the footer deferred', async () => {
    const plain = await shellServer({ SERVER_RENDER: '0' });
    try {
      const { html } = await document('/en/faq', plain);
      // The page's remote stylesheet (the shell's own is the entry's, a stylesheet in every document).
      expect(html).toMatch(/<link rel="preload" href="[^"]*\/remotes\/[^"]+\.css" as="style"/);
      expect(html).not.toContain('<footer');
      expect(html).not.toContain('site-nav__panel');
    } finally {
      await plain.close();
    }
  });

  it("every Suspense boundary is in place, not sent apart hidden for a script to reveal (the stock account's lazy tabs, the home page's sections); the policy's nonce is new for each document", async () => {
    const nonces: string[] = [];
    for (const url of ['/en/stock-account', '/en/stock-account', '/id']) {
      const res = await shell.inject({ method: 'GET', url });
      const policy = String(res.headers['content-security-policy']);
      const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, 'the policy names a nonce').toBeDefined();
      nonces.push(nonce!);
      const root = rootOf(res.body)!;
      expect(root, `${url}: no boundary left for a script`).not.toMatch(/<div hidden id="S:|<template id="B:/);
      const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g)].map((m) => m[1]!);
      expect(inline, `${url}: no inline script`).toEqual([]);
    }
    const main = (url: string, html: string) => text(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
    const stock = (await shell.inject({ method: 'GET', url: '/en/stock-account' })).body;
    expect(main('/en/stock-account', stock)).toContain('Margin');
    const [post] = await api<{ title: string }[]>('/api/blog-posts?locale=id&page%5Bsize%5D=3');
    expect(main('/id', (await shell.inject({ method: 'GET', url: '/id' })).body), "the home page's sections").toContain(post!.title);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('rendered markup carries no style attribute, which the style policy would refuse (a company\'s stockholder bars)', async () => {
    const [company] = await api<{ slug: string }[]>('/api/companies?locale=en&page%5Bsize%5D=1');
    const url = `/en/company-information-list/${company!.slug}`;
    const root = rootOf((await document(url)).html);
    expect(root, `${url} is rendered on the server`).toBeDefined();
    expect(root, url).toMatch(/<svg class="research-bar"/);
    expect(root, url).not.toMatch(/\sstyle="/);
  });

  it('a document rendered in the browser names no nonce', async () => {
    const res = await shell.inject({ method: 'GET', url: '/en/no-such-page-at-all' });
    expect(String(res.headers['content-security-policy'])).not.toContain('nonce-');
  });

  // SERVER_RENDER_TIMING=1 NODE_ENV=production: the figures of docs/performance.md (a few seconds, so not in every run).
  it.runIf(process.env.SERVER_RENDER_TIMING === '1')('measures the document time of each page kind: rendered, kept by the document cache, and rendered in the browser', async () => {
    const plain = await shellServer({ SERVER_RENDER: '0' });
    const uncached = await shellServer({ DOCUMENT_CACHE_TTL_MS: '0' });
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const rows: string[] = [];
    try {
      for (const locale of LOCALES) {
        for (const [kind, page] of Object.entries(await pagesOf(locale))) {
          const rendered: number[] = [];
          const kept: number[] = [];
          const browser: number[] = [];
          for (let round = 0; round < 11; round++) {
            const { html, ms } = await document(page.url, uncached);
            expect(rootOf(html), page.url).toBeDefined();
            rendered.push(ms);
            kept.push((await document(page.url)).ms);
            browser.push((await document(page.url, plain)).ms);
          }
          rows.push(`| ${locale} ${kind} | ${median(rendered).toFixed(1)} | ${median(kept).toFixed(1)} | ${median(browser).toFixed(1)} |`);
        }
      }
    } finally {
      await plain.close();
      await uncached.close();
    }
    console.log(`document time, median of 11 (React ${process.env.NODE_ENV ?? 'development'} build), ms:\n| page | rendered | kept | browser-rendered |\n${rows.join('\n')}`);
  });

  it("a page whose loader redirects (the risk profile's result without answers) is answered with that redirect", async () => {
    for (const [url, to] of [['/en/risk-profile/result', '/en/analysis-tools/risk-profile'], ['/id/profil-risiko/hasil', '/id/alat-analisis/profil-risiko']]) {
      const res = await shell.inject({ method: 'GET', url: url! });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(to);
    }
  });

  it('an unknown slug stays a 404, rendered in the browser', async () => {
    const { status, html } = await document('/en/research-report/no-such-report');
    expect(status).toBe(404);
    expect(rootOf(html)).toBeUndefined();
    expect(html).toContain('<div id="root"></div>');
  });

  it('with SERVER_RENDER=0 the document is the one the browser renders', async () => {
    const plain = await shellServer({ SERVER_RENDER: '0' });
    try {
      const { status, html } = await document('/en/faq', plain);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('brids-hydration');
    } finally {
      await plain.close();
    }
  });

  it('a kept document is sent until its time is past, once more while the next renders, then the edited content shows', async () => {
    const brief = await shellServer({ DOCUMENT_CACHE_TTL_MS: '300' });
    const [first] = await api<{ slug: string; question: string }[]>('/api/faq-items?locale=en&page%5Bsize%5D=1');
    const edited = `${first!.question} (edited ${Date.now()})`;
    const faq = async () => text(rootOf((await document('/en/faq', brief)).html)!);
    try {
      expect(await faq()).toContain(first!.question);
      await database.db.updateTable('faqs').set({ question_en: edited }).where('slug', '=', first!.slug).execute();
      expect(await faq(), 'kept: the edit is not rendered yet').not.toContain(edited);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await faq(), 'past its time, the kept document is sent once more while the next renders').not.toContain(edited);
      await expect.poll(faq, { timeout: 3000, interval: 50 }).toContain(edited);
    } finally {
      await database.db.updateTable('faqs').set({ question_en: first!.question }).where('slug', '=', first!.slug).execute();
      await brief.close();
    }
  });

  it('a new pin renders on its next request: kept documents are per release', async () => {
    const pinned = Object.fromEntries(REMOTES.map((remote) => [remote, '1.0.0-a']));
    const remoteCss = async () => [...(await document('/en/faq')).html.matchAll(/href="[^"]*\/remotes\/mf-marketing\/([^/]+)\//g)].map((m) => m[1]);
    expect(await remoteCss()).toContain('1.0.0-a');
    await publishBuilt(site, 'mf-marketing', '1.0.0-b', { variant: 'pin test' });
    await writeRelease(site, await releaseOf(site, { ...pinned, 'mf-marketing': '1.0.0-b' }));
    try {
      const versions = await remoteCss();
      expect(versions).toContain('1.0.0-b');
      expect(versions).not.toContain('1.0.0-a');
    } finally {
      await writeRelease(site, await releaseOf(site, pinned));
    }
  });

  it('a remote whose server build throws renders in the browser, logged with the remote and version', async () => {
    await publishServerCode(site, 'mf-tools', '1.0.1-throws', 'const width = window.innerWidth;\nmodule.exports = { pages: {} };\n');
    const pins = { ...Object.fromEntries(REMOTES.map((remote) => [remote, '1.0.0-a'])), 'mf-tools': '1.0.1-throws' };
    await writeRelease(site, await releaseOf(site, pins));
    try {
      const [calculator] = (await releaseOf(site, pins)).remotes.mf_tools!.routes;
      const { status, html } = await document(`/en/${calculator!.paths.en}`);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(lines).toContainEqual(expect.objectContaining({ remote: 'mf_tools', version: '1.0.1-throws', msg: expect.stringContaining('window is not defined') }));
      // The other remotes still render on the server.
      expect(rootOf((await document('/en/faq')).html)).toBeDefined();
    } finally {
      await writeRelease(site, await releaseOf(site, Object.fromEntries(REMOTES.map((remote) => [remote, '1.0.0-a']))));
    }
  });

  it("a remote that cannot be loaded at all (its pinned version is not on this server) answers 503 with 'page under repair' inside the layout, logged; the other remotes render", async () => {
    const pins = Object.fromEntries(REMOTES.map((remote) => [remote, '1.0.0-a']));
    const release = await releaseOf(site, pins);
    const tools = release.remotes.mf_tools!;
    release.remotes.mf_tools = { ...tools, version: '9.9.9-gone', manifestUrl: '/remotes/mf-tools/9.9.9-gone/mf-manifest.json' };
    await writeRelease(site, release);
    try {
      const calculator = tools.routes.find((route) => route.name === 'investment-calculator')!;
      for (const [locale, title] of [['id', 'Halaman sedang dalam perbaikan'], ['en', 'Page under repair']] as const) {
        const { status, html } = await document(`/${locale}/${calculator.paths[locale]}`);
        expect(status, locale).toBe(503);
        const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
        expect(root, 'the page is in the server\'s markup').toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
        expect(root, 'inside the layout').toContain('<footer class="site-footer"');
        expect(html, 'the browser renders it anew: no loader data to hydrate with').not.toContain('brids-hydration');
        const [menu] = await api<{ title: string }[]>(`/api/menus?locale=${locale}&position=main-menu`);
        expect(text(root), 'with the header menus').toContain(menu!.title);
      }
      expect(lines).toContainEqual(expect.objectContaining({ remote: 'mf_tools', version: '9.9.9-gone', kind: 'unpublished' }));
      const faq = await document('/en/faq');
      expect(faq.status).toBe(200);
      expect(rootOf(faq.html)).toBeDefined();
    } finally {
      await writeRelease(site, await releaseOf(site, pins));
    }
  });

  it('a page whose loaders are slower than the time-out renders in the browser, logged with the remote and version', async () => {
    const slow = await shellServer({}, 1);
    try {
      const { status, html } = await document('/en/faq', slow);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(lines).toContainEqual(expect.objectContaining({ remote: 'mf_marketing', version: '1.0.0-a', msg: expect.stringMatching(/(within|longer than) 1 ms/) }));
    } finally {
      await slow.close();
    }
  });
});
