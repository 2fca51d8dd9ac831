import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@brids/contracts';
import type { ComposedRoute } from '@brids/platform/route-table';
import { apiPreloads, dataPreloads, preloadHints, remotePreloads, resourcePreload } from './preload-hints.ts';
import { remoteFilesOf } from '../remote-versions/remote-files.ts';

const route = (over: Partial<ComposedRoute> = {}): ComposedRoute => ({
  id: 'research-report-detail___id',
  name: 'research-report-detail',
  locale: 'id',
  path: '/id/riset-dan-berita/laporan-riset/:slug',
  remote: 'mf_research',
  module: './pages/research-report-detail',
  title: 'Laporan Riset',
  resource: '/api/research-reports/:slug',
  layout: 'default',
  middleware: [],
  ...over,
});

async function remotesWith(manifest: unknown) {
  const dir = await mkdtemp(path.join(tmpdir(), 'brids-hints-'));
  await mkdir(path.join(dir, 'mf-research', '1.0.0'), { recursive: true });
  await writeFile(path.join(dir, 'mf-research', '1.0.0', 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './pages/research-report-detail',
      assets: { js: { sync: ['static/js/async/detail.1.js'] }, css: { sync: ['static/css/async/detail.1.css'] } },
    },
  ],
};

describe('preload hints of a document', () => {
  it("name the remote's entry and the page module's chunks, next to the manifest", async () => {
    const dir = await remotesWith(MANIFEST);
    expect(remotePreloads(remoteFilesOf(dir), '/remotes/mf-research/1.0.0/mf-manifest.json', './pages/research-report-detail')).toEqual([
      '<link rel="preload" href="/remotes/mf-research/1.0.0/remoteEntry.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/mf-research/1.0.0/static/js/async/detail.1.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/mf-research/1.0.0/static/css/async/detail.1.css" as="style" fetchpriority="low">',
    ]);
    // An unknown page module: the entry alone.
    expect(remotePreloads(remoteFilesOf(dir), '/remotes/mf-research/1.0.0/mf-manifest.json', './pages/other')).toHaveLength(1);
  });

  it("give the entry's hint the integrity the pin records, and crossorigin, as the shell's runtime loads the entry", async () => {
    const dir = await remotesWith(MANIFEST);
    const sri = `sha384-${'x'.repeat(60)}+/AB`;
    const links = remotePreloads(remoteFilesOf(dir), '/remotes/mf-research/1.0.0/mf-manifest.json', './pages/research-report-detail', sri);
    expect(links[0]).toBe(`<link rel="preload" href="/remotes/mf-research/1.0.0/remoteEntry.js" as="script" fetchpriority="low" integrity="${sri}" crossorigin>`);
    // The page's chunks are loaded by the entry's own loader, without integrity: their hints stay as they were.
    expect(links.slice(1)).toEqual([
      '<link rel="preload" href="/remotes/mf-research/1.0.0/static/js/async/detail.1.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/mf-research/1.0.0/static/css/async/detail.1.css" as="style" fetchpriority="low">',
    ]);
    const hints = preloadHints({ remotes: remoteFilesOf(dir), locale: 'id', route: route(), params: { slug: 'x' }, manifestUrl: '/remotes/mf-research/1.0.0/mf-manifest.json', entryIntegrity: sri });
    expect(hints[0]).toBe(links[0]);
  });

  it('name nothing for a missing manifest, one outside the remotes folder, or one on another origin', async () => {
    const dir = await remotesWith(MANIFEST);
    expect(remotePreloads(remoteFilesOf(dir), '/remotes/mf-research/9.9.9/mf-manifest.json', './pages/x')).toEqual([]);
    expect(remotePreloads(remoteFilesOf(dir), '/remotes/../../etc/passwd', './pages/x')).toEqual([]);
    expect(remotePreloads(remoteFilesOf(dir), '/remotes/%2e%2e/%2e%2e/etc/passwd', './pages/x')).toEqual([]);
    expect(remotePreloads(remoteFilesOf(dir), 'https://cdn.example/mf-research/1.0.0/mf-manifest.json', './pages/x')).toEqual([]);
  });

  it('name the files where browsers load remotes from (REMOTES_PUBLIC_URL), read from this server\'s copy', async () => {
    const dir = await remotesWith(MANIFEST);
    const files = remoteFilesOf(dir, 'https://cdn.brids.example/site/remotes');
    expect(remotePreloads(files, '/remotes/mf-research/1.0.0/mf-manifest.json', './pages/research-report-detail')).toEqual([
      '<link rel="preload" href="https://cdn.brids.example/site/remotes/mf-research/1.0.0/remoteEntry.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="https://cdn.brids.example/site/remotes/mf-research/1.0.0/static/js/async/detail.1.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="https://cdn.brids.example/site/remotes/mf-research/1.0.0/static/css/async/detail.1.css" as="style" fetchpriority="low">',
    ]);
    // The public URL of a manifest is read from the same copy; another origin's is not this server's.
    expect(remotePreloads(files, 'https://cdn.brids.example/site/remotes/mf-research/1.0.0/mf-manifest.json', './pages/other')).toHaveLength(1);
    expect(remotePreloads(files, 'https://elsewhere.example/site/remotes/mf-research/1.0.0/mf-manifest.json', './pages/other')).toEqual([]);
  });

  it("name the content the URL names, as the page's loader asks for it", () => {
    expect(resourcePreload(route(), { slug: 'outlook pasar' })).toEqual([
      '<link rel="preload" href="/api/research-reports/outlook%20pasar?locale=id" as="fetch" crossorigin>',
    ]);
    expect(resourcePreload(route({ resource: '/api/pages/:slug?filter[kind]=app,static' }), { slug: 'brights' })).toEqual([]);
    expect(resourcePreload(route({ resource: undefined }), {})).toEqual([]);
    expect(resourcePreload(route(), {})).toEqual([]);
    // The page declares how it asks for its resource: that call is its hint (dataPreloads), not a guess it never uses.
    expect(resourcePreload(route({ data: ['/api/research-reports/:slug?locale=:locale&include=related'] }), { slug: 'outlook' })).toEqual([]);
  });

  it("name the calls the page declares for its first view, in the page's locale and with its params", () => {
    const declared = route({ data: ['/api/pages/home?locale=:locale', '/api/research-reports/:slug/related?page%5Bsize%5D=3', '/api/x/:missing'] });
    expect(dataPreloads(declared, { slug: 'a b' })).toEqual([
      '<link rel="preload" href="/api/pages/home?locale=id" as="fetch" crossorigin>',
      '<link rel="preload" href="/api/research-reports/a%20b/related?page%5Bsize%5D=3" as="fetch" crossorigin>',
    ]);
    expect(dataPreloads(route(), {})).toEqual([]);
  });

  it('name the start-up API calls with the URLs the browser client builds', async () => {
    const urls: string[] = [];
    const api = createApiClient({
      baseUrl: '/api',
      fetch: ((url: string) => {
        urls.push(url);
        return Promise.reject(new Error('recorded'));
      }) as typeof fetch,
    });
    await Promise.allSettled([api.menus('en', 'main-menu'), api.unpublishedMenuUrls('en'), api.settings('en')]);
    const links = apiPreloads('en').join('\n');
    for (const url of urls) expect(links).toContain(`href="${url.replace(/&/g, '&#38;')}"`);
    expect(apiPreloads('en')).toHaveLength(7);
  });

  it('put the page before the start-up calls, and only the calls without a route', async () => {
    const dir = await remotesWith(MANIFEST);
    const all = preloadHints({ remotes: remoteFilesOf(dir), locale: 'id', route: route(), params: { slug: 'x' }, manifestUrl: '/remotes/mf-research/1.0.0/mf-manifest.json' });
    expect(all[0]).toContain('remoteEntry.js');
    expect(all).toHaveLength(3 + 1 + 7);
    expect(preloadHints({ remotes: remoteFilesOf(dir), locale: 'id' })).toEqual(apiPreloads('id'));
    const withData = preloadHints({ remotes: remoteFilesOf(dir), locale: 'id', route: route({ data: ['/api/calculator/limits'] }), params: { slug: 'x' }, manifestUrl: '/remotes/mf-research/1.0.0/mf-manifest.json' });
    expect(withData).toHaveLength(3 + 1 + 1 + 7);
    expect(withData[4]).toBe('<link rel="preload" href="/api/calculator/limits" as="fetch" crossorigin>');
    // A list's page, a filter or a search changes what the page asks for; campaign tags and previews do not.
    const withQuery = (query: string) =>
      preloadHints({ remotes: remoteFilesOf(dir), locale: 'id', route: route({ data: ['/api/calculator/limits'] }), params: { slug: 'x' }, manifestUrl: '/remotes/mf-research/1.0.0/mf-manifest.json', search: new URLSearchParams(query) });
    expect(withQuery('page=2')).toHaveLength(3 + 1 + 7);
    expect(withQuery('utm_source=newsletter&preview=mf_research@1.0.0')).toHaveLength(3 + 1 + 1 + 7);
  });
});
