import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect } from 'node:http2';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseManifest } from '@brids/contracts';
import { releaseManifest } from '@brids/contracts/release';
import { buildApp } from '../../content-service/src/app.ts';
import { openDatabase } from '../../content-service/src/lib/connection.ts';
import { migrateToLatest } from '../../content-service/src/migrations.ts';
import { seed } from '../../content-service/src/seed.ts';
import { SAMPLE_MEDIA_DIR, sampleMedia } from '../../content-service/src/media/sample.ts';
import { kindNamed } from '../../content-service/src/editorial/kinds.ts';
import { createPreviewLink } from '../../content-service/src/editorial/preview-links.ts';
import sharp from 'sharp';
import { routes as marketing } from '../../mf-marketing/src/routes.ts';
import { routes as tools } from '../../mf-tools/src/routes.ts';
import { buildShellServer } from '../server/app.ts';
import { readConfig } from '../server/config.ts';

const TEMPLATE = `<!doctype html>
<html lang="id">
  <head>
    <title>BRI Danareksa Sekuritas</title>
    <!--brids:head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

function release(toolsVersion: string): ReleaseManifest {
  return {
    environment: 'test',
    updatedAt: new Date().toISOString(),
    remotes: {
      mf_marketing: { version: '1.0.0-a', manifestUrl: '/remotes/mf-marketing/1.0.0-a/mf-manifest.json', routes: marketing },
      mf_tools: { version: toolsVersion, manifestUrl: `/remotes/mf-tools/${toolsVersion}/mf-manifest.json`, routes: tools },
    },
  };
}

let content: FastifyInstance;
let contentDb: ReturnType<typeof openDatabase>['db'];
let shell: FastifyInstance;
let destroyDb: () => Promise<void>;
let releaseFile: string;
let config: ReturnType<typeof readConfig>;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'brids-shell-'));
  const database = openDatabase({ sqliteFile: path.join(dir, 'content.sqlite') });
  destroyDb = database.destroy;
  contentDb = database.db;
  await migrateToLatest(database.db, database.dialect);
  await seed(database.db);
  content = buildApp({ db: database.db });
  await content.listen({ host: '127.0.0.1', port: 0 });
  const contentPort = (content.server.address() as AddressInfo).port;

  const shellDist = path.join(dir, 'shell-dist');
  await mkdir(path.join(shellDist, 'static'), { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), TEMPLATE);
  await writeFile(path.join(shellDist, 'favicon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  const remotesDir = path.join(dir, 'remotes');
  await mkdir(path.join(remotesDir, 'mf-tools', '1.0.0-a'), { recursive: true });
  await writeFile(path.join(remotesDir, 'mf-tools', '1.0.0-a', 'remoteEntry.js'), 'var mf_tools = {};');
  await mkdir(path.join(remotesDir, 'mf-tools', '1.0.0-a', 'server'), { recursive: true });
  await writeFile(path.join(remotesDir, 'mf-tools', '1.0.0-a', 'server', 'index.js'), 'module.exports = { pages: {} };');
  releaseFile = path.join(dir, 'release.json');
  await writeFile(releaseFile, JSON.stringify(release('1.0.0-a')));
  config = readConfig({
    PORT: '3999',
    CONTENT_API_URL: `http://127.0.0.1:${contentPort}`,
    // Not about the time-out (content-*outage tests are): a content answer can take over a second on a busy two-core machine.
    CONTENT_TIMEOUT_MS: '5000',
    RELEASE_FILE: releaseFile,
    REMOTES_DIR: remotesDir,
    SHELL_DIST: shellDist,
    // The pins name no published builds: documents as the browser renders them (server-render.test.ts renders real builds).
    SERVER_RENDER: '0',
  });
  shell = await buildShellServer(config, { logger: false });
});

afterAll(async () => {
  await shell?.close();
  await content?.close();
  await destroyDb?.();
});

const get = (url: string) => shell.inject({ method: 'GET', url });

function inlinedRelease(html: string): unknown {
  const json = /<script type="application\/json" id="brids-release">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('documents', () => {
  it('redirects the bare root to the default locale', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/id');
  });

  it('answers a page in its locale, with its title, alternates and the inlined release', async () => {
    const res = await get('/id/produk-dan-layanan/produk/saham');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="id"');
    expect(res.body).toContain('<title>Saham | BRI Danareksa Sekuritas</title>');
    expect(res.body).toContain('hreflang="en" href="http://localhost:3999/en/stock"');
    expect(releaseManifest.safeParse(inlinedRelease(res.body)).success).toBe(true);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a path no remote declares, in the locale of its prefix', async () => {
    const res = await get('/en/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('This page could not be found');
  });

  it('matches paths case-sensitively: one page, one URL', async () => {
    expect((await get('/EN/stock')).statusCode).toBe(404);
    expect((await get('/en/Stock')).statusCode).toBe(404);
  });

  it('answers 404 for a slug the content service does not know, 200 for one it knows', async () => {
    expect((await get('/en/blog/no-such-post')).statusCode).toBe(404);
    const blogs = await content.inject({ method: 'GET', url: '/api/blog-posts?locale=en' });
    const slug = (blogs.json() as { data: { slug: string }[] }).data[0]!.slug;
    expect((await get(`/en/blog/${slug}`)).statusCode).toBe(200);
  });

  it('resolves /{product} and /{static} from the content service and 404s landing slugs there', async () => {
    expect((await get('/en/brights')).statusCode).toBe(200);
    expect((await get('/id/privacy-policy')).statusCode).toBe(200);
    expect((await get('/en/no-such-static-page')).statusCode).toBe(404);
  });

  it('escapes markup in the inlined release so it cannot close its script element', async () => {
    const res = await get('/en');
    expect(res.body.match(/<\/script>/g)).toHaveLength(res.body.match(/<script[\s>]/g)?.length ?? -1);
  });
});

describe('release manifest and remotes', () => {
  it('serves release.json uncached and re-reads it after a pin, without a restart', async () => {
    const before = await get('/release.json');
    expect(before.headers['cache-control']).toBe('no-cache');
    expect((before.json() as ReleaseManifest).remotes.mf_tools?.version).toBe('1.0.0-a');
    await writeFile(releaseFile, JSON.stringify(release('1.0.0-b')));
    const after = await get('/release.json');
    expect((after.json() as ReleaseManifest).remotes.mf_tools?.version).toBe('1.0.0-b');
    expect((await get('/en/analysis-tools/risk-profile')).body).toContain('/remotes/mf-tools/1.0.0-b/mf-manifest.json');
  });

  it('keeps serving the last good release when the file becomes invalid', async () => {
    await writeFile(releaseFile, JSON.stringify(release('1.0.0-c')));
    expect((await get('/release.json')).statusCode).toBe(200);
    await writeFile(releaseFile, '{"environment": "test", "remotes": 42}');
    const res = await get('/release.json');
    expect((res.json() as ReleaseManifest).remotes.mf_tools?.version).toBe('1.0.0-c');
  });

  it("gives the browser each pin's entry integrity (inlined, /release.json and the entry's preload hint with crossorigin), never the rest of the record", async () => {
    const dir = path.join(config.remotesDir, 'mf-tools', '1.0.0-d');
    await mkdir(dir, { recursive: true });
    const manifest = { name: 'mf_tools', metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ path: './pages/risk-profile', assets: { js: { sync: [] }, css: { sync: [] } } }] };
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    const sri = `sha384-${'q'.repeat(64)}`;
    const stored = release('1.0.0-d');
    await writeFile(
      releaseFile,
      JSON.stringify({
        ...stored,
        remotes: { ...stored.remotes, mf_tools: { ...stored.remotes.mf_tools, integrity: { contentHash: '0123456789', serverBuild: { file: 'server/index.js', sha256: 'b'.repeat(64) }, entry: { file: 'remoteEntry.js', integrity: sri } } } },
      }),
    );
    const served = (await get('/release.json')).json() as ReleaseManifest;
    expect(served.remotes.mf_tools).toMatchObject({ version: '1.0.0-d', entryIntegrity: sri });
    expect(served.remotes.mf_tools).not.toHaveProperty('integrity');
    expect(served.remotes.mf_marketing).not.toHaveProperty('entryIntegrity');
    const page = (await get('/en/analysis-tools/risk-profile')).body;
    expect(inlinedRelease(page)).toEqual(served);
    expect(page).toContain(`<link rel="preload" href="/remotes/mf-tools/1.0.0-d/remoteEntry.js" as="script" fetchpriority="low" integrity="${sri}" crossorigin>`);
    expect(page).not.toContain('b'.repeat(64));
  });

  it('serves published remote files as immutable, with CORS for other origins', async () => {
    const res = await get('/remotes/mf-tools/1.0.0-a/remoteEntry.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/remotes/mf-tools/9.9.9/remoteEntry.js')).statusCode).toBe(404);
  });

  it("does not serve a version's server build: it is the server's code, not the browser's", async () => {
    expect((await get('/remotes/mf-tools/1.0.0-a/server/index.js')).statusCode).toBe(404);
    expect((await get('/remotes/mf-tools/1.0.0-a/server/')).statusCode).toBe(404);
    expect((await get('/remotes/mf-tools/1.0.0-a/./server/index.js')).statusCode).toBe(404);
    expect((await get('/remotes/mf-tools/1.0.0-a/%73erver/index.js')).statusCode).toBe(404);
  });
});

describe('/api proxy', () => {
  it('forwards calls to the content service, same origin for the browser', async () => {
    const res = await get('/api/settings?locale=en&filter%5Bkey%5D=copyright-year');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { key: string }[] }).data.map((s) => s.key)).toEqual(['copyright-year']);
  });

  it('answers a browser\'s revalidation with a bare 304: no Content-Encoding for a body it does not send', async () => {
    // A 304's headers update the browser's cached copy: a `Content-Encoding` there would relabel its stored body.
    const first = await shell.inject({ method: 'GET', url: '/api/action_types', headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.statusCode).toBe(200);
    const again = await shell.inject({
      method: 'GET',
      url: '/api/action_types',
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('navigation rules on the server (redirection, checkMenu)', () => {
  it('answers the content service redirect rules with their HTTP status, keeping the query', async () => {
    const general = await get('/id/riset?page=2');
    expect(general.statusCode).toBe(301);
    expect(general.headers.location).toBe('/id/riset-dan-berita/laporan-riset?page=2');
    const latestNews = await get('/en/company/demo-bank-persada/latest-news/q3');
    expect(latestNews.statusCode).toBe(301);
    expect(latestNews.headers.location).toBe('/en/company-information-list/demo-bank-persada/latest-news/q3');
    expect((await get('/id/kalkulator')).statusCode).toBe(302);
  });

  it('answers 404 for a page whose menu entry is unpublished', async () => {
    const res = await get('/id/produk-dan-layanan/layanan/segera-hadir');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This page could not be found');
  });

  it("knows the shell's own pages: login in both locales, a signed preview link's draft (personal, noindex; 404 once unknown)", async () => {
    expect((await get('/en/login')).statusCode).toBe(200);
    expect((await get('/id/login')).statusCode).toBe(200);
    const kind = kindNamed('blog-posts')!;
    const [key] = await kind.listKeys(contentDb);
    const link = await createPreviewLink(contentDb, kind, key!, { id: 1, email: 'editor@test.example', name: 'Test Editor', roles: ['editor'] });
    const title = (await kind.read(contentDb, key!))!.title;
    for (const [locale, url] of Object.entries(link.urls) as ['id' | 'en', string][]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain(`<title>${title[locale].replace(/&/g, '&amp;')}`);
    }
    for (const url of [`/en/preview/${'A'.repeat(43)}`, '/id/pratinjau/unknown', '/en/preview/blogs/draf-panduan-reksa-dana-syariah']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    expect((await get(`/en/preview/${'A'.repeat(43)}`)).headers['cache-control']).toBe('private, no-store');
  });
});

describe('public configuration and media', () => {
  it('inlines the environment configuration: the captcha test mode outside production', async () => {
    const json = /<script type="application\/json" id="brids-config">(.*?)<\/script>/.exec((await get('/en')).body)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({ environment: 'development', captcha: { mode: 'test', version: '2' } });
  });

  it('serves the media store\'s files (the downloadable forms) from the content service, immutable, reads only', async () => {
    await shell.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
    const url = sampleMedia('/files/forms/form-individual.pdf');
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.pdf$/);
    const res = await fetch(`${origin}${url}`, { headers: { cookie: 'auth.token=secret' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(await readFile(path.join(SAMPLE_MEDIA_DIR, 'files/forms/form-individual.pdf')))).toBe(true);
    const again = await fetch(`${origin}${url}`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const head = await fetch(`${origin}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(`${origin}${url}`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${origin}/media/${'0'.repeat(32)}.pdf`)).status).toBe(404);
    // A way out of the store is refused (400 by the proxy, before the content service is asked).
    const escape = await fetch(`${origin}/media/..%2f..%2fpackage.json`);
    expect(escape.status).toBe(400);
    expect(await escape.text()).not.toContain('@brids');
  });

  it('optimises the media store\'s images at /_ipx as it does the site\'s own', async () => {
    const hero = sampleMedia('/images/hero/home-hero.jpg');
    const res = await get(`/_ipx/w_640,f_webp${hero}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect((await get(`/_ipx/w_640/media/${'0'.repeat(32)}.jpg`)).statusCode).toBe(404);
    expect((await get(`/_ipx/w_640${sampleMedia('/files/forms/form-individual.pdf')}`)).statusCode).toBe(404);
  });
});

describe('HTTPS with HTTP/2 (TLS_CERT_FILE and TLS_KEY_FILE)', () => {
  const FIXTURES = path.join(import.meta.dirname, 'fixtures');
  const tlsEnv = { TLS_CERT_FILE: path.join(FIXTURES, 'localhost-cert.pem'), TLS_KEY_FILE: path.join(FIXTURES, 'localhost-key.pem') };

  it('takes the certificate and its key together, and makes the public origin https', () => {
    expect(() => readConfig({ TLS_CERT_FILE: tlsEnv.TLS_CERT_FILE })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together');
    expect(() => readConfig({ TLS_KEY_FILE: tlsEnv.TLS_KEY_FILE })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together');
    const withTls = readConfig({ PORT: '3443', ...tlsEnv });
    expect(withTls.tls).toEqual({ certFile: tlsEnv.TLS_CERT_FILE, keyFile: tlsEnv.TLS_KEY_FILE });
    expect(withTls.publicOrigin).toBe('https://localhost:3443');
    expect(readConfig({}).tls).toBeUndefined();
  });

  it('serves documents, the API proxy and static files over one HTTP/2 connection', async () => {
    await writeFile(releaseFile, JSON.stringify(release('1.0.0-a'))); // an earlier test left a broken one
    const server = await buildShellServer({ ...config, tls: { certFile: tlsEnv.TLS_CERT_FILE, keyFile: tlsEnv.TLS_KEY_FILE } }, { logger: false });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.server.address() as AddressInfo;
    const session = connect(`https://localhost:${port}`, { rejectUnauthorized: false });
    const fetch2 = (url: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': url });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => void (status = Number(headers[':status'])));
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => void (body += chunk));
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
      });
    try {
      const [page, settings, favicon, missing] = await Promise.all([
        fetch2('/en/stock'),
        fetch2('/api/settings?locale=en'),
        fetch2('/favicon.png'),
        fetch2('/en/no-such-page'),
      ]);
      expect(page.status, page.body).toBe(200);
      expect(page.body).toContain('<title>Stock | BRI Danareksa Sekuritas</title>');
      expect(settings.status).toBe(200);
      expect(JSON.parse(settings.body)).toHaveProperty('data');
      expect(favicon.status).toBe(200);
      expect(missing.status).toBe(404);
    } finally {
      session.close();
      await server.close();
    }
  });
});
