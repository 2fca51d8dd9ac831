// Content operations (issue 26): scheduled publish and unpublish. The schedule lives in the database, so a
// publication set before a restart happens after it (a new app and worker over the same database), and two
// instances' workers at once publish it once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { startEditorialScheduler } from '../../src/editorial/scheduler.ts';
import { type Database, openDatabase } from '../../src/lib/connection.ts';
import { migrateToLatest } from '../../src/migrations.ts';
import { seed } from '../../src/seed.ts';
import { freshPostgres, TARGETS, type Target } from '../helpers.ts';
import { createActor, type TestActor } from './actors.ts';

const pageDoc = (slug: string, title: string) => ({
  slug, kind: 'static', image_url: null, searchable: false,
  translations: { id: { title: `${title} (id)`, summary: '', body: '<p>Isi</p>' }, en: { title, summary: '', body: '<p>Body</p>' } },
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One database that instances open and close, like the service's processes over the same database. */
async function sharedDatabase(target: Target): Promise<{ open(): Database; drop(): Promise<void> }> {
  if (target === 'postgres') {
    const postgres = await freshPostgres();
    return { open: () => openDatabase({ databaseUrl: postgres.databaseUrl, pgSchema: postgres.schema }), drop: postgres.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'content-service-scheduler-'));
  return { open: () => openDatabase({ sqliteFile: join(dir, 'content.sqlite') }), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** An instance of the service: its database connection and app. */
async function instance(shared: { open(): Database }) {
  const database = shared.open();
  const app = buildApp({ db: database.db });
  await app.ready();
  return {
    database, app,
    async call(method: 'GET' | 'POST' | 'PUT', url: string, actor?: TestActor, payload?: unknown) {
      const res = await app.inject({ method, url, headers: { ...(actor?.headers ?? {}), ...(payload ? { 'content-type': 'application/json' } : {}) }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });
      return { status: res.statusCode, body: res.body ? res.json() : undefined };
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

describe.each(TARGETS)('the editorial scheduler on %s', (target) => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let editor: TestActor;
  let admin: TestActor;
  beforeAll(async () => {
    shared = await sharedDatabase(target);
    const database = shared.open();
    await migrateToLatest(database.db, database.dialect);
    await seed(database.db);
    editor = await createActor(database.db, 'editor');
    admin = await createActor(database.db, 'admin');
    await database.destroy();
  });
  afterAll(async () => {
    await shared?.drop();
  });

  it('publishes at the set time after a restart, once with two instances at once, as the scheduler in the audit log', { timeout: 60_000 }, async () => {
    const first = await instance(shared);
    await first.call('POST', '/api/editorial/pages', editor, { document: pageDoc('uji-terjadwal', 'Scheduled') });
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = await first.call('POST', '/api/editorial/pages/uji-terjadwal/publish', editor, { version: 1, at });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data).toMatchObject({ status: 'draft', publishAt: at });
    const worker = startEditorialScheduler({ db: first.database.db, intervalMs: 60_000 });
    expect(await worker.runDue()).toBe(0);
    // The instance stops before the time comes.
    await worker.stop();
    await first.close();

    await sleep(Date.parse(at) - Date.now() + 100);
    const [a, b] = [await instance(shared), await instance(shared)];
    try {
      expect((await a.call('GET', '/api/pages/uji-terjadwal?locale=en')).status).toBe(404);
      const workers = [startEditorialScheduler({ db: a.database.db, intervalMs: 60_000 }), startEditorialScheduler({ db: b.database.db, intervalMs: 60_000 })];
      // PostgreSQL: both at once (the claim decides). SQLite: one after the other, as better-sqlite3 waits for a
      // lock synchronously, so two connections of one process cannot wait for each other.
      const done = target === 'postgres' ? await Promise.all(workers.map((w) => w.runDue())) : [await workers[0]!.runDue(), await workers[1]!.runDue()];
      expect(done.reduce((x, y) => x + y, 0)).toBe(1);
      await Promise.all(workers.map((w) => w.stop()));
      expect((await b.call('GET', '/api/pages/uji-terjadwal?locale=en')).body.data.title).toBe('Scheduled');
      const entry = (await a.call('GET', '/api/editorial/pages/uji-terjadwal', editor)).body.data;
      expect(entry).toMatchObject({ status: 'published', publishAt: null, publishedDocument: { slug: 'uji-terjadwal' } });
      const history = (await a.call('GET', '/api/editorial/pages/uji-terjadwal/versions', editor)).body.data;
      expect(history.map((v: { action: string; by: string | null }) => [v.action, v.by])).toEqual([['scheduled-publish', null], ['schedule', editor.email], ['create', editor.email]]);
      const audit = await a.database.db.selectFrom('audit_log').selectAll().where('subject_key', '=', 'uji-terjadwal').orderBy('id').execute();
      expect(audit.map((l) => [l.action, l.actor_id])).toEqual([['create', editor.id], ['schedule', editor.id], ['scheduled-publish', null]]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('unpublishes at the set time, on its own timer; an edit cancels a scheduled publication', { timeout: 60_000 }, async () => {
    const one = await instance(shared);
    const worker = startEditorialScheduler({ db: one.database.db, intervalMs: 200 });
    try {
      await one.call('POST', '/api/editorial/pages', editor, { document: pageDoc('uji-berakhir', 'Ending') });
      await one.call('POST', '/api/editorial/pages/uji-berakhir/publish', editor, { version: 1 });
      expect((await one.call('GET', '/api/pages/uji-berakhir?locale=en')).status).toBe(200);
      const at = new Date(Date.now() + 800).toISOString();
      expect((await one.call('POST', '/api/editorial/pages/uji-berakhir/unpublish', editor, { version: 1, at })).body.data).toMatchObject({ status: 'published', unpublishAt: at });
      expect((await one.call('GET', '/api/pages/uji-berakhir?locale=en')).status).toBe(200);
      await expect.poll(async () => (await one.call('GET', '/api/pages/uji-berakhir?locale=en')).status, { timeout: 5000, interval: 100 }).toBe(404);
      expect((await one.call('GET', '/api/editorial/pages/uji-berakhir', editor)).body.data).toMatchObject({ status: 'archived', unpublishAt: null, publishedDocument: null });

      await one.call('POST', '/api/editorial/pages', editor, { document: pageDoc('uji-batal', 'Cancelled') });
      await one.call('POST', '/api/editorial/pages/uji-batal/publish', editor, { version: 1, at: new Date(Date.now() + 600).toISOString() });
      const edited = await one.call('PUT', '/api/editorial/pages/uji-batal', editor, { version: 1, document: pageDoc('uji-batal', 'Changed') });
      expect(edited.body.data).toMatchObject({ version: 2, publishAt: null });
      await sleep(1200);
      expect((await one.call('GET', '/api/pages/uji-batal?locale=en')).status).toBe(404);
      // A time in the past publishes now; a time that is not one is refused per field.
      const bad = await one.call('POST', '/api/editorial/pages/uji-batal/publish', editor, { version: 2, at: 'tomorrow' });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['at']);
      expect((await one.call('POST', '/api/editorial/pages/uji-batal/publish', editor, { version: 2, at: '2020-01-01T00:00:00Z' })).body.data.status).toBe('published');
    } finally {
      await worker.stop();
      await one.close();
    }
  });
  it('unschedules a publication the kind refuses when it is due, and says why in the audit log', { timeout: 60_000 }, async () => {
    const one = await instance(shared);
    try {
      const menu = { key: 'uji.yatim', type: 'footer', parent: 'no.such.menu', order: 1, translations: { id: { title: 'Yatim', url: '/id' }, en: { title: 'Orphan', url: '/en' } } };
      expect((await one.call('POST', '/api/editorial/menus', admin, { document: menu })).status).toBe(201);
      const at = new Date(Date.now() + 300).toISOString();
      expect((await one.call('POST', '/api/editorial/menus/uji.yatim/publish', admin, { version: 1, at })).body.data.publishAt).toBe(at);
      await sleep(500);
      const worker = startEditorialScheduler({ db: one.database.db, intervalMs: 60_000 });
      expect(await worker.runDue()).toBe(0);
      await worker.stop();
      expect((await one.call('GET', '/api/editorial/menus/uji.yatim', admin)).body.data).toMatchObject({ status: 'draft', publishAt: null, publishedDocument: null });
      const line = await one.database.db.selectFrom('audit_log').selectAll().where('subject_key', '=', 'uji.yatim').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(line).toMatchObject({ action: 'scheduled-publish-failed', actor_id: null });
      expect(JSON.parse(line.detail).reason).toMatch(/not valid/);
    } finally {
      await one.close();
    }
  });
});
