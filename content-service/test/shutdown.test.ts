// Issue 19 point 7: SIGTERM under load. The content service started as `npm start` starts it
// (migrate, seed, listen) on each database; requests in flight when the signal comes all finish.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres, TARGETS, type Target } from './helpers.ts';
import { loadLoops, slowPost } from './load.ts';
import { startServer } from './process.ts';
import { printedSampleAccounts } from './accounts/accounts.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function databaseEnv(target: Target): Promise<Record<string, string>> {
  if (target === 'sqlite') return { SQLITE_FILE: join(mkdtempSync(join(tmpdir(), 'cs-shutdown-')), 'content.sqlite') };
  const postgres = await freshPostgres();
  cleanups.push(postgres.drop);
  return { DATABASE_URL: postgres.url };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A login of the sample editor whose password the start printed. */
function editorLogin(server: { logs: { text?: unknown }[] }): string {
  const password = printedSampleAccounts(server.logs).get('editor@example.com');
  expect(password, 'the start prints the sample editor\'s password').toBeTruthy();
  return JSON.stringify({ email: 'editor@example.com', password });
}

describe.each(TARGETS)('the content service process on %s', (target) => {
  it('migrates, seeds and serves; on SIGTERM under load it finishes every request it took and exits 0', { timeout: 60_000 }, async () => {
    const server = await startServer('content-service/src/main.ts', { ...(await databaseEnv(target)), SHUTDOWN_TIMEOUT_MS: '5000' }, '/readyz');
    // Seeded on its first start, and served.
    const menus = await fetch(`${server.url}/api/menus?locale=en&filter[type]=main-menu`);
    expect(menus.status).toBe(200);
    expect(((await menus.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(server.logs.some((line) => line.msg === 'seeded the empty database with sample content')).toBe(true);

    const load = loadLoops([`${server.url}/api/menus?locale=id&filter[type]=main-menu&include=child`, `${server.url}/api/blogs?locale=en`], 6, 'load');
    const login = editorLogin(server);
    const slow = Array.from({ length: 3 }, (_, i) => slowPost(server.port, '/api/auth/login', `slow-${i}`, login));
    await Promise.all(slow.map((s) => s.started));
    await sleep(600);
    server.kill('SIGTERM');
    await sleep(300);
    // Still in flight: their bodies arrive after the signal, and they are answered.
    const slowOutcomes = await Promise.all(slow.map((s) => s.finish()));
    const code = await server.exited;
    await load.stop();

    expect(code).toBe(0);
    for (const outcome of slowOutcomes) {
      expect(outcome.status, JSON.stringify(outcome)).toBe(200);
      expect(JSON.parse(outcome.body ?? '')).toHaveProperty('token');
    }
    // Every request the server took (it logged its id) got its whole answer.
    const taken = new Set(server.logs.filter((line) => line.msg === 'incoming request').map((line) => String(line.reqId)));
    const loadTaken = load.outcomes.filter((outcome) => taken.has(outcome.id));
    expect(loadTaken.length).toBeGreaterThan(5);
    const cut = loadTaken.filter((outcome) => outcome.status !== 200 || outcome.error || !outcome.body?.endsWith('}'));
    expect(cut).toEqual([]);
    // The others were never taken: refused once it stopped accepting, or (a connection accepted as
    // it closed) answered a whole 503 that a load balancer retries elsewhere.
    const untaken = load.outcomes.filter((outcome) => !taken.has(outcome.id) && !outcome.error);
    expect(untaken.filter((outcome) => outcome.status !== 503 || !outcome.body?.endsWith('}'))).toEqual([]);
    expect(server.logs.some((line) => line.msg === 'shut down')).toBe(true);
  });
});

describe('the shutdown bound', () => {
  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed with a request still in flight', { timeout: 30_000 }, async () => {
    const server = await startServer('content-service/src/main.ts', { ...(await databaseEnv('sqlite')), SHUTDOWN_TIMEOUT_MS: '1000' });
    const stuck = slowPost(server.port, '/api/auth/login', 'stuck', editorLogin(server));
    await stuck.started;
    await sleep(100);
    const signalled = Date.now();
    server.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(3000);
    stuck.abandon();
  });
});
