#!/usr/bin/env node
// The README's commands: `npm start` (whole site on embedded defaults) and `npm test` (every test).
import { readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import {
  BIN,


  buildApps,
  ensureDependencies,
  failOnExit,
  isFile,
  log,
  onProjectNode,
  publishAndPin,
  run,
  startProcess,
  waitForUrl,
} from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';

function prepare() {
  ensureDependencies();
  buildApps();
}

async function start() {
  prepare();
  publishAndPin(process.env.RELEASE_ENV ?? 'local');
  const contentPort = process.env.CONTENT_PORT ?? '3001';
  const sitePort = process.env.PORT ?? '3000';
  const children = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Both start at once: the shell server does not need the content service until the first request.
  const content = startProcess('content service', path.join(BIN, 'tsx'), ['content-service/src/main.ts'], { PORT: contentPort });
  const shell = startProcess('shell server', path.join(BIN, 'tsx'), ['shell/server/main.ts'], {
    PORT: sitePort,
    CONTENT_API_URL: `http://127.0.0.1:${contentPort}`,
  });
  children.push(content, shell);
  try {
    await Promise.race([
      Promise.all([
        waitForUrl(`http://127.0.0.1:${contentPort}/api/settings`),
        waitForUrl(`http://127.0.0.1:${sitePort}/release.json`),
      ]),
      failOnExit('content service', content),
      failOnExit('shell server', shell),
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  log(`content service: http://localhost:${contentPort}/api`);
  log(`site: http://localhost:${sitePort}  (Ctrl+C stops both)`);
}

/**
 * Debian packages the tests drive: Chromium (browser tests), nginx (deploy/test runs the production proxy config)
 * and prometheus for its promtool (deploy/test/monitoring.test.ts checks and unit-tests the alert rules).
 */
const TEST_PACKAGES = [
  { name: 'chromium', binary: CHROMIUM },
  { name: 'nginx', binary: '/usr/sbin/nginx' },
  { name: 'prometheus', binary: '/usr/bin/promtool' },
];

/** Pids of the running processes whose program is `binary` (read from /proc). */
function pidsOf(binary) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/exe`) === binary) pids.push(Number(entry));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return pids;
}

function ensureTestPackages() {
  const missing = TEST_PACKAGES.filter((pkg) => !isFile(pkg.binary)).map((pkg) => pkg.name);
  if (missing.length === 0) return;
  log(`installing Debian's ${missing.join(' and ')} for the tests`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt(['update', '-qq']);
  const serversBefore = new Set(pidsOf('/usr/bin/prometheus'));
  apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  // The prometheus package may start its server (an init system that allows it): only promtool is wanted.
  for (const pid of pidsOf('/usr/bin/prometheus')) {
    if (serversBefore.has(pid)) continue;
    log(`stopping the Prometheus server the package started (pid ${pid})`);
    process.kill(pid, 'SIGTERM');
  }
}

function test() {
  prepare();
  ensureTestPackages();
  log('type check');
  run(path.join(BIN, 'tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  log('lint');
  run(path.join(BIN, 'oxlint'), ['--deny-warnings']);
  log('unit and API tests');
  run(path.join(BIN, 'vitest'), ['run']);
  log('cluster test (2 content services and 2 shell servers behind nginx, under load)');
  run(path.join(BIN, 'vitest'), ['run', '-c', 'deploy/test/cluster.vitest.config.ts']);
  log('browser tests');
  run(path.join(BIN, 'playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
}

/** `pnpm build`: the browser builds, then the two servers compiled to JavaScript for production (scripts/build-servers.mjs). */
async function build() {
  prepare();
  log('servers: building content-service/dist and shell/dist-server');
  const { buildServers } = await import('./build-servers.mjs');
  await buildServers();
}

const commands = {
  start,
  test,
  build,
  install: ensureDependencies,
};

// Every command runs on the project's Node (Node 24 LTS, scripts/lib.mjs), whatever Node started it.
onProjectNode();

const command = commands[process.argv[2]];
if (!command) {
  console.error(`usage: node scripts/site.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
try {
  await command();
} catch (error) {
  console.error(`\x1b[31m[site]\x1b[0m ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
