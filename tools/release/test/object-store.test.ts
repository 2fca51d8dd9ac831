// The release CLI against a real S3 protocol server (s3rver on loopback): what squads and release managers do in
// the cluster, where published versions live in a bucket, not in a folder any server mounts.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store, scopedStore } from '@brids/object-store';
import { startS3Server, type S3TestServer } from '../../../shared/object-store/test/s3-server.ts';
import { pin, readRelease } from '../src/pin.ts';
import { publish, publishedVersions } from '../src/publish.ts';
import { publishShell } from '../src/publish-shell.ts';
import { cli, dropTempDatabase, fakeBuild, publishFake, tempPaths, toolsRoutes } from './fixtures.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await dropTempDatabase();
  await s3?.close();
});

/** Folders for the release store, and a prefix of its own in the bucket for the published versions. */
async function bucketPaths() {
  const prefix = `t${Math.random().toString(36).slice(2, 10)}/`;
  const paths = { ...(await tempPaths('postgres')), objectStore: s3.options(prefix) };
  const bucket = createS3Store(s3.options(prefix));
  return { paths, prefix, bucket, remotes: scopedStore(bucket, 'remotes/') };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('publishing to an S3 bucket', { timeout: 60_000 }, () => {
  it('uploads every file under remotes/<remote>/<version>/ with long-lived caching, and the record last', async () => {
    const { paths, remotes } = await bucketPaths();
    const dist = await fakeBuild(paths.root, 'mf-tools', toolsRoutes);
    const result = await publish(paths, 'mf-tools', { dist, as: '1.0.0-s3', git: null });
    expect(result).toMatchObject({ version: '1.0.0-s3', alreadyPublished: false, location: expect.stringMatching(/^s3:\/\/brids-test\/t\w+\/remotes\/mf-tools\/1\.0\.0-s3\/$/) });
    const keys = await remotes.list('mf-tools/1.0.0-s3/');
    expect(keys).toEqual(['mf-manifest.json', 'publish.json', 'remoteEntry.js', 'routes.json', 'server/index.js', 'static/js/risk-profile.js'].map((file) => `mf-tools/1.0.0-s3/${file}`));
    const record = JSON.parse((await remotes.get('mf-tools/1.0.0-s3/publish.json'))!.toString('utf8')) as { files: Record<string, string> };
    for (const [file, digest] of Object.entries(record.files)) expect(sha256((await remotes.get(`mf-tools/1.0.0-s3/${file}`))!)).toBe(digest);
    // What a CDN in front of the bucket serves the files with.
    const head = await fetch(`${s3.endpoint}/${s3.bucket}/${paths.objectStore.prefix}remotes/mf-tools/1.0.0-s3/remoteEntry.js`);
    expect(head.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(head.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('takes the same bytes again as a no-op, refuses other bytes under a taken version, and lists versions for status', async () => {
    const { paths } = await bucketPaths();
    await publishFake(paths, 'mf-tools', '2.0.0', toolsRoutes, { entry: 'var mf_tools = 1;' });
    const again = await publish(paths, 'mf-tools', { dist: await fakeBuild(paths.root, 'mf-tools', toolsRoutes, { entry: 'var mf_tools = 1;' }), as: '2.0.0', git: null });
    expect(again.alreadyPublished).toBe(true);
    await expect(publishFake(paths, 'mf-tools', '2.0.0', toolsRoutes, { entry: 'var mf_tools = 2;' })).rejects.toThrow(/mf-tools 2.0.0 is already published with other content; versions are immutable/);
    await publishFake(paths, 'mf-tools', '2.1.0', toolsRoutes, { entry: 'var mf_tools = 3;' });
    expect((await publishedVersions(paths, 'mf-tools')).map((info) => info.version).sort()).toEqual(['2.0.0', '2.1.0']);
  });

  it('never shows a half-finished upload as a version: without its record it is neither listed nor pinnable', async () => {
    const { paths, remotes } = await bucketPaths();
    // An upload that stopped before the record: files there, publish.json not.
    await remotes.put('mf-tools/3.0.0/mf-manifest.json', Buffer.from('{}'));
    await remotes.put('mf-tools/3.0.0/remoteEntry.js', Buffer.from('var half;'));
    expect(await publishedVersions(paths, 'mf-tools')).toEqual([]);
    await expect(pin(paths, 'mf-tools', '3.0.0', { by: 'test' })).rejects.toThrow(/mf-tools 3\.0\.0 is not published \(no s3:\/\/.*publish\.json\): publish it first/);
    // A publish of that version completes it.
    await publishFake(paths, 'mf-tools', '3.0.0');
    expect((await publishedVersions(paths, 'mf-tools')).map((info) => info.version)).toEqual(['3.0.0']);
  });

  it('pins a version from the bucket with the sha256 of its record, after verify read the files from the bucket', async () => {
    const { paths, remotes } = await bucketPaths();
    await publishFake(paths, 'mf-tools', '4.0.0');
    const result = await pin(paths, 'mf-tools', '4.0.0', { env: 'staging', by: 'test', createEnv: true });
    expect(result.report?.source).toMatch(/^s3:\/\/brids-test\//);
    const pinned = (await readRelease(paths, 'staging'))?.remotes.mf_tools as { integrity?: { record?: string } };
    expect(pinned.integrity?.record).toBe(sha256((await remotes.get('mf-tools/4.0.0/publish.json'))!));
    await expect(pin(paths, 'mf-tools', '9.9.9', { env: 'staging', by: 'test' })).rejects.toThrow(/mf-tools 9\.9\.9 is not published/);
  });

  it("uploads the shell build's static files once, keeping every earlier build's", async () => {
    const { paths, bucket } = await bucketPaths();
    const build = async (name: string) => {
      const dist = path.join(paths.root, name);
      await mkdir(path.join(dist, 'static', 'js'), { recursive: true });
      await writeFile(path.join(dist, 'static', 'js', `index.${name}.js`), `console.log('${name}')`);
      await writeFile(path.join(dist, 'static', 'js', 'lib-react.1234.js'), 'react');
      return dist;
    };
    expect((await publishShell(paths, await build('a'))).uploaded).toBe(2);
    expect(await publishShell(paths, await build('b'))).toMatchObject({ uploaded: 1, kept: 1 });
    expect(await bucket.list('shell/')).toEqual(['shell/static/js/index.a.js', 'shell/static/js/index.b.js', 'shell/static/js/lib-react.1234.js']);
  });
});

describe('the CLI against the bucket', { timeout: 90_000 }, () => {
  const storeEnv = (prefix: string, change: Record<string, string> = {}) => ({ ...s3.env(prefix), ...change });

  it('publishes and pins staging in one command, writing the version to the workflow output', async () => {
    const { paths, prefix } = await bucketPaths();
    const dist = await fakeBuild(paths.root, 'mf-tools', toolsRoutes);
    const output = path.join(paths.root, 'github-output');
    const env = { ...storeEnv(prefix), GITHUB_OUTPUT: output };
    const published = await cli(paths, ['publish', 'mf-tools', '--dist', dist, '--as', '5.0.0', '--pin', '--env', 'staging', '--create-env', '--reason', 'PR 12'], env);
    expect(published.stderr).not.toContain('release:');
    expect(published).toMatchObject({ code: 0 });
    expect(published.stdout).toMatch(/^published mf_tools 5\.0\.0 -> s3:\/\/brids-test\/.*\npinned mf_tools 5\.0\.0 in staging/);
    expect(await readFile(output, 'utf8')).toBe('version=5.0.0\n');
    const status = await cli(paths, ['status', '--env', 'staging'], env);
    expect(status.stdout).toMatch(/^ {2}\* 5\.0\.0 +published /m);
  });

  it('says which setting is wrong and exits 1 before uploading anything: bucket, credentials', async () => {
    const { paths, prefix, bucket } = await bucketPaths();
    const dist = await fakeBuild(paths.root, 'mf-tools', toolsRoutes);
    const wrongBucket = await cli(paths, ['publish', 'mf-tools', '--dist', dist, '--as', '1.0.0'], storeEnv(prefix, { OBJECT_STORE_BUCKET: 'not-our-bucket' }));
    expect(wrongBucket).toMatchObject({ code: 1, stderr: expect.stringContaining('the bucket not-our-bucket does not exist') });
    const wrongKey = await cli(paths, ['publish', 'mf-tools', '--dist', dist, '--as', '1.0.0'], storeEnv(prefix, { OBJECT_STORE_ACCESS_KEY_ID: 'NOT-A-KEY' }));
    expect(wrongKey).toMatchObject({ code: 1, stderr: expect.stringContaining('the credentials are refused for the bucket brids-test') });
    const badSetting = await cli(paths, ['status'], { OBJECT_STORE_ENDPOINT: s3.endpoint });
    expect(badSetting).toMatchObject({ code: 1, stderr: expect.stringContaining('OBJECT_STORE_BUCKET: required with OBJECT_STORE_ENDPOINT') });
    expect(await bucket.list()).toEqual([]);
  });
});

