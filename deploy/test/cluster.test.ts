// Issue 29 point 5: the production topology on this machine under a steady load for over a minute, while
// one shell server and one content service are killed (kill -9) and started again, a remote's new version is
// published to the object store with the compiled release CLI, pinned and rolled back, and content changes. Afterwards: the client saw no failed request, every
// acknowledged form is stored once and its mails sent, the rate limits counted across instances, and both
// shell servers serve the same pin.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgQuery } from '../../content-service/test/pg-query.ts';
import { rollback } from '../../tools/release/src/rollback.ts';
import { type Cluster, type Instance, RELEASE_ENV, startCluster } from './cluster/cluster.ts';
import { startChats } from './cluster/chat.ts';
import { startLoad } from './cluster/load.ts';
import { send } from './nginx-under-test.ts';
import { ROOT } from '../../shell/test/server-build-fixture.ts';

const run = promisify(execFile);

const LOGIN_LIMIT = 6;
/** How long the captcha's verification takes here: a form is held that long by the content service (and its shell server). */
const CAPTCHA_DELAY_MS = 600;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` on every shell server until it holds on all of them; the time it took, or a throw past `withinMs`. */
async function onEveryShell(cluster: Cluster, withinMs: number, what: string, check: (shell: Instance) => Promise<true | string>): Promise<number> {
  const started = Date.now();
  for (;;) {
    const results = await Promise.all(cluster.shells.map((shell) => check(shell).catch((error: Error) => error.message)));
    if (results.every((result) => result === true)) return Date.now() - started;
    if (Date.now() - started > withinMs) {
      const warnings = cluster.shells.map((shell) => `${shell.name}: ${JSON.stringify(shell.process.logs.filter((line) => Number(line.level) >= 40 || line.text).slice(-3))}`);
      throw new Error(`${what}: not on every shell server within ${withinMs} ms (${results.join(', ')}); last warnings: ${warnings.join('; ')}`);
    }
    await sleep(200);
  }
}

/** True when the shell server pins `version` of mf-marketing and its HTML of the about page reads `label`; else what it shows. */
async function follows(shell: Instance, version: string, label: string): Promise<true | string> {
  const pinned = (await pinnedVersion(shell)).mf_marketing?.version;
  const html = (await send(shell.port, { path: '/en/about-us' })).body.toString();
  return pinned === version && html.includes(`>${label}</h2>`) ? true : `${shell.name}: ${pinned}, ${/>Our[^<]{0,20}story</.exec(html)?.[0] ?? 'no label'}`;
}
/** Edits a blog post's English title and publishes it, as an editor does in the console (the editorial API of content-2). */
async function publishTitle(cluster: Cluster, slug: string, title: string): Promise<void> {
  const api = `${cluster.content[1].url}/api/editorial/blog-posts/${slug}`;
  const headers = { authorization: `Bearer ${cluster.editorToken}`, 'content-type': 'application/json' };
  const entry = (await (await fetch(api, { headers })).json()) as { data: { version: number; document: { title: { id: string; en: string } } } };
  const edited = await fetch(api, { method: 'PUT', headers, body: JSON.stringify({ version: entry.data.version, document: { ...entry.data.document, title: { ...entry.data.document.title, en: title } } }) });
  expect(edited.status, await edited.clone().text()).toBe(200);
  const { version } = ((await edited.json()) as { data: { version: number } }).data;
  const published = await fetch(`${api}/publish`, { method: 'POST', headers, body: JSON.stringify({ version }) });
  expect(published.status, await published.clone().text()).toBe(200);
}

/** The compiled release CLI (`node tools/release/dist/cli.js`, as its image runs it) against the cluster's stores. */
async function runCli(cluster: Cluster, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, ['tools/release/dist/cli.js', ...args], { cwd: ROOT, env: { ...process.env, ...cluster.releaseEnv } });
}

const pinnedVersion = async (shell: Instance) =>
  (JSON.parse((await send(shell.port, { path: '/release.json' })).body.toString()) as { remotes: Record<string, { version: string }> }).remotes;

describe('the cluster: 2 content services and 2 shell servers behind nginx, under load', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    // Forms, chats and reads are not what is limited here (one test client makes them all); logins are, to count across instances.
    cluster = await startCluster({
      captchaDelayMs: CAPTCHA_DELAY_MS,
      rateLimits: {
        RATE_LIMIT_FORM_MAX: '100000', RATE_LIMIT_LIST_MAX: '1000000', RATE_LIMIT_SEARCH_MAX: '1000000', RATE_LIMIT_CHAT_MAX: '100000',
        RATE_LIMIT_LOGIN_MAX: String(LOGIN_LIMIT), RATE_LIMIT_LOGIN_WINDOW_MS: '600000',
      },
    });
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('loses nothing and fails no request while instances die, a pin moves and content changes', { timeout: 300_000 }, async () => {
    const load = startLoad(cluster.edge);
    // Live chats open across both kills: visitors through the public origin, the agent through the internal listener.
    const chats = await startChats({ edge: cluster.edge, internal: cluster.internal, agentToken: cluster.agentToken, conversations: 6 });
    let chatOutcome: Awaited<ReturnType<typeof chats.stop>> | undefined;
    const events: Record<string, number> = {};
    const kills: { shell?: number; content?: number } = {};
    const [shell1] = cluster.shells;
    const [content1] = cluster.content;
    try {
      // Each kill lands while forms are in flight on the instance: a burst of them, each held by the captcha's
      // verification (CAPTCHA_DELAY_MS), then kill -9.
      await sleep(8_000);
      const bursts = [load.burst(6)];
      await sleep(CAPTCHA_DELAY_MS / 2);
      kills.shell = Date.now();
      await shell1.kill9();
      await sleep(5_000);
      await shell1.start();
      await sleep(5_000);
      bursts.push(load.burst(6));
      await sleep(CAPTCHA_DELAY_MS / 2);
      kills.content = Date.now();
      await content1.kill9();
      await sleep(5_000);
      await content1.start();
      await Promise.all(bursts);
      await sleep(3_000);

      // The squad's pipeline publishes mf-marketing 1.0.0-b (only a label changed) to the bucket with the compiled
      // release CLI and pins it; every shell server takes it from the bucket; then a release manager rolls it back.
      const published = await runCli(cluster, ['publish', 'mf-marketing', '--dist', cluster.nextMarketingBuild, '--as', '1.0.0-b', '--pin', '--env', RELEASE_ENV, '--reason', 'cluster test: the about page label']);
      expect(published.stdout).toMatch(/^published mf_marketing 1\.0\.0-b -> s3:\/\/brids\/remotes\/mf-marketing\/1\.0\.0-b\/\npinned mf_marketing 1\.0\.0-b in staging/);
      events.pinFollowedMs = await onEveryShell(cluster, 5_000, 'the pin', (shell) => follows(shell, '1.0.0-b', 'Our whole story'));
      // Browsers load the new version's files from the bucket through the proxy (the CDN), never from a shell server.
      const entry = await send(cluster.edge, { path: '/remotes/mf-marketing/1.0.0-b/remoteEntry.js' });
      expect(entry.status).toBe(200);
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      await sleep(5_000);
      await rollback(cluster.releasePaths, 'mf-marketing', { by: 'cluster test', env: RELEASE_ENV });
      events.rollbackFollowedMs = await onEveryShell(cluster, 5_000, 'the rollback', (shell) => follows(shell, '1.0.0-a', 'Our story'));

      // An editor publishes a change (a blog post's English title) through the editorial API of one content
      // service; every shell server's document shows it within 10 s.
      const title = `Capital markets, revised ${Date.now()}`;
      await publishTitle(cluster, 'mengenal-pasar-modal-indonesia', title);
      events.contentFollowedMs = await onEveryShell(cluster, 10_000, 'the published change', async (shell) =>
        (await send(shell.port, { path: '/en/blog/mengenal-pasar-modal-indonesia' })).body.toString().includes(title) || `${shell.name}: the old title`);

      await sleep(Math.max(0, 62_000 - (Date.now() - (load.reads[0]?.at ?? Date.now()))));
    } finally {
      chatOutcome = await chats.stop();
      await load.stop();
    }

    // Every chat message sent by a visitor reached the agent and every agent's message the visitor, across the
    // kills: the streams were cut and reconnected (through the killed shell server and the killed content service).
    expect(chatOutcome.failures).toEqual([]);
    expect(chatOutcome.missing).toEqual([]);
    const sent = chats.conversations.reduce((sum, c) => sum + c.sentByVisitor.length + c.sentByAgent.length, 0);
    expect(sent).toBeGreaterThan(100);
    const dropsAfter = (at: number | undefined) => chats.conversations.filter((c) => c.visitorDrops.some((drop) => at !== undefined && drop >= at && drop < at + 5_000)).length;
    events.visitorStreamsCutByShellKill = dropsAfter(kills.shell);
    events.visitorStreamsCutByContentKill = dropsAfter(kills.content);
    events.agentStreamCuts = chatOutcome.agentDrops.length;
    expect(events.visitorStreamsCutByShellKill, 'visitor streams through the killed shell server').toBeGreaterThan(0);
    expect(events.visitorStreamsCutByContentKill, 'visitor streams through the killed content service').toBeGreaterThan(0);

    // No failed page or API read: the proxy retried on the live instance and stopped sending to the dead one.
    const failed = load.reads.filter((seen) => seen.error || seen.status !== 200);
    expect(load.reads.length).toBeGreaterThan(1000);
    expect(failed.slice(0, 10)).toEqual([]);

    // Every form sent once and acknowledged (no failed form request: the proxy resent the ones a killed instance
    // held), each stored exactly once, its two mails sent (a mail the killed instance was sending may arrive
    // twice, with the same Message-ID, which the receiving server recognises).
    expect(load.forms.length).toBeGreaterThan(40);
    expect(load.forms.filter((form) => form.attempts.length !== 1)).toEqual([]);
    expect(load.forms.filter((form) => !form.reference).map((form) => form.attempts)).toEqual([]);
    // The kills landed on requests in flight: the proxy's log has attempts that had connected to the killed
    // instance (a connect time, not "-"), failed there and were answered by the other one.
    const log = await readFile(cluster.accessLog, 'utf8');
    const inFlight = (port: number) => log.split('\n').filter((line) => {
      const [addresses = '', statuses = ''] = /upstream=(\S+(?:, \S+)*)\/(\S+(?:, \S+)*) connect=/.exec(line)?.slice(1) ?? [];
      const connects = /connect=(\S+(?:, \S+)*)/.exec(line)?.[1]?.split(', ') ?? [];
      return addresses.split(', ')[0] === `127.0.0.1:${port}` && connects[0] !== '-' && statuses.split(', ').length > 1 && /\b20[01]$/.test(statuses);
    }).length;
    events.inFlightOnKilledShell = inFlight(shell1.port);
    events.inFlightOnKilledContent = inFlight(content1.port);
    expect(events.inFlightOnKilledShell, 'requests in flight on shell-1 when it was killed').toBeGreaterThan(0);
    expect(events.inFlightOnKilledContent, 'requests in flight on content-1 when it was killed').toBeGreaterThan(0);
    const stored = await pgQuery<{ idempotency_key: string; n: string }>(
      cluster.databaseUrl,
      `select idempotency_key, count(*) as n from form_submissions where form = 'contact' group by idempotency_key`,
    );
    expect(stored.length).toBe(load.forms.length);
    expect(stored.filter((row) => Number(row.n) !== 1)).toEqual([]);
    expect(new Set(stored.map((row) => row.idempotency_key))).toEqual(new Set(load.forms.map((form) => form.key)));
    const deadline = Date.now() + 60_000;
    while (new Set(cluster.mails.map((mail) => mail.messageId)).size < 2 * load.forms.length && Date.now() < deadline) await sleep(250);
    const messageIds = cluster.mails.map((mail) => mail.messageId);
    expect(new Set(messageIds).size).toBe(2 * load.forms.length);
    expect(messageIds.length - new Set(messageIds).size).toBeLessThanOrEqual(1);

    // Rate limits counted across instances: the login limit holds for the two content services together.
    const logins: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 4; i++) {
      logins.push((await send(cluster.edge, {
        path: '/api/auth/login?locale=en', method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not-a-password' }),
      })).status);
    }
    // (The staff's three logins when the cluster started counted too: one address, one route, one shared count.)
    expect(logins).toEqual([...Array(LOGIN_LIMIT - 3).fill(401), ...Array(7).fill(429)]);
    // ...answered by both of them (the proxy balances them), so the count was shared, not each one's own.
    const loginsAnswered = await Promise.all(cluster.content.map(async (instance) =>
      [...(await instance.metrics()).matchAll(/^http_requests_total\{route_kind="\/api\/auth\/login",method="POST",status="4xx"\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0)));
    expect(loginsAnswered.every((count) => count > 0), JSON.stringify(loginsAnswered)).toBe(true);
    expect(loginsAnswered[0]! + loginsAnswered[1]!).toBe(LOGIN_LIMIT + 4);

    // No folder of published versions anywhere: the CLI and every shell server reached them through the bucket.
    expect(existsSync(cluster.releasePaths.remotesDir)).toBe(false);
    // Both shell servers serve the same pin.
    const [pins1, pins2] = await Promise.all(cluster.shells.map(pinnedVersion));
    expect(pins1).toEqual(pins2);
    expect(pins1?.mf_marketing?.version).toBe('1.0.0-a');
    console.info(`[cluster] ${load.reads.length} reads, ${load.forms.length} forms; ${JSON.stringify(events)}`);
  });
});
