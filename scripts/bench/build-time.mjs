// Build times: the whole workspace (shell and the four remotes, one after the other as
// `node scripts/site.mjs build` runs them) cold and warm, and one remote alone. Every build goes
// to .cache/bench/build/<app>/ (BRIDS_BUILD_DIR, tools/build/src/build-dir.ts), never to the apps'
// dist/ folders that other processes read. Cold: no persistent build cache; warm: the same build
// again right after, its cache (when the config enables one) and the OS file cache filled.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../lib.mjs';
import { BENCH_DIR, ROOT } from './site.mjs';

export const ONE_REMOTE = 'mf-tools';
const BUILD_DIR = path.join(BENCH_DIR, 'build');

function buildApp(app) {
  const started = process.hrtime.bigint();
  const result = spawnSync(path.join(ROOT, app, 'node_modules', '.bin', 'rsbuild'), ['build', '--log-level', 'error'], {
    cwd: path.join(ROOT, app),
    env: { ...process.env, NODE_ENV: 'production', BRIDS_BUILD_DIR: BUILD_DIR },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${app}: rsbuild build failed\n${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

function buildAll(apps) {
  const perApp = {};
  for (const app of apps) perApp[app] = buildApp(app);
  return { total: Object.values(perApp).reduce((a, b) => a + b, 0), perApp };
}

const clean = (apps) => {
  for (const app of apps) rmSync(path.join(BUILD_DIR, app), { recursive: true, force: true });
};

/** One measurement of each: workspace cold, workspace warm, one remote cold, one remote warm (ms). */
export function measureBuilds() {
  clean(APPS);
  const workspaceCold = buildAll(APPS);
  const workspaceWarm = buildAll(APPS);
  clean([ONE_REMOTE]);
  const remoteCold = buildApp(ONE_REMOTE);
  const remoteWarm = buildApp(ONE_REMOTE);
  return { workspaceCold, workspaceWarm, remoteCold, remoteWarm };
}
