// The production build (issue 29, deploy/README.md's build contract): `pnpm build`'s server step makes
// plain JavaScript of both servers, which start with node alone (no tsx, no TypeScript) and serve: the
// content service on SQLite in sample mode, the shell server in front of it, server-rendering a remote's
// published build whose shared singletons (React, i18next, react-i18next, the platform) the bundle answers.
// The same step compiles the release CLI (the release image's entry point, issue 37), run here with node too.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../content-service/test/process.ts';
import { publishBuilt, releaseOf, ROOT, tempSite, writeRelease, type PublishedSite } from '../../shell/test/server-build-fixture.ts';

const run = promisify(execFile);
const CONTENT_MAIN = 'content-service/dist/main.js';
const SHELL_MAIN = 'shell/dist-server/main.js';
const RELEASE_CLI = 'tools/release/dist/cli.js';

describe('the production build of both servers', () => {
  let site: PublishedSite;
  let content: ServerProcess | undefined;
  let shell: ServerProcess | undefined;

  beforeAll(async () => {
    for (const built of ['shell/dist/index.html', 'mf-tools/dist/server/index.js']) {
      if (!existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run \`pnpm build\` first`);
    }
    await run(process.execPath, ['scripts/build-servers.mjs'], { cwd: ROOT });
    site = await tempSite();
    await publishBuilt(site, 'mf-tools', '1.0.0-a');
    await writeRelease(site, await releaseOf(site, { 'mf-tools': '1.0.0-a' }));
  }, 60_000);
  afterAll(async () => {
    for (const server of [shell, content]) {
      server?.kill('SIGTERM');
      await server?.exited;
    }
    if (site) await rm(site.dir, { recursive: true, force: true });
  });

  it('emits the files the images run, with no TypeScript in them', async () => {
    for (const file of [CONTENT_MAIN, 'content-service/dist/cli.js', SHELL_MAIN, RELEASE_CLI]) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
    const { stdout } = await run(process.execPath, ['content-service/dist/cli.js', 'nonsense'], { cwd: ROOT }).catch((error: { stderr: string }) => ({ stdout: error.stderr }));
    expect(stdout).toContain('usage: node dist/cli.js');
    // The operators' users command, compiled: the password piped to it.
    const env = { ...process.env, SQLITE_FILE: path.join(await mkdtemp(path.join(site.dir, 'cli-')), 'content.sqlite') };
    const added = execFileSync(process.execPath, ['content-service/dist/cli.js', 'users', 'add', 'ops@bank.example', '--role', 'admin'], { cwd: ROOT, env, input: 'a-compiled-cli-password\n', stdio: ['pipe', 'pipe', 'ignore'] }).toString();
    expect(added).toContain('added ops@bank.example (ops; admin)');
    const list = execFileSync(process.execPath, ['content-service/dist/cli.js', 'users', 'list'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
    expect(list).toMatch(/ops@bank\.example\s+ops\s+admin\s+no\s+never/);
  });

  it('runs the compiled release CLI with node from another working directory: publish, pin, status, verify', async () => {
    const data = await mkdtemp(path.join(site.dir, 'release-'));
    // Folders (no bucket, no release database): the repository's layout is found from the bundle, not the cwd.
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, REMOTES_DIR: path.join(data, 'remotes'), RELEASES_DIR: path.join(data, 'releases'), RELEASE_USER: 'compiled-cli' };
    const cli = (...args: string[]) => run(process.execPath, [path.join(ROOT, RELEASE_CLI), ...args], { cwd: data, env });
    expect((await cli('--help')).stdout).toContain('Usage: pnpm release <command>');
    await cli('publish', 'mf-tools', '--no-build', '--as', '1.0.0-cli');
    expect((await cli('pin', 'mf-tools', '1.0.0-cli', '--env', 'local', '--reason', 'compiled CLI')).stdout).toContain('pinned mf_tools 1.0.0-cli in local');
    expect((await cli('status', '--env', 'local')).stdout).toMatch(/mf_tools\s+1\.0\.0-cli\s/);
    // verify reads the shell's installed singletons (tools/build's shared-deps, inlined) from the repository root.
    const verified = (await cli('verify', '--env', 'local')).stdout;
    expect(verified).toContain('ok   mf_tools     1.0.0-cli');
    expect(verified).toMatch(/singletons agree \(shell and 1 remotes\): .*react 19\./);
    expect(verified).toContain('result: OK');
  }, 60_000);

  it('refuses to start in production on a placeholder secret, naming the variable (both servers and the migration job)', async () => {
    const env = { PATH: process.env.PATH, NODE_ENV: 'production', LOG_PRETTY: '0' };
    const contentEnv = { ...env, DATABASE_URL: 'postgres://brids@127.0.0.1:9/brids', RECAPTCHA_SECRET: 'change-me', CLIENT_REGISTRY_URL: 'http://127.0.0.1:9/registry', PUBLIC_ORIGIN: 'https://www.brids.test' };
    const shellEnv = { ...env, RELEASE_PREVIEW_SECRET: 'change-me', PUBLIC_ORIGIN: 'https://www.brids.test' };
    for (const [script, variables, name, reason] of [
      [CONTENT_MAIN, contentEnv, 'RECAPTCHA_SECRET', 'a placeholder ("change-me") is refused in production'],
      [SHELL_MAIN, shellEnv, 'RELEASE_PREVIEW_SECRET', 'a placeholder ("change-me") is refused in production'],
      [SHELL_MAIN, { ...shellEnv, RELEASE_PREVIEW_SECRET: 'too-short-for-production' }, 'RELEASE_PREVIEW_SECRET', 'must be at least 32 bytes'],
      ['content-service/dist/cli.js', { ...env, DATABASE_URL: 'postgres://brids:change-me@127.0.0.1:9/brids' }, 'DATABASE_URL', 'its password is a placeholder'],
    ] as const) {
      const args = script.endsWith('cli.js') ? [script, 'migrate'] : [script];
      const failed = await run(process.execPath, args, { cwd: ROOT, env: variables, timeout: 20_000 }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed.code, script).not.toBe(0);
      expect(failed.stderr, script).toContain(`${name}: ${reason}`);
    }
  }, 60_000);

  it('starts the content service with node (SQLite, sample mode) and answers /readyz and the API', async () => {
    const dir = await mkdtemp(path.join(site.dir, 'content-'));
    content = await startServer(CONTENT_MAIN, { SQLITE_FILE: path.join(dir, 'content.sqlite'), MAIL_DIR: path.join(dir, 'mail'), LOG_PRETTY: '0', NODE_ENV: 'development' }, '/readyz', { compiled: true });
    expect(await (await fetch(`${content.url}/readyz`)).json()).toEqual({ status: 'ready', checks: { database: 'ok', schema: 'ok' } });
    const settings = await fetch(`${content.url}/api/settings?locale=id`);
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(content.logs.map((line) => line.msg)).toContain('seeded the empty database with sample content');
  }, 30_000);

  it('starts the shell server with node against it and server-renders a remote page on the shared singletons', async () => {
    expect(content).toBeDefined();
    shell = await startServer(
      SHELL_MAIN,
      { CONTENT_API_URL: content!.url, RELEASE_FILE: site.releaseFile, REMOTES_DIR: site.remotesDir, LOG_PRETTY: '0', NODE_ENV: 'development' },
      '/readyz',
      { compiled: true },
    );
    expect(await (await fetch(`${shell.url}/readyz`)).json()).toEqual({ status: 'ready', checks: { release: 'ok', template: 'ok', 'content-service': 'ok' } });
    const res = await fetch(`${shell.url}/id/alat-analisis/kalkulator-investasi`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="brids-hydration">/.exec(html)?.[1] ?? '';
    // The remote's page, translated through the one i18next instance the shell's layout uses.
    expect(root).toContain('Hitung hasil investasi Anda');
    expect(root).not.toContain('calculator.lead');
    await expect.poll(() => shell!.logs.map((line) => line.msg)).toContain('server build of mf_tools 1.0.0-a loaded');
    expect(shell.logs.filter((line) => Number(line.level) >= 40)).toEqual([]);
    expect((await fetch(`${shell.url}/api/settings?locale=id`)).status).toBe(200);
  }, 30_000);
});
