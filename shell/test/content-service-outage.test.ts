// The real content service as its own process, stopped (SIGSTOP: it accepts connections and never
// answers) and then killed (SIGKILL), behind a shell server that renders the remotes' real builds:
// the calculator still renders with its form, an unknown path is a 404, a page rendered before is
// sent as its last good copy, another answers 503 'content unavailable' with Retry-After in its
// language, /api answers JSON, and every answer comes within BOUND_MS.
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShellServer } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { publishBuilt, releaseOf, ROOT, serverBuildsPresent, tempSite, writeRelease, type PublishedSite } from './server-build-fixture.ts';

const REMOTES = ['mf-marketing', 'mf-research', 'mf-education', 'mf-tools'] as const;
const BOUND_MS = 3000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 240; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the content service exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/readyz`).then((res) => res.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the content service did not become ready');
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');

describe.skipIf(!serverBuildsPresent(...REMOTES))('documents while the real content service process is stopped, then killed', () => {
  let site: PublishedSite;
  let content: ChildProcess;
  let contentUrl: string;
  let shell: FastifyInstance;
  const posts: Record<'en' | 'id', { seen: { slug: string; title: string }; unseen: string }> = {} as never;

  beforeAll(async () => {
    site = await tempSite();
    const port = await freePort();
    contentUrl = `http://127.0.0.1:${port}`;
    // Node itself (not the tsx launcher, which would run it in a child): its pid is the server's.
    content = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'content-service', 'src', 'main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        SQLITE_FILE: path.join(site.dir, 'content.sqlite'),
        MAIL_DIR: path.join(site.dir, 'mail'),
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await waitUntilReady(contentUrl, content);
    for (const remote of REMOTES) await publishBuilt(site, remote, '1.0.0-a');
    await writeRelease(site, await releaseOf(site, Object.fromEntries(REMOTES.map((remote) => [remote, '1.0.0-a']))));
    for (const locale of ['en', 'id'] as const) {
      const { data } = (await (await fetch(`${contentUrl}/api/blog-posts?locale=${locale}`)).json()) as { data: { slug: string; title: string }[] };
      posts[locale] = { seen: data[0]!, unseen: data[1]!.slug };
    }
    const config = readConfig({
      PORT: '3999',
      CONTENT_API_URL: contentUrl,
      CONTENT_PROXY_TIMEOUT_MS: '2000',
      RELEASE_FILE: site.releaseFile,
      REMOTES_DIR: site.remotesDir,
      SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
    });
    shell = await buildShellServer(config, { logger: false });
  }, 120_000);

  afterAll(async () => {
    await shell?.close();
    if (content && content.exitCode === null && content.signalCode === null) {
      content.kill('SIGCONT');
      content.kill('SIGKILL');
    }
    if (site) await rm(site.dir, { recursive: true, force: true });
  });

  async function get(url: string, server = shell) {
    const started = performance.now();
    const res = await server.inject({ method: 'GET', url });
    const ms = performance.now() - started;
    expect(ms, `${url} answered within ${BOUND_MS} ms (${Math.round(ms)} ms)`).toBeLessThan(BOUND_MS);
    return res;
  }

  const calculator = { en: '/en/analysis-tools/investment-calculator', id: '/id/alat-analisis/kalkulator-investasi' };
  const blog = (locale: 'en' | 'id', slug: string) => `/${locale}/blog/${slug}`;

  async function expectSiteWithoutContent(phase: string) {
    for (const locale of ['en', 'id'] as const) {
      // The calculator needs nothing from the content service: it renders, in the layout last rendered (a new cache key).
      for (const url of [calculator[locale], `${calculator[locale]}?outage=${phase}`]) {
        const page = await get(url);
        expect(page.statusCode, `${phase}: ${url}`).toBe(200);
        expect(page.body, `${phase}: ${url} has its form`).toMatch(/<div id="root">[\s\S]*<form[\s\S]*<\/form>/);
      }
      // A page rendered before: its last good copy.
      const seen = await get(blog(locale, posts[locale].seen.slug));
      expect(seen.statusCode, `${phase}: the last good copy`).toBe(200);
      expect(text(seen.body)).toContain(posts[locale].seen.title);
      // A page never rendered: 503, Retry-After, readable in its language.
      const unseen = await get(blog(locale, posts[locale].unseen));
      expect(unseen.statusCode, `${phase}: never rendered`).toBe(503);
      expect(Number(unseen.headers['retry-after'])).toBeGreaterThan(0);
      expect(unseen.body).toContain(`<html lang="${locale}"`);
      expect(text(unseen.body)).toContain(locale === 'en' ? 'Content unavailable' : 'Konten tidak tersedia');
      // A path no page has: 404, never 200.
      expect((await get(`/${locale}/no/such/page`)).statusCode, `${phase}: unknown path`).toBe(404);
    }
    const api = await get('/api/settings?locale=en');
    expect([503, 504], `${phase}: /api`).toContain(api.statusCode);
    expect(api.json()).toMatchObject({ message: expect.any(String) });
  }

  it('renders every page while the content service answers', async () => {
    for (const locale of ['en', 'id'] as const) {
      expect((await get(calculator[locale])).statusCode).toBe(200);
      const seen = await get(blog(locale, posts[locale].seen.slug));
      expect(seen.statusCode).toBe(200);
      expect(text(seen.body)).toContain(posts[locale].seen.title);
      expect((await get(`/${locale}/no/such/page`)).statusCode).toBe(404);
    }
  }, 60_000);

  it('answers within the bound while it is stopped (hung), then killed (dead)', async () => {
    expect(content.kill('SIGSTOP'), 'stopped').toBe(true);
    await expectSiteWithoutContent('stopped');
    const exited = new Promise((resolve) => content.once('exit', resolve));
    expect(content.kill('SIGKILL'), 'killed').toBe(true);
    await exited;
    await expectSiteWithoutContent('killed');
  }, 60_000);

  it('a shell server started while the content service is dead renders the calculator in a layout without menus, and 503s the rest', async () => {
    expect(content.exitCode !== null || content.signalCode !== null, 'the content service is dead').toBe(true);
    const fresh = await buildShellServer(
      readConfig({ PORT: '3999', CONTENT_API_URL: contentUrl, RELEASE_FILE: site.releaseFile, REMOTES_DIR: site.remotesDir, SHELL_DIST: path.join(ROOT, 'shell', 'dist') }),
      { logger: false },
    );
    try {
      for (const locale of ['en', 'id'] as const) {
        const page = await get(calculator[locale], fresh);
        expect(page.statusCode).toBe(200);
        expect(page.body).toMatch(/<div id="root">[\s\S]*<form[\s\S]*<\/form>/);
        const seen = await get(blog(locale, posts[locale].seen.slug), fresh);
        expect(seen.statusCode, 'no copy on this instance').toBe(503);
        expect(seen.headers['retry-after']).toBeDefined();
        expect((await get(`/${locale}/no/such/page`, fresh)).statusCode).toBe(404);
      }
    } finally {
      await fresh.close();
    }
  }, 30_000);
});
