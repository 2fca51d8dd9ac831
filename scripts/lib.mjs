// Helpers of the set-up scripts. Plain Node (no dependencies): they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const PNPM_VERSION = '12.21.0';
/**
 * The Node the project runs on, whatever Node started `npm start` or `npm test`: the current LTS line (Node 24,
 * supported until April 2028), from the npm registry's `node` package (the binary and its headers, so native
 * addons build against it). The Dockerfile's images run the same version.
 */
export const NODE_VERSION = '24.21.0';
const TOOLS = path.join(ROOT, '.tools');
export const PNPM = path.join(TOOLS, 'node_modules', '.bin', 'pnpm');
export const BIN = path.join(ROOT, 'node_modules', '.bin');
export const APPS = ['shell', 'mf-marketing', 'mf-research', 'mf-education', 'mf-tools'];
export const REMOTE_APPS = APPS.filter((app) => app !== 'shell');
/** Browser builds that are not part of the public site: the editors' console (served by the content service at /console/). */
export const CONSOLE_APP = 'console';

export function log(message) {
  console.log(`\x1b[36m[site]\x1b[0m ${message}`);
}

/** Runs a command to completion, inheriting the terminal; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

/** The project's Node (NODE_VERSION), installed under .tools/ by `ensureNode`: its folder holds bin/ and include/. */
const NODE_HOME = path.join(TOOLS, 'node_modules', 'node', 'node_modules', `node-${process.platform}-${process.arch}`);
export const NODE = path.join(NODE_HOME, 'bin', 'node');

/** The version a binary answers, or '' when it cannot run. */
const versionOf = (binary) => (existsSync(binary) ? spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '' : '');

/**
 * The project's own tools under .tools/: its Node (NODE_VERSION) and pnpm (PNPM_VERSION), one npm install of the
 * two, again whenever either is missing or another version. Registry packages: no download of their own.
 */
function ensureTools() {
  if (versionOf(NODE) === `v${NODE_VERSION}` && versionOf(PNPM) === PNPM_VERSION) return;
  log(`installing Node ${NODE_VERSION} and pnpm ${PNPM_VERSION} into .tools/ (the project's; this Node is ${process.version})`);
  mkdirSync(TOOLS, { recursive: true });
  writeFileSync(
    path.join(TOOLS, 'package.json'),
    `${JSON.stringify({ private: true, dependencies: { node: NODE_VERSION, pnpm: PNPM_VERSION }, allowScripts: { pnpm: true, node: true } }, null, 2)}\n`,
  );
  run('npm', ['install', '--no-fund', '--no-audit', '--loglevel=error'], { cwd: TOOLS });
  if (!existsSync(NODE)) throw new Error(`npm installed node@${NODE_VERSION} but ${NODE} is missing`);
}

export const ensureNode = ensureTools;

/**
 * Runs this very process again under the project's Node, with its bin/ first on PATH (every `node` a child
 * starts is that one too), unless it already is: the exit code is the child's.
 */
export function onProjectNode() {
  if (process.version === `v${NODE_VERSION}`) return;
  ensureNode();
  const result = spawnSync(NODE, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: projectNodeEnv() });
  process.exit(result.status ?? 1);
}

/** An environment whose `node` is the project's. */
export function projectNodeEnv(env = process.env) {
  return { ...env, PATH: `${path.dirname(NODE)}${path.delimiter}${env.PATH ?? ''}` };
}

/** Environment for installs: native addons build against the project's Node headers (none can be downloaded here). */
function installEnv() {
  return { npm_config_nodedir: NODE_HOME };
}


/** The project installs its own pnpm (a native binary) under .tools/, with its Node. */
export const ensurePnpm = ensureTools;

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out.sort();
}

const manifests = () =>
  [path.join(ROOT, 'pnpm-lock.yaml'), path.join(ROOT, 'package.json'), path.join(ROOT, 'pnpm-workspace.yaml')].concat(
    ['shell', ...REMOTE_APPS, CONSOLE_APP, 'content-service', 'e2e', 'tools/build', 'tools/release', 'tools/api-client', 'shared/contracts', 'shared/ui', 'shared/i18n', 'shared/platform', 'shared/server-operations', 'shared/rich-text-server', 'shared/release-signature', 'shared/object-store']
      .map((dir) => path.join(ROOT, dir, 'package.json'))
      .filter(existsSync),
  );

/** `pnpm install --frozen-lockfile`, skipped when nothing it depends on changed since the last one. */
export function ensureDependencies() {
  ensurePnpm();
  const stampFile = path.join(ROOT, 'node_modules', '.brids-install');
  // The Node version is part of the stamp: a native addon built for another Node's ABI is built again.
  const stamp = `${process.version} ${hashFiles(manifests())}`;
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : undefined;
  if (previous === stamp) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  run(PNPM, ['install', '--frozen-lockfile', '--reporter=append-only'], { env: installEnv() });
  if (previous !== undefined && !previous.startsWith(`${process.version} `)) {
    log(`rebuilding the native addons for Node ${process.version}`);
    run(PNPM, ['rebuild', 'better-sqlite3'], { env: installEnv() });
  }
  writeFileSync(stampFile, stamp);
}

/** Fingerprint of everything an app's build reads: its own files and the shared libraries. */
function buildFingerprint(app) {
  const inputs = [
    ...walk(path.join(ROOT, app)),
    ...walk(path.join(ROOT, 'shared')),
    ...walk(path.join(ROOT, 'tools', 'build')),
    path.join(ROOT, 'pnpm-lock.yaml'),
  ];
  return hashFiles(inputs);
}

/** Builds the shell and every remote whose inputs changed since its last build. */
export function buildApps(apps = [...APPS, CONSOLE_APP]) {
  for (const app of apps) {
    const stampFile = path.join(ROOT, app, 'dist', '.fingerprint');
    const fingerprint = buildFingerprint(app);
    if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) {
      log(`${app}: build is up to date`);
      continue;
    }
    log(`${app}: building`);
    run(path.join(ROOT, app, 'node_modules', '.bin', 'rsbuild'), ['build', '--log-level', 'warn'], { cwd: path.join(ROOT, app), env: { NODE_ENV: 'production' } });
    writeFileSync(stampFile, fingerprint);
  }
}

/** Publishes the remotes' builds and pins the new ones in an environment's release manifest. */
export function publishAndPin(env, dirs = {}) {
  run(path.join(BIN, 'tsx'), ['tools/release/src/cli.ts', 'publish-all', '--pin', '--env', env], { env: dirs });
}

/** Starts a long-running child process; its pid is returned so it can be stopped by pid. */
export function startProcess(name, command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM' && signal !== 'SIGINT') log(`${name} exited (${code ?? signal})`);
  });
  return child;
}

/** Rejects when a child process exits: a server that dies while starting fails the start at once. */
export function failOnExit(name, child) {
  return new Promise((_, reject) => {
    child.on('exit', (code, signal) => reject(new Error(`${name} exited while starting (${code ?? signal})`)));
  });
}

/** Waits until a URL answers (any HTTP status below 500), or fails after `ms`. */
export async function waitForUrl(url, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
