// Migration 420 on a database of before: the scopes become roles, and the sample accounts seeded with
// the passwords once published are gone (with their tokens), so no database keeps a known password.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/lib/connection.ts';
import { migrateToLatest, migrations } from '../../src/migrations.ts';
import { freshPostgres, TARGETS } from '../helpers.ts';

describe.each(TARGETS)('the accounts migration (%s)', (target) => {
  it('turns scopes into roles and deletes the accounts seeded with published passwords', { timeout: 60_000 }, async () => {
    let database: Database;
    let drop = async () => {};
    if (target === 'postgres') {
      const postgres = await freshPostgres();
      database = openDatabase({ databaseUrl: postgres.databaseUrl, pgSchema: postgres.schema });
      drop = postgres.drop;
    } else {
      database = openDatabase({ sqliteFile: join(mkdtempSync(join(tmpdir(), 'cs-accounts-migration-')), 'content.sqlite') });
    }
    const db = database.db as unknown as Kysely<any>;
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(database.dialect) }, ...(target === 'postgres' ? { migrationTableSchema: (await db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('s')).executeTakeFirstOrThrow()).s } : {}) });
      const before = await migrator.migrateTo('2026-11-28-400-audit-log');
      expect(before.error).toBeUndefined();
      const now = new Date().toISOString();
      const user = (name: string, email: string, scope: string[]) => ({ name, email, password_hash: 'scrypt$x', scope: JSON.stringify(scope), created_at: now });
      await db.insertInto('users').values([
        user('Sample Editor', 'editor@example.com', ['content:preview']),
        user('Sample Client Service', 'staff@example.com', ['submissions:read']),
        user('Real Editor', 'real.editor@bank.example', ['content:preview']),
        user('Real Staff', 'real.staff@bank.example', ['submissions:read', 'unknown:scope']),
        user('Writer', 'writer@bank.example', ['role:research-publisher', 'role:admin', 'role:nonsense']),
        user('Nobody', 'nobody@bank.example', []),
      ]).execute();
      const sampleEditor = await db.selectFrom('users').select('id').where('email', '=', 'editor@example.com').executeTakeFirstOrThrow();
      await db.insertInto('auth_tokens').values({ user_id: sampleEditor.id, token_hash: 'a'.repeat(64), created_at: now, expires_at: '2999-01-01T00:00:00.000Z', revoked_at: null }).execute();

      await migrateToLatest(database.db, database.dialect);
      const rows = await database.db.selectFrom('users as u').leftJoin('user_roles as r', 'r.user_id', 'u.id').select(['u.email', 'r.role', 'u.disabled_at']).orderBy('u.email').orderBy('r.role').execute();
      expect(rows.map((r) => [r.email, r.role])).toEqual([
        ['nobody@bank.example', null],
        ['real.editor@bank.example', 'editor'],
        ['real.staff@bank.example', 'staff'],
        ['writer@bank.example', 'admin'],
        ['writer@bank.example', 'research-publisher'],
      ]);
      expect(rows.every((r) => r.disabled_at === null)).toBe(true);
      expect(await database.db.selectFrom('auth_tokens').select('id').execute()).toEqual([]);
    } finally {
      await database.destroy();
      await drop();
    }
  });
});
