import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/schema.ts';
import { openDatabase } from '../src/lib/connection.ts';
import { migrateToLatest } from '../src/migrations.ts';
import { isEmpty, seed } from '../src/seed.ts';
import { TARGETS, useApp } from './helpers.ts';

/** Every table of the schema but the migrator's own and the search index (rebuilt, not seeded). */
async function tables(db: Kysely<DB>): Promise<string[]> {
  const all = await db.introspection.getTables();
  // PostgreSQL lists every schema's tables: only the suite's own (its search_path's first) count.
  const own = all.some((t) => t.schema) ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined;
  return all
    .filter((t) => !own || t.schema === own)
    .map((t) => t.name)
    .filter((name) => !name.startsWith('kysely_') && !name.startsWith('search_'))
    .sort();
}

async function counts(db: Kysely<DB>): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of await tables(db)) {
    const row = await db.selectFrom(table as 'menus').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe.each(TARGETS)('seed (%s)', (target) => {
  const ctx = useApp(target);

  it('is idempotent: a second run inserts nothing and duplicates nothing', async () => {
    const { db, dialect } = ctx.database;
    const before = await counts(db);
    expect(before.menus).toBeGreaterThan(50);
    // Every squad's sample content is there, enough of it for lists, filters and pagination.
    expect(before.blog_posts).toBeGreaterThan(5);
    expect(before.research_reports).toBeGreaterThan(20);
    expect(before.eduvest_events).toBeGreaterThan(10);
    expect(await isEmpty(db)).toBe(false);

    expect(await migrateToLatest(db, dialect)).toEqual([]);
    const inserted = await seed(db);
    expect(Object.values(inserted).every((n) => n === 0)).toBe(true);
    expect(await counts(db)).toEqual(before);
  });

  it('adds back what is missing and keeps editors’ changes', async () => {
    const { db } = ctx.database;
    await db.updateTable('settings').set({ value: '2030' }).where('key', '=', 'copyright-year').execute();
    await db.deleteFrom('footer_logos').where('title', '=', 'SIPF').execute();
    const inserted = await seed(db);
    expect(inserted.footer_logos).toBe(1);
    expect(inserted.settings).toBe(0);
    const year = await db.selectFrom('settings').select('value').where('key', '=', 'copyright-year').executeTakeFirstOrThrow();
    expect(year.value).toBe('2030');
  });
});

describe('cli', () => {
  // Three processes that each migrate and seed: slow on a busy two-core machine, hence the longer time-out.
  it('migrates and seeds a new SQLite file, twice without duplicates', { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-service-cli-'));
    const file = join(dir, 'nested', 'content.sqlite');
    const run = promisify(execFile);
    const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');
    const cli = join(import.meta.dirname, '../src/cli.ts');
    const env = { ...process.env, SQLITE_FILE: file, DATABASE_URL: '' };
    try {
      const first = await run(tsx, [cli, 'seed'], { env });
      expect(first.stdout).toContain('"pages":38');
      const second = await run(tsx, [cli, 'seed'], { env });
      expect(second.stdout).toContain('schema up to date');
      expect(second.stdout).toContain('"pages":0');
      const database = openDatabase({ sqliteFile: file });
      expect(await isEmpty(database.db)).toBe(false);
      await database.destroy();
      await expect(run(tsx, [cli, 'nonsense'], { env })).rejects.toMatchObject({ code: 2 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports an empty database as empty', async () => {
    const database = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(database.db, database.dialect);
    expect(await isEmpty(database.db)).toBe(true);
    await database.destroy();
  });
});
