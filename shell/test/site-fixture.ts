// A shell server in front of a real content service (SQLite in a temporary folder), for the
// hardening suites: the shell's template, a release of two remotes, the seeded content.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ReleaseManifest } from '@brids/contracts';
import { buildApp } from '../../content-service/src/app.ts';
import { openDatabase } from '../../content-service/src/lib/connection.ts';
import { migrateToLatest } from '../../content-service/src/migrations.ts';
import { seed } from '../../content-service/src/seed.ts';
import { routes as marketing } from '../../mf-marketing/src/routes.ts';
import { routes as tools } from '../../mf-tools/src/routes.ts';
import { buildShellServer } from '../server/app.ts';
import { readConfig, type ShellServerConfig } from '../server/config.ts';

export const TEMPLATE = `<!doctype html>
<html lang="id">
  <head>
    <title>BRI Danareksa Sekuritas</title>
    <!--brids:head-->
    <script defer src="/static/js/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const RELEASE: ReleaseManifest = {
  environment: 'test',
  updatedAt: '2026-11-24T00:00:00.000Z',
  remotes: {
    mf_marketing: { version: '1.0.0-a', manifestUrl: '/remotes/mf-marketing/1.0.0-a/mf-manifest.json', routes: marketing },
    mf_tools: { version: '1.0.0-a', manifestUrl: '/remotes/mf-tools/1.0.0-a/mf-manifest.json', routes: tools },
  },
};

export interface Site {
  shell: FastifyInstance;
  content: FastifyInstance;
  db: ReturnType<typeof openDatabase>['db'];
  config: ShellServerConfig;
  dir: string;
  close(): Promise<void>;
}

/**
 * The shell's build output (template, one script, favicon) and a release under `dir`: the environment that names them.
 * Its pins name no published builds, so documents are the ones the browser renders (SERVER_RENDER=0);
 * server-render.test.ts renders the remotes' real builds.
 */
export async function writeShellFiles(dir: string): Promise<{ SHELL_DIST: string; RELEASE_FILE: string; REMOTES_DIR: string; SERVER_RENDER: '0' }> {
  const shellDist = path.join(dir, 'shell-dist');
  await mkdir(path.join(shellDist, 'static', 'js'), { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), TEMPLATE);
  await writeFile(path.join(shellDist, 'static', 'js', 'index.js'), 'void 0;');
  await writeFile(path.join(shellDist, 'favicon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  await mkdir(path.join(shellDist, 'files'), { recursive: true });
  const remotesDir = path.join(dir, 'remotes');
  await mkdir(path.join(remotesDir, 'mf-tools', '1.0.0-a'), { recursive: true });
  const releaseFile = path.join(dir, 'release.json');
  await writeFile(releaseFile, JSON.stringify(RELEASE));
  return { SHELL_DIST: shellDist, RELEASE_FILE: releaseFile, REMOTES_DIR: remotesDir, SERVER_RENDER: '0' };
}

/** A structured log line of either server. */
export type LogLine = { server: 'shell' | 'content'; reqId?: string; msg?: string; [key: string]: unknown };

const collect = (logs: LogLine[], server: LogLine['server']) => ({
  level: 'info',
  stream: { write: (line: string) => void logs.push({ ...(JSON.parse(line) as object), server }) },
});

/** Starts the content service (listening on a free port) and builds the shell server in front of it. */
export async function startSite(
  env: Record<string, string> = {},
  options: { listen?: boolean; logs?: LogLine[] } = {},
): Promise<Site> {
  const dir = await mkdtemp(path.join(tmpdir(), 'brids-hardening-'));
  const database = openDatabase({ sqliteFile: path.join(dir, 'content.sqlite') });
  await migrateToLatest(database.db, database.dialect);
  await seed(database.db);
  const content = buildApp({ db: database.db, ...(options.logs ? { logger: collect(options.logs, 'content') } : {}) });
  await content.listen({ host: '127.0.0.1', port: 0 });
  const contentPort = (content.server.address() as AddressInfo).port;

  const files = await writeShellFiles(dir);
  const config = readConfig({ PORT: '3999', CONTENT_API_URL: `http://127.0.0.1:${contentPort}`, ...files, ...env });
  const shell = await buildShellServer(config, { logger: options.logs ? collect(options.logs, 'shell') : false, env });
  if (options.listen) await shell.listen({ host: '127.0.0.1', port: 0 });
  return {
    shell,
    content,
    db: database.db,
    config,
    dir,
    async close() {
      await shell.close();
      await content.close();
      await database.destroy();
    },
  };
}
