// A published change reaches every instance of the content service within seconds: the content version is
// bumped in the change's transaction, the search index changes only the entry's rows, and the response
// cache of another instance (same database) answers the change after its poll, or at once woken by Redis.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { recordContentChange } from '../../src/editorial/content-changes.ts';
import { readContentVersion } from '../../src/propagation/content-version.ts';
import { watchContentVersion } from '../../src/propagation/version-watcher.ts';
import type { DB } from '../../src/schema.ts';
import { refreshSearchIndex } from '../../src/search/search-index.ts';
import { SEARCH_SECTIONS } from '../../src/search/sources.ts';
import { get, setup, TARGETS, type TestContext } from '../helpers.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const WITHIN_MS = 10_000;

interface Row {
  id: number;
  kind: string;
  locale: string;
  params: string;
  title: string;
}
const indexRows = async (db: Kysely<DB>): Promise<Row[]> =>
  db.selectFrom('search_documents').select(['id', 'kind', 'locale', 'params', 'title']).orderBy('id').execute();

/** A published research report's slug (the newest), and its English title. */
async function aReport(db: Kysely<DB>): Promise<{ slug: string; title: string }> {
  const row = await db.selectFrom('research_reports').select(['slug', 'title_en']).where('published_at', '<=', new Date().toISOString()).orderBy('published_at', 'desc').executeTakeFirstOrThrow();
  return { slug: row.slug, title: row.title_en ?? '' };
}

/** Polls `probe` until it is true; how long it took (fails past `WITHIN_MS`). */
async function within(probe: () => Promise<boolean>, limitMs = WITHIN_MS): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(TARGETS)('publishing propagation (%s)', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setup(target, { responseCache: { ttlMs: 60_000, maxEntries: 1000 } });
  }, 60_000);
  afterAll(async () => ctx?.close());

  it('a change bumps the version in its transaction and logs it; a rolled-back one leaves no trace', async () => {
    const db = ctx.database.db;
    const before = await readContentVersion(db);
    const { slug } = await aReport(db);
    await db.transaction().execute((trx) => recordContentChange(trx, { kind: 'research-reports', key: slug }));
    expect(await readContentVersion(db)).toBe(before + 1);
    const logged = await db.selectFrom('content_changes').selectAll().where('version', '=', before + 1).execute();
    expect(logged.map((c) => [c.kind, c.key])).toEqual([['research-reports', slug]]);

    await expect(
      db.transaction().execute(async (trx) => {
        await recordContentChange(trx, { kind: 'research-reports', key: slug });
        throw new Error('the publish failed');
      }),
    ).rejects.toThrow('the publish failed');
    expect(await readContentVersion(db)).toBe(before + 1);
    // Nothing changed in the report: its rows kept their ids.
  });

  it('the index changes only the edited entry\'s rows, and the site search finds the new title at once', async () => {
    const db = ctx.database.db;
    const { slug } = await aReport(db);
    const before = await indexRows(db);
    const isEntry = (row: Row) => row.kind === 'research-report' && JSON.parse(row.params).slug === slug;
    expect(before.filter(isEntry)).toHaveLength(2);

    await db.transaction().execute(async (trx) => {
      await trx.updateTable('research_reports').set({ title_id: 'Laporan Zirkonia Terbaru', title_en: 'Zirconia latest report' }).where('slug', '=', slug).execute();
      await recordContentChange(trx, { kind: 'research-reports', key: slug });
    });

    const after = await indexRows(db);
    // Every other row is the very same row (same id, same title); the entry's two rows are new ones.
    expect(after.filter((row) => !isEntry(row))).toEqual(before.filter((row) => !isEntry(row)));
    const entry = after.filter(isEntry);
    expect(entry.map((row) => [row.locale, row.title]).sort()).toEqual([['en', 'Zirconia latest report'], ['id', 'Laporan Zirkonia Terbaru']]);
    expect(Math.min(...entry.map((row) => row.id))).toBeGreaterThan(Math.max(...before.map((row) => row.id)));

    for (const [locale, word] of [['en', 'zirconia'], ['id', 'zirkonia']] as const) {
      const res = await get(ctx, `/api/site-search?filter%5Bq%5D=${word}&locale=${locale}`);
      expect(res.status).toBe(200);
      expect((res.body as { data: { params: { slug?: string } }[] }).data.map((hit) => hit.params.slug)).toEqual([slug]);
    }
    // The old title's own words no longer find it in the index's engine (FTS5 / tsvector entries replaced).
    const old = await get(ctx, `/api/site-search?filter%5Bq%5D=zirconia+latest&locale=id`);
    expect((old.body as { data: unknown[] }).data).toEqual([]);
  });

  it('an unpublished entry answers 404 and leaves the lists, the index and the sitemap; nothing else moves', async () => {
    const db = ctx.database.db;
    const { slug, title } = await aReport(db);
    const word = title.split(/\s+/).find((w) => w.length > 4)!.toLowerCase();
    // Seen (and cached) before.
    expect((await get(ctx, `/api/research-reports/${slug}?locale=en`)).status).toBe(200);
    const sitemapHas = async () => ((await get(ctx, '/api/sitemap')).body as { data: { route: string; params: { slug?: string } }[] }).data.some((d) => d.route === 'research-report-detail' && d.params.slug === slug);
    expect(await sitemapHas()).toBe(true);
    const before = await indexRows(db);

    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('research_reports').where('slug', '=', slug).execute();
      await recordContentChange(trx, { kind: 'research-reports', key: slug });
    });

    const after = await indexRows(db);
    expect(after).toEqual(before.filter((row) => !(row.kind === 'research-report' && JSON.parse(row.params).slug === slug)));
    expect(after).toHaveLength(before.length - 2);
    // The instance that made the change (its write went straight to the database here) reads the version within its poll.
    await within(async () => (await get(ctx, `/api/research-reports/${slug}?locale=en`)).status === 404, 3000);
    expect(await sitemapHas()).toBe(false);
    const list = (await get(ctx, '/api/research-reports?locale=en&page%5Bsize%5D=50')).body as { data: { slug: string }[] };
    expect(list.data.map((r) => r.slug)).not.toContain(slug);
    const hits = (await get(ctx, `/api/site-search?filter%5Bq%5D=${encodeURIComponent(word)}&locale=en`)).body as { data: { params: { slug?: string } }[] };
    expect(hits.data.map((hit) => hit.params.slug)).not.toContain(slug);
  });

  it('a kind no section names updates every section, leaving every unchanged row as it was', async () => {
    const db = ctx.database.db;
    const before = await indexRows(db);
    await db.transaction().execute((trx) => recordContentChange(trx, { kind: 'menus', key: 'main-about' }));
    expect(await indexRows(db)).toEqual(before);

    const offering = await db.selectFrom('offerings').select(['slug', 'kind']).orderBy('id').executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('offerings').set({ title_en: 'Quokka account' }).where('slug', '=', offering.slug).execute();
      await recordContentChange(trx, { kind: 'some-new-kind', key: offering.slug });
    });
    const after = await indexRows(db);
    const changed = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(changed.map((row) => [row.kind, row.locale, row.title])).toEqual([[offering.kind, 'en', 'Quokka account']]);
    expect(after).toHaveLength(before.length);
  });

  it('a start-up refresh writes nothing when the index is up to date, and catches up a change made behind its back', async () => {
    const db = ctx.database.db;
    const version = await readContentVersion(db);
    const before = await indexRows(db);
    expect(await refreshSearchIndex(db)).toEqual({ removed: 0, added: 0, kept: before.length });
    expect(await readContentVersion(db)).toBe(version);
    const { slug } = await aReport(db);
    await db.updateTable('research_reports').set({ title_en: 'Refreshed behind its back' }).where('slug', '=', slug).execute();
    expect(await refreshSearchIndex(db)).toEqual({ removed: 1, added: 1, kept: before.length - 1 });
    expect(await readContentVersion(db)).toBe(version + 1);
    expect((await indexRows(db)).filter((row) => row.title === 'Refreshed behind its back')).toHaveLength(1);
  });

  it('every section declares the document kinds it makes (the rows it replaces)', async () => {
    for (const section of SEARCH_SECTIONS) {
      const documents = await section.documents(ctx.database.db);
      for (const doc of documents) expect(section.documentKinds, `${section.contentKinds.join(',')}: ${doc.kind}`).toContain(doc.kind);
    }
  });

  it.each([
    ['without Redis: by its poll', undefined],
    ['with Redis: woken at once by the instance that found it', REDIS_URL],
  ])('another instance\'s cached answer shows the change within seconds, %s', async (_name, redisUrl) => {
    const db = ctx.database.db;
    // Two instances on the one database, each with a response cache that would keep answers a minute.
    // With Redis the second one never polls within the test: only the wake-up can tell it.
    const writer = buildApp({ db, responseCache: { ttlMs: 60_000, maxEntries: 100 }, contentVersion: watchContentVersion(db, { pollMs: 200, redisUrl }) });
    const reader = buildApp({ db, responseCache: { ttlMs: 60_000, maxEntries: 100 }, contentVersion: watchContentVersion(db, { pollMs: redisUrl ? 600_000 : 1000, redisUrl }) });
    try {
      await Promise.all([writer.ready(), reader.ready()]);
      const { slug } = await aReport(db);
      const url = `/api/research-reports/${slug}?locale=en`;
      const title = async () => (JSON.parse((await reader.inject({ method: 'GET', url })).body) as { data: { title: string } }).data.title;
      const first = await reader.inject({ method: 'GET', url });
      const versionBefore = Number(first.headers['x-content-version']);
      expect(versionBefore).toBe(await readContentVersion(db));
      const newTitle = `Propagated ${redisUrl ? 'by Redis' : 'by polling'}`;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('research_reports').set({ title_en: newTitle }).where('slug', '=', slug).execute();
        await recordContentChange(trx, { kind: 'research-reports', key: slug });
      });
      // The cached answer is still what the reader sends until it learns the version.
      const took = await within(async () => (await title()) === newTitle);
      expect(took).toBeLessThan(redisUrl ? 1500 : 3000);
      const answer = await reader.inject({ method: 'GET', url });
      expect(Number(answer.headers['x-content-version'])).toBe(versionBefore + 1);
      expect(JSON.parse((await reader.inject({ method: 'GET', url: '/content-version' })).body)).toEqual({ version: versionBefore + 1 });
    } finally {
      await Promise.all([writer.close(), reader.close()]);
    }
  });
});
