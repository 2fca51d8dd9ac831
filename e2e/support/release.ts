// The release CLI (tools/release), run against the e2e environment as an operator would.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { RELEASE_DIRS, RELEASE_ENV, REMOTES_DIR, ROOT, TSX, type RemoteFolder } from './env.ts';
import { currentRelease } from './content.ts';

const exec = promisify(execFile);

export async function releaseCli(...args: string[]): Promise<string> {
  const { stdout } = await exec(TSX, ['tools/release/src/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...RELEASE_DIRS },
  });
  return stdout.trim();
}

/**
 * `publish <remote> --as <version>`: the remote's build (`<remote>/dist`) a second time, under
 * an explicit version. The working tree is shared with other people's builds and dev servers,
 * which empty `dist` (rsbuild cleans it first): wait a little for a build to land, and if none
 * does, publish by hand what the CLI would have copied, the build the e2e release runs now
 * (`fallbackFrom`), and say so in the returned text.
 */
export async function publishAs(remote: RemoteFolder, version: string, fallbackFrom: string): Promise<string> {
  const until = Date.now() + 15_000;
  for (;;) {
    try {
      return await releaseCli('publish', remote, '--as', version, '--no-build');
    } catch (error) {
      const missingBuild = /has no mf-manifest\.json|ENOENT/.test(String((error as { stderr?: string }).stderr ?? error));
      if (!missingBuild) throw error;
      if (Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  const target = path.join(REMOTES_DIR, remote, version);
  if (!existsSync(path.join(target, 'mf-manifest.json'))) {
    const staging = `${target}.tmp-${process.pid}`;
    await cp(path.join(REMOTES_DIR, remote, fallbackFrom), staging, { recursive: true });
    await writeFile(path.join(staging, 'publish.json'), `${JSON.stringify({ remote, version, publishedAt: new Date().toISOString() })}\n`);
    await rename(staging, target);
  }
  return `published ${remote} ${version} by copying ${fallbackFrom} (${remote}/dist had no build)`;
}

/** `pin <remote> <version> --env e2e`, then waits until the shell server serves it. */
export async function pin(remote: string, version: string): Promise<void> {
  await releaseCli('pin', remote, version, '--env', RELEASE_ENV);
  const name = remote.replace(/-/g, '_');
  const until = Date.now() + 10_000;
  while ((await currentRelease()).remotes[name]?.version !== version) {
    if (Date.now() > until) throw new Error(`The shell server does not serve ${remote} ${version} after pinning it`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
