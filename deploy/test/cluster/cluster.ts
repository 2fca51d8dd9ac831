// The production topology on one machine (issue 29 point 5): PostgreSQL and Redis (local), an S3 protocol
// server (s3rver) as the object store, two content services and two shell servers as production builds (plain
// node, NODE_ENV=production), behind Debian's nginx with deploy/nginx/nginx.conf, which serves the bucket's
// remotes/ as compose's does. No folder is shared: each shell server keeps its own copies of the versions it
// runs. Used by cluster.test.ts and by `pnpm bench:cluster`.
import { execFile, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { startSmtpSink } from '../../../content-service/test/forms/smtp-sink.ts';
import { freePort, startServer, type ServerProcess } from '../../../content-service/test/process.ts';
import { startS3Server } from '../../../shared/object-store/test/s3-server.ts';
import { throwawayDatabase } from '../../../shared/release-store/test/throwaway-database.ts';
import { publishBuilt, ROOT, tempSite, type PublishedSite, type RemoteFolder } from '../../../shell/test/server-build-fixture.ts';
import type { ReleasePaths } from '../../../tools/release/src/paths.ts';
import { pin } from '../../../tools/release/src/pin.ts';
import { closeStores } from '../../../tools/release/src/store.ts';
import { ensureNginx, prepareConfig, startNginx } from '../nginx-under-test.ts';

const run = promisify(execFile);
export const REMOTES: RemoteFolder[] = ['mf-marketing', 'mf-research', 'mf-education', 'mf-tools'];
export const RELEASE_ENV = 'staging';
/** The captcha token the test's siteverify stub accepts (production verifies every form's captcha). */
export const CLUSTER_CAPTCHA = 'cluster-captcha-ok';
/** Production refuses placeholders and keys under 32 bytes: each run's own. */
const CLUSTER_SECRETS = { recaptcha: randomBytes(32).toString('base64url'), preview: randomBytes(32).toString('base64url') };
/** The Redis database the cluster's rate limits count in (emptied at start). */
const REDIS_DB = 9;

/** One server process of the cluster, restartable on its port (the proxy's upstream). */
export class Instance {
  process!: ServerProcess;
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly script: string,
    private readonly env: () => Record<string, string>,
    /** Where this instance's Prometheus metrics listen (METRICS_PORT). */
    readonly metricsPort: number,
  ) {}

  async start(): Promise<void> {
    this.process = await startServer(this.script, { ...this.env(), METRICS_PORT: String(this.metricsPort), LOG_PRETTY: '0', LOG_LEVEL: 'warn' }, '/readyz', { compiled: true, port: this.port });
  }

  /** kill -9: no shutdown, connections cut. */
  async kill9(): Promise<void> {
    this.process.kill('SIGKILL');
    await this.process.exited;
  }

  async stop(): Promise<void> {
    this.process?.kill('SIGTERM');
    await this.process?.exited;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The instance's Prometheus text. */
  async metrics(): Promise<string> {
    return (await fetch(`http://127.0.0.1:${this.metricsPort}/metrics`)).text();
  }
}

export interface Cluster {
  /** The proxy's public port: what visitors reach. */
  edge: number;
  content: [Instance, Instance];
  shells: [Instance, Instance];
  /** The content database (its schema as search path), for checks. */
  databaseUrl: string;
  releasePaths: ReleasePaths;
  /** What the release CLI reads to reach the cluster's stores (OBJECT_STORE_*, RELEASE_DATABASE_URL), as a squad's pipeline sets it. */
  releaseEnv: Record<string, string>;
  /** mf-marketing's build with the about page's label 'Our story' changed to 'Our whole story': a squad's next version, not yet published. */
  nextMarketingBuild: string;
  /** The proxy's access log (the shipped format: each instance tried, its status and connect time). */
  accessLog: string;
  /** The proxy's internal listener (balanced over both content services): the staff's way to the content service. */
  internal: number;
  /** A bearer token of an editor (made with the users CLI, as operators do), for the editorial API. */
  editorToken: string;
  /** A bearer token of a live-chat agent. */
  agentToken: string;
  mails: Awaited<ReturnType<typeof startSmtpSink>>['received'];
  /** Pins a published version, as a release manager does with `pnpm release pin`. */
  pin(remote: RemoteFolder, version: string): Promise<void>;
  stop(): Promise<void>;
}

function requireBuilds(): void {
  const built = ['content-service/dist/main.js', 'content-service/dist/cli.js', 'shell/dist-server/main.js', 'shell/dist/index.html', ...REMOTES.map((remote) => `${remote}/dist/server/index.js`)];
  for (const file of built) if (!existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run \`pnpm build\` first`);
}

/** A siteverify endpoint that accepts `CLUSTER_CAPTCHA` only (reCAPTCHA's answer shape). */
async function captchaStub(delayMs: number): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const response = new URLSearchParams(body).get('response');
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: response === CLUSTER_CAPTCHA })), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/siteverify`, server };
}

/** A copy of a remote's build with `from` replaced by `to` in its scripts: a build whose only change is a label. */
async function relabelledBuild(dir: string, remote: RemoteFolder, from: string, to: string): Promise<string> {
  const copy = await mkdtemp(path.join(dir, `${remote}-`));
  await cp(path.join(ROOT, remote, 'dist'), copy, { recursive: true });
  for (const file of (await readdir(copy, { recursive: true })).filter((name) => name.endsWith('.js'))) {
    const code = await readFile(path.join(copy, file), 'utf8');
    if (code.includes(from)) await writeFile(path.join(copy, file), code.replaceAll(from, to));
  }
  return copy;
}

/**
 * Starts the whole topology. Remotes: every remote's production build published to the bucket as 1.0.0-a and
 * pinned; `nextMarketingBuild` is mf-marketing's build whose only change is the about page's English label
 * 'Our story' → 'Our whole story' (a version to publish, pin and roll back under load).
 */
export async function startCluster(options: {
  rateLimits?: Record<string, string>;
  /** How long the captcha's verification takes (reCAPTCHA's siteverify is a network call): a form is that long in flight. */
  captchaDelayMs?: number;
} = {}): Promise<Cluster> {
  // The servers' production bundles of this checkout (`pnpm build`'s server step, a few seconds), as deploy/test/production-build does.
  await run(process.execPath, ['scripts/build-servers.mjs'], { cwd: ROOT });
  requireBuilds();
  ensureNginx();
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    // The content database, migrated by the migration job and given the sample content by the seed command.
    const postgres = await throwawayDatabase();
    cleanups.push(postgres.drop);
    const cli = (args: string[], env: Record<string, string>) => run(process.execPath, ['content-service/dist/cli.js', ...args], { cwd: ROOT, env: { ...process.env, LOG_PRETTY: '0', ...env } });
    await cli(['migrate'], { NODE_ENV: 'production', DATABASE_URL: postgres.url });
    await cli(['seed'], { NODE_ENV: 'development', DATABASE_URL: postgres.url });
    // Staff accounts made with the users CLI, as operators do: an editor, an admin (the desk's hours) and an agent.
    const addUser = (role: 'editor' | 'admin' | 'agent') => {
      const account = { email: `${role}@cluster.test`, password: `cluster-${Date.now()}-${role}` };
      const added = spawnSync(process.execPath, ['content-service/dist/cli.js', 'users', 'add', account.email, '--role', role], {
        cwd: ROOT, input: `${account.password}\n`, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: postgres.url, LOG_PRETTY: '0' },
      });
      if (added.status !== 0) throw new Error(`users add failed: ${added.stderr}`);
      return account;
    };
    const staff = { editor: addUser('editor'), admin: addUser('admin'), agent: addUser('agent') };

    // The object store (the bucket nginx's /remotes/ reads: `brids`, as compose creates it) and the release store
    // every shell server reads, with the remotes published and pinned.
    const s3 = await startS3Server({ bucket: 'brids', process: true });
    cleanups.push(s3.close);
    const site: PublishedSite = await tempSite();
    cleanups.push(() => rm(site.dir, { recursive: true, force: true }));
    const releaseDb = await throwawayDatabase();
    cleanups.push(releaseDb.drop);
    cleanups.push(closeStores);
    const objectStore = s3.options();
    for (const remote of REMOTES) await publishBuilt(site, remote, '1.0.0-a', { objectStore });
    const nextMarketingBuild = await relabelledBuild(site.dir, 'mf-marketing', '"Our story"', '"Our whole story"');
    // No remotes folder anywhere: the CLI and the servers reach the versions through the bucket only.
    const releasePaths: ReleasePaths = { remotesDir: path.join(site.dir, 'no-remotes-folder'), releasesDir: path.join(site.dir, 'releases'), databaseUrl: releaseDb.url, objectStore };
    const releaseEnv = { ...s3.env(), RELEASE_DATABASE_URL: releaseDb.url, RELEASE_USER: 'cluster test' };
    const by = { by: 'cluster test', env: RELEASE_ENV };
    for (const remote of REMOTES) await pin(releasePaths, remote, '1.0.0-a', by);

    const smtp = await startSmtpSink();
    cleanups.push(smtp.close);
    const captcha = await captchaStub(options.captchaDelayMs ?? 0);
    cleanups.push(() => new Promise((resolve) => captcha.server.close(resolve)));
    const redis = spawnSync('redis-cli', ['-n', String(REDIS_DB), 'flushdb'], { encoding: 'utf8' });
    if (redis.status !== 0) throw new Error(`redis-cli flushdb failed: ${redis.stderr || redis.error?.message}`);

    const [edge, internal, c1, c2, s1, s2, m1, m2, m3, m4] = await Promise.all(Array.from({ length: 10 }, () => freePort()));
    const contentEnv = () => ({
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      REDIS_URL: `redis://127.0.0.1:6379/${REDIS_DB}`,
      RECAPTCHA_SECRET: CLUSTER_SECRETS.recaptcha,
      RECAPTCHA_VERIFY_URL: captcha.url,
      // Required in production; the cluster's load sends no Eduvest client registrations.
      CLIENT_REGISTRY_URL: 'http://127.0.0.1:9/registry',
      SMTP_URL: smtp.url,
      PUBLIC_ORIGIN: `http://127.0.0.1:${edge}`,
      TRUST_PROXY: 'loopback',
      ...options.rateLimits,
    });
    // Each shell server's own folder of checked copies (a pod's emptyDir), the bucket, and the proxy as the CDN.
    const shellEnv = (name: string) => () => ({
      NODE_ENV: 'production',
      CONTENT_API_URL: `http://127.0.0.1:${internal}`,
      RELEASE_DATABASE_URL: releaseDb.url,
      RELEASE_ENV,
      RELEASE_PREVIEW_SECRET: CLUSTER_SECRETS.preview,
      REMOTES_DIR: path.join(site.dir, `${name}-copies`),
      REMOTES_PUBLIC_URL: `http://127.0.0.1:${edge}/remotes`,
      ...s3.env(),
      SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
      PUBLIC_ORIGIN: `http://127.0.0.1:${edge}`,
    });
    const content: [Instance, Instance] = [
      new Instance('content-1', c1!, 'content-service/dist/main.js', contentEnv, m1!),
      new Instance('content-2', c2!, 'content-service/dist/main.js', contentEnv, m2!),
    ];
    const shells: [Instance, Instance] = [
      new Instance('shell-1', s1!, 'shell/dist-server/main.js', shellEnv('shell-1'), m3!),
      new Instance('shell-2', s2!, 'shell/dist-server/main.js', shellEnv('shell-2'), m4!),
    ];

    const accessLog = path.join(site.dir, 'nginx-access.log');
    const nginx = prepareConfig({
      edge: edge!, internal: internal!, accessLog,
      upstreams: { 'shell-1:3000': s1!, 'shell-2:3000': s2!, 'content-1:3001': c1!, 'content-2:3001': c2!, 'object-store:9000': s3.port },
    });
    cleanups.push(() => rm(nginx.dir, { recursive: true, force: true }));
    // (nginx's workers run as an unprivileged user: its temporary folders are made readable to them.)
    mkdirSync(nginx.srv, { recursive: true });
    spawnSync('chmod', ['-R', 'a+rX', nginx.srv]);
    const proxy: ChildProcess = await startNginx(nginx.dir, nginx.config, edge!);
    cleanups.push(async () => {
      proxy.kill('SIGTERM');
      if (proxy.exitCode === null) await new Promise((resolve) => proxy.once('exit', resolve));
    });

    for (const instance of content) cleanups.push(() => instance.stop());
    await Promise.all(content.map((instance) => instance.start()));
    for (const instance of shells) cleanups.push(() => instance.stop());
    await Promise.all(shells.map((instance) => instance.start()));

    const tokenOf = async (account: { email: string; password: string }) => {
      const login = await fetch(`${content[0].url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
      if (login.status !== 200) throw new Error(`${account.email}'s login answered ${login.status}`);
      return ((await login.json()) as { token: string }).token;
    };
    const [editorToken, adminToken, agentToken] = [await tokenOf(staff.editor), await tokenOf(staff.admin), await tokenOf(staff.agent)];
    // The desk is open around the clock (setting live-chat-hours, edited and published as an admin does in the console).
    const setting = `${content[0].url}/api/editorial/settings/live-chat-hours`;
    const admin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
    const read = (await (await fetch(setting, { headers: admin })).json()) as { data: { version: number } };
    const saved = await fetch(setting, { method: 'PUT', headers: admin, body: JSON.stringify({ version: read.data.version, document: { key: 'live-chat-hours', value: { id: 'daily 00:00-24:00', en: 'daily 00:00-24:00' } } }) });
    if (saved.status !== 200) throw new Error(`the chat hours' save answered ${saved.status}: ${await saved.text()}`);
    const published = await fetch(`${setting}/publish`, { method: 'POST', headers: admin, body: JSON.stringify({ version: ((await saved.json()) as { data: { version: number } }).data.version }) });
    if (published.status !== 200) throw new Error(`the chat hours' publish answered ${published.status}: ${await published.text()}`);

    return {
      edge: edge!,
      internal: internal!,
      editorToken,
      agentToken,
      content,
      shells,
      databaseUrl: postgres.url,
      releasePaths,
      releaseEnv,
      nextMarketingBuild,
      accessLog,
      mails: smtp.received,
      pin: async (remote, version) => {
        await pin(releasePaths, remote, version, by);
      },
      stop: async () => {
        for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    throw error;
  }
}
