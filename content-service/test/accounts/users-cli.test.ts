// The `users` command as operators run it: a process (tsx src/cli.ts users ..., as
// `pnpm --filter @brids/content-service users ...` runs it), a password piped to standard input or
// generated and printed once, clear refusals with exit code 1. On SQLite and PostgreSQL. Each process
// takes seconds on this machine: the refusals and changes run the same command in-process
// (runUsersCommand, what cli.ts calls with the process's streams) on the same database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/lib/connection.ts';
import { verifyPassword } from '../../src/lib/passwords.ts';
import { runUsersCommand } from '../../src/accounts/users-cli.ts';
import { freshPostgres, TARGETS } from '../helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `users <args>` as a process; `stdin` piped when given, else standard input is closed (no terminal). */
function users(env: Record<string, string>, args: string[], stdin?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'content-service/src/cli.ts', 'users', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

/** The same command in this process, with `stdin` as the piped password. */
async function usersInProcess(db: Database['db'], args: string[], stdin?: string): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runUsersCommand(db, args, {
    readPassword: async () => (stdin ? stdin.replace(/\r?\n$/, '') : undefined),
    out: (line) => (stdout += `${line}\n`),
    err: (line) => (stderr += `${line}\n`),
  });
  return { code, stdout, stderr };
}

describe.each(TARGETS)('the users command (%s)', { timeout: 120_000 }, (target) => {
  let env: Record<string, string>;
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (target === 'postgres') {
      const postgres = await freshPostgres();
      env = { DATABASE_URL: postgres.url };
      database = openDatabase({ databaseUrl: postgres.databaseUrl, pgSchema: postgres.schema });
      cleanup = postgres.drop;
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'cs-users-cli-'));
      env = { SQLITE_FILE: path.join(dir, 'content.sqlite') };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
    await cleanup?.();
  });
  const db = () => {
    database ??= openDatabase({ sqliteFile: env.SQLITE_FILE! });
    return database.db;
  };
  const hashOf = async (email: string) => (await db().selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;

  it('adds an account with the password piped to it (never printed), or a generated one printed once', async () => {
    const piped = await users(env, ['add', 'Editor@Bank.Example', '--role', 'editor', '--name', 'Bank Editor'], 'a piped password 123\n');
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout).toContain('added editor@bank.example (Bank Editor; editor)');
    expect(piped.stdout + piped.stderr).not.toContain('a piped password 123');
    expect(await verifyPassword('a piped password 123', await hashOf('editor@bank.example'))).toBe(true);

    const generated = await users(env, ['add', 'lead@bank.example', '--role', 'research-publisher,editor']);
    expect(generated.code, generated.stderr).toBe(0);
    const password = /password \(shown only now\): (\S+)/.exec(generated.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await verifyPassword(password!, await hashOf('lead@bank.example'))).toBe(true);
    const roles = await db().selectFrom('user_roles as r').innerJoin('users as u', 'u.id', 'r.user_id').select('r.role').where('u.email', '=', 'lead@bank.example').execute();
    expect(roles.map((r) => r.role).sort()).toEqual(['editor', 'research-publisher']);
  });

  it('refuses a bad email, an unknown role, a short piped password, a taken email and an unknown user with a clear reason and exit code 1', async () => {
    const cases: [string[], string | undefined, RegExp][] = [
      [['add', 'not-an-email', '--role', 'editor'], undefined, /email: must be a valid email address/],
      [['add', 'someone@bank.example', '--role', 'boss'], undefined, /roles\.0: must be one of admin, editor, research-publisher, staff, agent/],
      [['add', 'someone@bank.example'], undefined, /roles: needs at least one role/],
      [['add', 'someone@bank.example', '--role', 'staff'], 'short\n', /must be at least 12 characters/],
      [['add', 'EDITOR@bank.example', '--role', 'staff'], undefined, /An account with the email editor@bank\.example exists/],
      [['disable', 'nobody@bank.example'], undefined, /There is no account with the email nobody@bank\.example/],
      [['roles', 'editor@bank.example', 'editor,boss'], undefined, /must be one of/],
    ];
    const asProcess = await users(env, ['add', 'not-an-email', '--role', 'boss']);
    expect(asProcess.code).toBe(1);
    expect(asProcess.stderr).toContain('The account is not valid\n  email: must be a valid email address\n  roles.0: must be one of');
    for (const [args, stdin, message] of cases) {
      const result = await usersInProcess(db(), args, stdin);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr, args.join(' ')).toMatch(message);
    }
    expect((await db().selectFrom('users').select('email').where('email', '=', 'someone@bank.example').execute())).toEqual([]);
    const usage = await usersInProcess(db(), ['frobnicate']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: users <command>');
  });

  it('changes roles, disables (revoking tokens) and enables, resets a password, and lists email, name, roles, disabled and last login', async () => {
    const user = await db().selectFrom('users').select('id').where('email', '=', 'editor@bank.example').executeTakeFirstOrThrow();
    await db().insertInto('auth_tokens').values({ user_id: user.id, token_hash: 'f'.repeat(64), created_at: new Date().toISOString(), expires_at: new Date(Date.now() + 3600_000).toISOString(), revoked_at: null }).execute();

    expect((await usersInProcess(db(), ['roles', 'editor@bank.example', 'staff,agent'])).stdout).toContain('roles of editor@bank.example (Bank Editor; staff, agent)');
    const disabled = await usersInProcess(db(), ['disable', 'editor@bank.example']);
    expect(disabled.code).toBe(0);
    expect((await db().selectFrom('auth_tokens').select('revoked_at').where('user_id', '=', user.id).executeTakeFirstOrThrow()).revoked_at).toBeTruthy();
    let list = await users(env, ['list']);
    expect(list.stdout.split('\n')[0]).toMatch(/^email\s+name\s+roles\s+disabled\s+last login$/);
    expect(list.stdout).toMatch(/editor@bank\.example\s+Bank Editor\s+staff,agent\s+\d{4}-\d{2}-\d{2}T\d{2}:\d{2}\s+never/);
    expect(list.stdout).toMatch(/lead@bank\.example\s+lead\s+editor,research-publisher\s+no\s+never/);

    expect((await usersInProcess(db(), ['enable', 'editor@bank.example'])).code).toBe(0);
    list = await usersInProcess(db(), ['list']);
    expect(list.stdout).toMatch(/editor@bank\.example\s+Bank Editor\s+staff,agent\s+no\s+never/);

    const reset = await usersInProcess(db(), ['reset-password', 'editor@bank.example'], 'another piped password\n');
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).not.toContain('another piped password');
    expect(await verifyPassword('another piped password', await hashOf('editor@bank.example'))).toBe(true);
    const audit = await db().selectFrom('audit_log').select('action').where('subject_key', '=', 'editor@bank.example').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['user-add', 'user-update', 'user-disable', 'user-enable', 'password-reset']);
  });
});
