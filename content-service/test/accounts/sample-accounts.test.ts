// Sample mode's accounts (issue 26 item 4): no account with a known password anywhere. `npm start`
// makes one account per role with generated passwords on its first start, prints them once, never again;
// instances starting together make each once; production never makes any.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSampleAccounts, SAMPLE_ACCOUNTS } from '../../src/accounts/sample-accounts.ts';
import { openDatabase } from '../../src/lib/connection.ts';
import { migrateToLatest } from '../../src/migrations.ts';
import { seed } from '../../src/seed.ts';
import { freshPostgres, TARGETS } from '../helpers.ts';
import { startServer } from '../process.ts';
import { printedSampleAccounts } from './accounts.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const ROLES_PRINTED = ['admin', 'editor', 'research-publisher', 'research-publisher', 'staff', 'agent'];

describe('sample accounts of `npm start`', () => {
  it('are made on the first start with generated passwords printed once, which log in; a second start prints none', { timeout: 120_000 }, async () => {
    const env = { SQLITE_FILE: join(mkdtempSync(join(tmpdir(), 'cs-sample-accounts-')), 'content.sqlite'), LOG_PRETTY: '0' };
    // The sample content is there already (the start then only adds the accounts: quicker on a busy machine).
    const seeded = openDatabase({ sqliteFile: env.SQLITE_FILE });
    await migrateToLatest(seeded.db, seeded.dialect);
    await seed(seeded.db);
    await seeded.destroy();
    const first = await startServer('content-service/src/main.ts', env, '/readyz');
    try {
      const printed = printedSampleAccounts(first.logs);
      expect([...printed.keys()]).toEqual(SAMPLE_ACCOUNTS.map((a) => a.email));
      expect(new Set(printed.values()).size).toBe(SAMPLE_ACCOUNTS.length);
      for (const [email, password] of printed) {
        expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
        const login = await fetch(`${first.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
        expect(login.status, email).toBe(200);
        const { token } = (await login.json()) as { token: string };
        const me = (await (await fetch(`${first.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).json()) as { user: { roles: string[] } };
        expect(me.user.roles).toEqual(SAMPLE_ACCOUNTS.find((a) => a.email === email)!.roles);
      }
      expect(SAMPLE_ACCOUNTS.flatMap((a) => a.roles)).toEqual(ROLES_PRINTED);
      // The old published passwords log in nowhere.
      for (const [email, password] of [['editor@example.com', 'sample-editor-2026'], ['staff@example.com', 'sample-staff-2026']]) {
        const login = await fetch(`${first.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
        expect(login.status).toBe(401);
      }
    } finally {
      first.kill('SIGTERM');
      await first.exited;
    }
    const second = await startServer('content-service/src/main.ts', env, '/readyz');
    second.kill('SIGTERM');
    await second.exited;
    expect(printedSampleAccounts(second.logs).size).toBe(0);
    expect(second.logs.some((line) => String(line.msg ?? '').startsWith('sample accounts created'))).toBe(false);
  });

  it('are never made in production', { timeout: 120_000 }, async () => {
    const postgres = await freshPostgres();
    cleanups.push(postgres.drop);
    const database = openDatabase({ databaseUrl: postgres.databaseUrl, pgSchema: postgres.schema });
    try {
      // The migration job ran; production instances never migrate or seed.
      await migrateToLatest(database.db, database.dialect);
      const server = await startServer('content-service/src/main.ts', {
        NODE_ENV: 'production', DATABASE_URL: postgres.url, RECAPTCHA_SECRET: randomBytes(32).toString('base64url'), CLIENT_REGISTRY_URL: 'http://127.0.0.1:9/registry', PUBLIC_ORIGIN: 'https://www.brids.test', LOG_PRETTY: '0',
      }, '/readyz');
      server.kill('SIGTERM');
      await server.exited;
      expect(printedSampleAccounts(server.logs).size).toBe(0);
      expect(await database.db.selectFrom('users').select('email').execute()).toEqual([]);
    } finally {
      await database.destroy();
    }
  });
});

describe.each(TARGETS)('sample accounts made by instances starting together (%s)', (target) => {
  it('are each made once, and only the instance that made one knows its password', { timeout: 60_000 }, async () => {
    const open = async () => {
      if (target === 'sqlite') return openDatabase({ sqliteFile: file });
      return openDatabase({ databaseUrl: postgres!.databaseUrl, pgSchema: postgres!.schema });
    };
    const file = join(mkdtempSync(join(tmpdir(), 'cs-sample-race-')), 'content.sqlite');
    const postgres = target === 'postgres' ? await freshPostgres() : undefined;
    if (postgres) cleanups.push(postgres.drop);
    const instances = [await open(), await open(), await open()];
    try {
      await migrateToLatest(instances[0]!.db, instances[0]!.dialect);
      const made = await Promise.all(instances.map((instance) => createSampleAccounts(instance.db)));
      const emails = made.flat().map((account) => account.email).sort();
      expect(emails).toEqual(SAMPLE_ACCOUNTS.map((a) => a.email).sort());
      const rows = await instances[0]!.db.selectFrom('users').select('email').execute();
      expect(rows.map((r) => r.email).sort()).toEqual(emails);
      expect(await instances[0]!.db.selectFrom('user_roles').select('role').execute()).toHaveLength(SAMPLE_ACCOUNTS.length);
      // Later starts make none.
      expect(await createSampleAccounts(instances[1]!.db)).toEqual([]);
    } finally {
      for (const instance of instances) await instance.destroy();
    }
  });
});
