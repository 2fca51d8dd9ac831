// Prepares the isolated e2e environment before any server starts (Playwright launches its
// `webServer` entries before `globalSetup`, so the first webServer command runs this script):
// build what changed, publish every remote into an empty .cache/e2e/remotes, pin them in env
// `e2e`, copy the shell's build, and delete the e2e SQLite file so the content service seeds afresh.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_DIR, RELEASE_DIRS, RELEASE_ENV, REMOTES_DIR, RELEASES_DIR, ROOT, SHELL_DIST, SQLITE_FILE, TSX } from './support/env.ts';

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  // Output goes to stderr: Playwright shows a webServer's stderr, not its stdout.
  execFileSync(command, args, { cwd: ROOT, stdio: ['ignore', 2, 2], env: { ...process.env, ...env } });
}

export function prepareSite(): void {
  const started = Date.now();
  run(process.execPath, [path.join(ROOT, 'scripts', 'site.mjs'), 'build']);
  for (const dir of [REMOTES_DIR, RELEASES_DIR, SHELL_DIST]) rmSync(dir, { recursive: true, force: true });
  for (const file of [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`, `${SQLITE_FILE}-journal`]) rmSync(file, { force: true });
  mkdirSync(E2E_DIR, { recursive: true });
  // A copy of the shell's build: a rebuild in the working tree during the run cannot pull it away.
  cpSync(path.join(ROOT, 'shell', 'dist'), SHELL_DIST, { recursive: true });
  run(TSX, ['tools/release/src/cli.ts', 'publish-all', '--pin', '--env', RELEASE_ENV], RELEASE_DIRS);
  console.error(`[e2e] site prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

prepareSite();
