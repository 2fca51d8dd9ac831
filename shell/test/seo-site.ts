import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ReleaseManifest, RouteDeclaration } from '@brids/contracts';
import { releaseManifest } from '@brids/contracts/release';
import { buildApp } from '../../content-service/src/app.ts';
import { openDatabase } from '../../content-service/src/lib/connection.ts';
import { migrateToLatest } from '../../content-service/src/migrations.ts';
import { seed } from '../../content-service/src/seed.ts';
import { routes as education } from '../../mf-education/src/routes.ts';
import { routes as marketing } from '../../mf-marketing/src/routes.ts';
import { routes as research } from '../../mf-research/src/routes.ts';
import { routes as tools } from '../../mf-tools/src/routes.ts';
import { buildShellServer } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import type { SeoFilesOptions } from '../server/seo/sitemap.ts';

export const ORIGIN = 'https://www.example.co.id';

const TEMPLATE = `<!doctype html>
<html lang="id">
  <head>
    <title>BRI Danareksa Sekuritas</title>
    <!--brids:head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A list page's description as a squad declares it in its routes.ts (docs/squads.md: "How a squad declares
 * head fields"), given here over the remotes' real routes, whose own head fields the tests read.
 */
export const HEAD_DECLARATIONS: Record<string, Pick<RouteDeclaration, 'head' | 'description'>> = {
  blog: {
    description: {
      id: 'Artikel investasi, keuangan pribadi dan gaya hidup dari tim BRIDS.',
      en: 'Articles on investing, personal finance and lifestyle from the BRIDS team.',
    },
  },
};

const declare = (routes: RouteDeclaration[]) => routes.map((route) => ({ ...route, ...HEAD_DECLARATIONS[route.name] }));

export function siteRelease(): ReleaseManifest {
  const remote = (name: string, routes: RouteDeclaration[], pinnedAt: string) => ({
    version: '1.0.0-a',
    manifestUrl: `/remotes/${name}/1.0.0-a/mf-manifest.json`,
    routes: declare(routes),
    pinnedAt,
  });
  // Parsed: the route declaration's head fields are part of the release contract.
  return releaseManifest.parse({
    environment: 'test',
    updatedAt: '2026-11-20T08:00:00.000Z',
    remotes: {
      mf_marketing: remote('mf-marketing', marketing, '2026-11-20T08:00:00.000Z'),
      mf_research: remote('mf-research', research, '2026-11-18T08:00:00.000Z'),
      mf_education: remote('mf-education', education, '2026-11-19T08:00:00.000Z'),
      mf_tools: remote('mf-tools', tools, '2026-11-17T08:00:00.000Z'),
    },
  });
}

export interface Site {
  shell: FastifyInstance;
  content: FastifyInstance;
  db: ReturnType<typeof openDatabase>['db'];
  /** Another shell server on the same content service and release, with other sitemap limits. */
  shellWith(seo: SeoFilesOptions): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** The real content service on a seeded SQLite file and the shell server in front of it, with the remotes' routes. */
export async function startSite(): Promise<Site> {
  const dir = await mkdtemp(path.join(tmpdir(), 'brids-seo-'));
  const database = openDatabase({ sqliteFile: path.join(dir, 'content.sqlite') });
  await migrateToLatest(database.db, database.dialect);
  await seed(database.db);
  const content = buildApp({ db: database.db });
  await content.listen({ host: '127.0.0.1', port: 0 });
  const contentPort = (content.server.address() as AddressInfo).port;

  const shellDist = path.join(dir, 'shell-dist');
  await mkdir(path.join(shellDist, 'static'), { recursive: true });
  await mkdir(path.join(shellDist, 'files'), { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), TEMPLATE);
  await writeFile(path.join(shellDist, 'favicon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  const remotesDir = path.join(dir, 'remotes');
  await mkdir(remotesDir, { recursive: true });
  const releaseFile = path.join(dir, 'release.json');
  await writeFile(releaseFile, JSON.stringify(siteRelease()));
  const config = readConfig({
    PORT: '3999',
    PUBLIC_ORIGIN: ORIGIN,
    CONTENT_API_URL: `http://127.0.0.1:${contentPort}`,
    // Not about the time-out (content-*outage tests are): a content answer can take over a second on a busy two-core machine.
    CONTENT_TIMEOUT_MS: '5000',
    RELEASE_FILE: releaseFile,
    REMOTES_DIR: remotesDir,
    SHELL_DIST: shellDist,
    // The pins name no published builds: documents as the browser renders them (server-render.test.ts renders real builds).
    SERVER_RENDER: '0',
  });
  const shells: FastifyInstance[] = [];
  const shellWith = async (seo: SeoFilesOptions) => {
    const server = await buildShellServer(config, { logger: false, seo });
    shells.push(server);
    return server;
  };
  const shell = await shellWith({});
  return {
    shell,
    content,
    db: database.db,
    shellWith,
    async close() {
      for (const server of shells) await server.close();
      await content.close();
      await database.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** What a crawler reads in a document's head. */
export interface ParsedHead {
  title: string | undefined;
  /** `name` and `property` metas; repeated ones (og:locale:alternate) keep every value. */
  meta: Map<string, string[]>;
  canonical: string | undefined;
  hreflang: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

export function parseHead(html: string): ParsedHead {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string[]>();
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    meta.set(key!, [...(meta.get(key!) ?? []), decode(content!)]);
  }
  const hreflang: Record<string, string> = {};
  for (const [, lang, href] of head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)) hreflang[lang!] = decode(href!);
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] && decode(/<title>([^<]*)<\/title>/.exec(head)![1]!),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1] && decode(/<link rel="canonical" href="([^"]+)">/.exec(head)![1]!),
    hreflang,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>),
  };
}

/** The one value of a meta tag (fails the test when it is missing or repeated). */
export function metaOf(head: ParsedHead, key: string): string {
  const values = head.meta.get(key) ?? [];
  if (values.length !== 1) throw new Error(`expected one <meta> ${key}, found ${values.length}`);
  return values[0]!;
}

export function jsonLdOf(head: ParsedHead, type: string): Record<string, unknown> | undefined {
  return head.jsonLd.find((node) => node['@type'] === type);
}

/** The <loc> of every <url> of a sitemap file. */
export function locs(xml: string): string[] {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replace(/&amp;/g, '&'));
}
