import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrations.ts';
import { isEmpty, seed } from '../src/seed/index.ts';
import { TARGETS, useApp } from './helpers.ts';

const TABLES = [
  'menus', 'menu_translations', 'settings', 'components', 'component_translations', 'component_ctas', 'cta_translations',
  'component_menus', 'footer_logos', 'action_types', 'users', 'entries', 'entry_translations', 'pages', 'page_translations',
  'company_news', 'company_news_translations',
] as const;

async function counts(db: Kysely<DB>): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
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
    expect(before.entries).toBeGreaterThan(36);
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
  it('migrates and seeds a new SQLite file, twice without duplicates', async () => {
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
