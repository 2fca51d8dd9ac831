import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { RouteDeclaration } from '@brids/contracts';
import { REMOTES, ROOT, type ReleasePaths } from '../src/paths.ts';
import { publish } from '../src/publish.ts';
import { closeStores } from '../src/store.ts';
import { throwawayDatabase } from '../../../shared/release-store/test/throwaway-database.ts';

/** The two release stores every change test runs against (@brids/release-store). */
export const STORE_KINDS = ['file', 'postgres'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

let database: ReturnType<typeof throwawayDatabase> | undefined;

/** A PostgreSQL schema of its own for one test, in this file's throwaway database. */
async function freshSchema(): Promise<string> {
  const { url } = await (database ??= throwawayDatabase());
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return scoped.toString();
}

/** Drops this file's throwaway database (afterAll), after closing the stores that use it. */
export async function dropTempDatabase(): Promise<void> {
  await closeStores();
  if (database) await (await database).drop();
  database = undefined;
}

/** Fresh remotes/ and releases/ folders for one test; with `postgres`, the release store in a schema of its own. */
export async function tempPaths(store: StoreKind = 'file'): Promise<ReleasePaths & { root: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'brids-release-'));
  const paths = { root, remotesDir: path.join(root, 'remotes'), releasesDir: path.join(root, 'releases') };
  return store === 'postgres' ? { ...paths, databaseUrl: await freshSchema() } : paths;
}

/** The stored release as text (release.json, or the row's text in PostgreSQL). */
export async function storedText(paths: ReleasePaths, env: string): Promise<string | undefined> {
  if (!paths.databaseUrl) return readFile(path.join(paths.releasesDir, env, 'release.json'), 'utf8');
  return queryStore(paths, 'SELECT release FROM release_environments WHERE env = $1', [env]).then((rows) => rows[0]?.release as string | undefined);
}

/** Replaces the stored release's text, as a hand edit would. */
export async function overwriteStored(paths: ReleasePaths, env: string, text: string): Promise<void> {
  if (!paths.databaseUrl) return writeFile(path.join(paths.releasesDir, env, 'release.json'), text);
  await queryStore(paths, 'UPDATE release_environments SET release = $2 WHERE env = $1', [env, text]);
}

async function queryStore(paths: ReleasePaths, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: paths.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface SharedEntry {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string;
}

const REACT: SharedEntry = { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' };
const noAssets = () => ({ js: { sync: [] as string[], async: [] as string[] }, css: { sync: [] as string[], async: [] as string[] } });

export interface FakeBuild {
  /** Federation name written into the manifest (default: the remote's). */
  name?: string;
  /** The remote entry's source. */
  entry?: string;
  shared?: SharedEntry[];
  /** Routes whose page the build does not expose. */
  unexposed?: string[];
}

/** A fake remote build: what `rsbuild build` leaves in dist/ (federation manifest, entry, chunks, routes). */
export async function fakeBuild(root: string, remote: string, routes: RouteDeclaration[], options: FakeBuild = {}): Promise<string> {
  const name = options.name ?? remote.replace(/-/g, '_');
  const dist = await mkdtemp(path.join(root, 'dist-'));
  await mkdir(path.join(dist, 'static', 'js'), { recursive: true });
  const exposes = routes
    .filter((r) => !options.unexposed?.includes(r.name))
    .map((r) => ({
      id: `${name}:${r.module.slice(2)}`,
      name: r.module.slice(2),
      path: r.module,
      assets: { ...noAssets(), js: { sync: [`static/js/${r.name}.js`], async: [] } },
    }));
  const manifest = {
    id: name,
    name,
    metaData: { name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: (options.shared ?? [REACT]).map((s) => ({ id: `${name}:${s.name}`, ...s, assets: noAssets() })),
    remotes: [],
    exposes,
  };
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  await writeFile(path.join(dist, 'remoteEntry.js'), options.entry ?? `var ${name} = { get: function () {}, init: function () {} };`);
  for (const r of routes) await writeFile(path.join(dist, 'static', 'js', `${r.name}.js`), `(self.chunk_${name} = self.chunk_${name} || []).push([["${r.name}"], {}]);`);
  await writeFile(path.join(dist, 'routes.json'), JSON.stringify(routes));
  // The server build every published version carries (tools/build/src/server-build.ts): here one with no pages.
  await mkdir(path.join(dist, 'server'), { recursive: true });
  await writeFile(path.join(dist, 'server', 'index.js'), `exports.pages = {}; // ${name}\n`);
  return dist;
}

export const route = (name: string, en: string, id: string): RouteDeclaration => ({
  name,
  paths: { en, id },
  module: `./pages/${name}`,
  title: { en: name, id: name },
});

export const toolsRoutes = [route('risk-profile', 'analysis-tools/risk-profile', 'alat-analisis/profil-risiko')];
export const researchRoutes = [route('sapa-mentari', 'sapa-mentari', 'riset-dan-berita/sapa-mentari')];

/** Publishes a fake build under an explicit version (content-hash versions when `as` is omitted). */
export async function publishFake(
  paths: ReleasePaths & { root: string },
  remote: keyof typeof REMOTES,
  as: string | undefined,
  routes: RouteDeclaration[] = remote === 'mf-tools' ? toolsRoutes : researchRoutes,
  options: FakeBuild = {},
): Promise<string> {
  const dist = await fakeBuild(paths.root, remote, routes, options);
  const result = await publish(paths, remote, { dist, git: null, ...(as ? { as } : {}) });
  return result.version;
}

const exec = promisify(execFile);
export const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
export const CLI = path.join(ROOT, 'tools', 'release', 'src', 'cli.ts');

/** Runs `pnpm release ...` in a child process against the test's folders. */
export async function cli(
  paths: ReleasePaths,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string; signal?: string }> {
  try {
    const { stdout, stderr } = await exec(TSX, [CLI, ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        REMOTES_DIR: paths.remotesDir,
        RELEASES_DIR: paths.releasesDir,
        RELEASE_USER: 'tester',
        ...(paths.databaseUrl ? { RELEASE_DATABASE_URL: paths.databaseUrl } : {}),
        ...env,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; signal?: string; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '', ...(e.signal ? { signal: e.signal } : {}) };
  }
}
