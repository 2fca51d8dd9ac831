// The site under measurement: the built shell and remotes, published and pinned into an isolated
// release environment under .cache/bench (like e2e/prepare-site.ts), served by the real servers
// (shell server + content service) on the bench's own ports. Every process started here is
// stopped by its pid.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';

/** The checkout under measurement: this one, or BENCH_ROOT (e.g. a worktree of an older commit). */
export const ROOT = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '../..'));
export const BENCH_DIR = path.join(ROOT, '.cache', 'bench');
const TSX_IMPORT = ['--import', 'tsx'];

/**
 * Ports: BENCH_PORT (site, default 4720), +1 content service, +2 bare Fastify server, +3 content
 * service without its response cache, +4 the site over HTTPS with HTTP/2.
 */
export function benchPorts(env = process.env) {
  const site = Number(env.BENCH_PORT ?? 4720);
  if (!Number.isInteger(site) || site <= 0) throw new Error(`BENCH_PORT must be a port number, got "${env.BENCH_PORT}"`);
  if ([3000, 3001].includes(site) || [3000, 3001].includes(site + 1)) throw new Error('ports 3000/3001 belong to the developer site');
  return { site, content: site + 1, bare: site + 2, uncached: site + 3, tls: site + 4 };
}

export const dirs = {
  remotes: path.join(BENCH_DIR, 'remotes'),
  releases: path.join(BENCH_DIR, 'releases'),
  shell: path.join(BENCH_DIR, 'shell'),
  sqlite: path.join(BENCH_DIR, 'content.sqlite'),
  logs: path.join(BENCH_DIR, 'logs'),
  tls: path.join(BENCH_DIR, 'tls'),
};
export const RELEASE_ENV = 'bench';

function run(command, args, env = {}) {
  execFileSync(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
}

/**
 * Builds what changed (`node scripts/site.mjs build`), then publishes every remote into an empty
 * .cache/bench/remotes, pins them in env `bench`, copies the shell's build and starts from an
 * empty database (the content service seeds it), so a rebuild in the shared tree during the run
 * cannot pull files away.
 */
export function prepareSite({ build = true } = {}) {
  if (build) run(process.execPath, [path.join(ROOT, 'scripts', 'site.mjs'), 'build']);
  for (const dir of [dirs.remotes, dirs.releases, dirs.shell]) rmSync(dir, { recursive: true, force: true });
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(dirs.sqlite + suffix, { force: true });
  mkdirSync(dirs.logs, { recursive: true });
  cpSync(path.join(ROOT, 'shell', 'dist'), dirs.shell, { recursive: true });
  run(process.execPath, [...TSX_IMPORT, 'tools/release/src/cli.ts', 'publish-all', '--pin', '--env', RELEASE_ENV], {
    REMOTES_DIR: dirs.remotes,
    RELEASES_DIR: dirs.releases,
  });
}

/** Starts a long-running Node process (TypeScript through tsx) with its output in a log file. */
export function startNode(name, args, env) {
  mkdirSync(dirs.logs, { recursive: true });
  const log = createWriteStream(path.join(dirs.logs, `${name}.log`));
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.name = name;
  return child;
}

/** Stops a child by its pid and waits for it to exit. */
export async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.exitCode === null) process.kill(child.pid, 'SIGKILL');
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/** The status a URL answers, 0 when it does not; an https URL is this machine's, with the bench's own certificate. */
function statusOf(url) {
  if (!url.startsWith('https:')) return fetch(url).then((res) => res.status, () => 0);
  return new Promise((resolve) => {
    https.get(url, { rejectUnauthorized: false }, (res) => resolve(res.resume() && res.statusCode)).on('error', () => resolve(0));
  });
}

export async function waitForUrl(url, child, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${child.name} exited (${child.exitCode}); see ${dirs.logs}`);
    const status = await statusOf(url);
    if (status > 0 && status < 500) return;
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The content service on its own port, with the bench's SQLite file. */
export async function startContentService(ports, env = {}, name = 'content-service') {
  const child = startNode(name, [...TSX_IMPORT, 'content-service/src/main.ts'], {
    PORT: String(ports.content),
    SQLITE_FILE: dirs.sqlite,
    LOG_LEVEL: 'warn',
    ...env,
  });
  await waitForUrl(`http://127.0.0.1:${ports.content}/api/settings?locale=id`, child);
  return child;
}

/** A self-signed certificate for localhost (openssl), made once under .cache/bench/tls. */
function localhostCertificate() {
  const cert = path.join(dirs.tls, 'localhost-cert.pem');
  const key = path.join(dirs.tls, 'localhost-key.pem');
  if (!existsSync(cert) || !existsSync(key)) {
    mkdirSync(dirs.tls, { recursive: true });
    // prettier-ignore
    run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '30', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1']);
  }
  return { cert, key };
}

/**
 * The shell server serving env `bench`: on the site port over HTTP/1.1, or (`tls`) on its own
 * port over HTTPS with HTTP/2, as visitors get the site.
 */
export async function startShellServer(ports, { tls = false, shellDist = dirs.shell, name, env = {} } = {}) {
  const certificate = tls ? localhostCertificate() : undefined;
  const child = startNode(name ?? (tls ? 'shell-server-tls' : 'shell-server'), [...TSX_IMPORT, 'shell/server/main.ts'], {
    PORT: String(tls ? ports.tls : ports.site),
    ...(certificate ? { TLS_CERT_FILE: certificate.cert, TLS_KEY_FILE: certificate.key } : {}),
    CONTENT_API_URL: `http://127.0.0.1:${ports.content}`,
    RELEASES_DIR: dirs.releases,
    REMOTES_DIR: dirs.remotes,
    RELEASE_ENV,
    SHELL_DIST: shellDist,
    ...env,
  });
  await waitForUrl(tls ? `https://localhost:${ports.tls}/release.json` : `http://127.0.0.1:${ports.site}/release.json`, child);
  return child;
}

/** Both servers (and, with `tls`, a second shell server over HTTPS with HTTP/2); `stopAll` stops them. */
export async function startSite(ports, { tls = false } = {}) {
  const started = [];
  try {
    started.push(await startContentService(ports));
    started.push(await startShellServer(ports));
    if (tls) started.push(await startShellServer(ports, { tls: true }));
  } catch (error) {
    await Promise.all(started.map(stop));
    throw error;
  }
  return { children: started, stopAll: () => Promise.all(started.map(stop)) };
}
