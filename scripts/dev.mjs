#!/usr/bin/env node
// `pnpm dev`: the whole site in development mode, with hot reload.
//
//   content service  tsx watch content-service/src/main.ts     CONTENT_PORT (3001)
//   remotes          rsbuild dev in each mf-* folder            MF_MARKETING_PORT (3101), MF_RESEARCH_PORT (3102),
//                                                               MF_EDUCATION_PORT (3103), MF_TOOLS_PORT (3104)
//   shell            rsbuild dev in shell/                      PORT (3000)
//
// The shell's dev server serves a development release manifest at /release.json (written to
// .cache/dev/release.json) that points every remote at its dev server, with the routes of its
// src/routes.ts; it is rewritten when a routes.ts changes. Ctrl+C stops every child by pid.
import { readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { BIN, REMOTE_APPS, ROOT, ensureDependencies, waitForUrl } from './lib.mjs';
import { alignPrefixes, portInUse, say, startChild, stopChildren } from './dev/processes.mjs';

const START_TIMEOUT_MS = Number(process.env.DEV_START_TIMEOUT_MS ?? 180_000);

function port(variable, fallback) {
  const raw = process.env[variable];
  const value = Number(raw ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`Invalid ${variable}: ${raw}`);
  return value;
}

const DEFAULT_REMOTE_PORTS = { 'mf-marketing': 3101, 'mf-research': 3102, 'mf-education': 3103, 'mf-tools': 3104 };

const contentPort = port('CONTENT_PORT', 3001);
const shellPort = port('PORT', 3000);
const contentApiUrl = process.env.CONTENT_API_URL || `http://127.0.0.1:${contentPort}`;
// One file per shell port, so that two dev sites on other ports do not overwrite each other's.
const RELEASE_FILE = path.join(ROOT, '.cache', 'dev', shellPort === 3000 ? 'release.json' : `release-${shellPort}.json`);
const remotes = REMOTE_APPS.map((app) => {
  const name = app.replace('-', '_'); // mf-tools -> mf_tools, the federation name
  const variable = `${name.toUpperCase()}_PORT`; // MF_TOOLS_PORT, read by defineRemoteConfig too
  const remotePort = port(variable, DEFAULT_REMOTE_PORTS[app]);
  return {
    app,
    name,
    variable,
    port: remotePort,
    dir: path.join(ROOT, app),
    manifestUrl: `http://localhost:${remotePort}/mf-manifest.json`,
  };
});

/** Writes .cache/dev/release.json from the remotes' routes (tsx, validated by the contracts' schema). */
function writeRelease() {
  const json = JSON.stringify(remotes.map(({ name, dir, manifestUrl }) => ({ name, dir, manifestUrl })));
  return new Promise((resolve) => {
    const child = spawn(path.join(BIN, 'tsx'), ['scripts/dev/write-release.ts', RELEASE_FILE, json], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) => {
      if (code === 0) resolve(true);
      else {
        say(`the development release manifest was not written:\n${errors.trimEnd()}`);
        resolve(false);
      }
    });
  });
}

/** Rewrites the release manifest when a remote's src/routes.ts changes (the shell then reloads). */
function watchRoutes() {
  let timer;
  const watchers = remotes.map(({ app, dir }) =>
    watch(path.join(dir, 'src'), (_event, file) => {
      if (file !== 'routes.ts') return;
      clearTimeout(timer);
      timer = setTimeout(async () => {
        if (await writeRelease()) say(`${app}/src/routes.ts changed: release manifest rewritten`);
      }, 200);
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}

/** A page of the remote to open standalone: its first route without params (else its locale root). */
function standaloneUrl(remote) {
  let path = '';
  try {
    const release = JSON.parse(readFileSync(RELEASE_FILE, 'utf8'));
    const route = release.remotes[remote.name]?.routes.find((r) => !r.paths.id.includes(':'));
    if (route?.paths.id) path = `/${route.paths.id}`;
  } catch {
    // the locale root will do
  }
  return `http://localhost:${remote.port}/id${path}`;
}

async function main() {
  ensureDependencies();

  const busy = [];
  for (const [label, variable, value] of [
    ['content service', 'CONTENT_PORT', contentPort],
    ['shell', 'PORT', shellPort],
    ...remotes.map((r) => [r.app, r.variable, r.port]),
  ]) {
    if (await portInUse(value)) busy.push(`  ${label}: port ${value} is in use (set ${variable} to move it)`);
  }
  if (busy.length > 0) throw new Error(`cannot start:\n${busy.join('\n')}`);

  if (!(await writeRelease())) throw new Error('fix the route declarations above and start again');

  const children = [];
  let shuttingDown = false;
  let unwatch = () => {};
  const shutdown = async (code) => {
    if (shuttingDown) return;
    shuttingDown = true;
    unwatch();
    say('stopping...');
    await stopChildren(children);
    process.exit(code);
  };
  // Last resort if this script dies some other way: the children run in their own process groups.
  process.on('exit', () => {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // gone
      }
    }
  });
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGHUP', () => void shutdown(0));

  const common = { CONTENT_API_URL: contentApiUrl, CONTENT_PORT: String(contentPort) };
  const rsbuildEnv = { ...common, NODE_ENV: 'development' };
  for (const r of remotes) rsbuildEnv[r.variable] = String(r.port);
  alignPrefixes(['content', 'shell', ...remotes.map((r) => r.app)]);

  children.push(
    startChild('content', path.join(BIN, 'tsx'), ['watch', '--clear-screen=false', 'content-service/src/main.ts'], {
      cwd: ROOT,
      env: { ...common, PORT: String(contentPort) },
    }),
  );
  for (const r of remotes) {
    children.push(startChild(r.app, path.join(r.dir, 'node_modules', '.bin', 'rsbuild'), ['dev'], { cwd: r.dir, env: rsbuildEnv }));
  }
  children.push(
    startChild('shell', path.join(ROOT, 'shell', 'node_modules', '.bin', 'rsbuild'), ['dev'], {
      cwd: path.join(ROOT, 'shell'),
      env: { ...rsbuildEnv, PORT: String(shellPort), BRIDS_DEV_RELEASE: RELEASE_FILE },
    }),
  );

  let up = false;
  for (const child of children) {
    void child.exited.then(({ code, signal }) => {
      if (shuttingDown || child.stopping) return;
      if (!up) {
        say(`${child.name} exited (${code ?? signal}) while starting: stopping everything`);
        void shutdown(1);
      } else {
        say(`${child.name} exited (${code ?? signal}); the others keep running (Ctrl+C stops them)`);
      }
    });
  }

  try {
    await Promise.all([
      waitForUrl(`http://127.0.0.1:${contentPort}/api/settings`, START_TIMEOUT_MS),
      waitForUrl(`http://localhost:${shellPort}/`, START_TIMEOUT_MS),
      ...remotes.map((r) => waitForUrl(r.manifestUrl, START_TIMEOUT_MS)),
    ]);
  } catch (error) {
    if (shuttingDown) return;
    say(error instanceof Error ? error.message : String(error));
    await shutdown(1);
    return;
  }
  if (shuttingDown) return;
  up = true;
  unwatch = watchRoutes();

  say('');
  say(`site (shell):     http://localhost:${shellPort}/id   http://localhost:${shellPort}/en`);
  for (const r of remotes) say(`${`${r.app}:`.padEnd(17)} ${standaloneUrl(r)}   (standalone; manifest ${r.manifestUrl})`);
  say(`content service:  http://localhost:${contentPort}/api`);
  say('hot reload: edit any remote, shared/* or the shell; Ctrl+C stops everything');
}

main().catch((error) => {
  console.error(`\x1b[31m[dev]\x1b[0m ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
