import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@brids/contracts';
import type { ComposedRoute } from '@brids/platform/route-table';
import { dataCalls, fetchPreload, firstViewCalls, preloadHints, remotePreloads, resourceCalls, startupCalls } from './preload-hints.ts';

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
    expect(remotePreloads(dir, '/remotes/mf-research/1.0.0/mf-manifest.json', './pages/research-report-detail')).toEqual([
      '<link rel="preload" href="/remotes/mf-research/1.0.0/remoteEntry.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/mf-research/1.0.0/static/js/async/detail.1.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/mf-research/1.0.0/static/css/async/detail.1.css" as="style" fetchpriority="low">',
    ]);
    // An unknown page module: the entry alone.
    expect(remotePreloads(dir, '/remotes/mf-research/1.0.0/mf-manifest.json', './pages/other')).toHaveLength(1);
  });

  it('name nothing for a missing manifest, one outside the remotes folder, or one on another origin', async () => {
    const dir = await remotesWith(MANIFEST);
    expect(remotePreloads(dir, '/remotes/mf-research/9.9.9/mf-manifest.json', './pages/x')).toEqual([]);
    expect(remotePreloads(dir, '/remotes/../../etc/passwd', './pages/x')).toEqual([]);
    expect(remotePreloads(dir, '/remotes/%2e%2e/%2e%2e/etc/passwd', './pages/x')).toEqual([]);
    expect(remotePreloads(dir, 'https://cdn.example/mf-research/1.0.0/mf-manifest.json', './pages/x')).toEqual([]);
  });

  it("name the content the URL names, as the page's loader asks for it", () => {
    expect(resourceCalls(route(), { slug: 'outlook pasar' })).toEqual(['/api/research-reports/outlook%20pasar?locale=id']);
    expect(resourceCalls(route({ resource: '/api/pages/:slug?filter[kind]=app,static' }), { slug: 'brights' })).toEqual([]);
    expect(resourceCalls(route({ resource: undefined }), {})).toEqual([]);
    expect(resourceCalls(route(), {})).toEqual([]);
  });

  it("name the calls the page declares for its first view, in the page's locale and with its params", () => {
    const declared = route({ data: ['/api/pages/home?locale=:locale', '/api/research-reports/:slug/related?page%5Bsize%5D=3', '/api/x/:missing'] });
    expect(dataCalls(declared, { slug: 'a b' })).toEqual(['/api/pages/home?locale=id', '/api/research-reports/a%20b/related?page%5Bsize%5D=3']);
    expect(dataCalls(route(), {})).toEqual([]);
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
    for (const url of urls) expect(startupCalls('en')).toContain(url);
    expect(startupCalls('en')).toHaveLength(7);
  });

  it("list a document's calls: the page's content, then the start-up calls; none a query may change", () => {
    const withData = route({ data: ['/api/calculator/limits'] });
    expect(firstViewCalls({ locale: 'id', route: route(), params: { slug: 'x' } })).toEqual(['/api/research-reports/x?locale=id', ...startupCalls('id')]);
    expect(firstViewCalls({ locale: 'id' })).toEqual(startupCalls('id'));
    expect(firstViewCalls({ locale: 'id', route: withData, params: { slug: 'x' } })).toEqual([
      '/api/research-reports/x?locale=id',
      '/api/calculator/limits',
      ...startupCalls('id'),
    ]);
    // A list's page, a filter or a search changes what the page asks for; campaign tags and previews do not.
    const withQuery = (query: string) => firstViewCalls({ locale: 'id', route: withData, params: { slug: 'x' }, search: new URLSearchParams(query) });
    expect(withQuery('page=2')).toHaveLength(1 + 7);
    expect(withQuery('utm_source=newsletter&preview=mf_research@1.0.0')).toHaveLength(1 + 1 + 7);
  });

  it('preload the remote first, then every call whose answer is not inlined in the document', async () => {
    const dir = await remotesWith(MANIFEST);
    const apiCalls = firstViewCalls({ locale: 'id', route: route(), params: { slug: 'x' } });
    const manifestUrl = '/remotes/mf-research/1.0.0/mf-manifest.json';
    const all = preloadHints({ remotesDir: dir, route: route(), manifestUrl, apiCalls });
    expect(all[0]).toContain('remoteEntry.js');
    expect(all).toEqual([...remotePreloads(dir, manifestUrl, route().module), ...apiCalls.map(fetchPreload)]);
    expect(fetchPreload('/api/menus?a=1&b=2')).toBe('<link rel="preload" href="/api/menus?a=1&#38;b=2" as="fetch" crossorigin>');
    const inlined = new Set(apiCalls.slice(0, 3));
    expect(preloadHints({ remotesDir: dir, route: route(), manifestUrl, apiCalls, inlined })).toEqual([
      ...remotePreloads(dir, manifestUrl, route().module),
      ...apiCalls.slice(3).map(fetchPreload),
    ]);
    expect(preloadHints({ remotesDir: dir, apiCalls: startupCalls('id'), inlined: new Set(startupCalls('id')) })).toEqual([]);
  });
});
