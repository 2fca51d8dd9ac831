import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody, user } from '@brids/contracts/schema';
import { z } from 'zod/mini';
import { get, post, setup, TARGETS, useApp } from '../helpers.ts';
import { bearer, createAccount } from './accounts.ts';
import type { Role } from '../../src/accounts/roles.ts';

/** An editor this suite makes, with a password it chose. */
const EDITOR = { email: 'auth.editor@test.example', password: 'a-password-this-test-chose' };
const tokenBody = z.object({ token: z.string() });
const userBody = z.object({ user });

describe.each(TARGETS)('auth (%s)', (target) => {
  const ctx = useApp(target);
  beforeAll(async () => {
    await createAccount(ctx.database.db, { ...EDITOR, role: 'editor', name: 'Auth Editor' });
  });

  it('logs in, answers the user for the token, and logout revokes it', async () => {
    const login = await post(ctx, '/api/auth/login', EDITOR);
    expect(login.status).toBe(200);
    const { token } = tokenBody.parse(login.body);
    expect(token.length).toBeGreaterThanOrEqual(40);

    const me = await get(ctx, '/api/auth/user', { authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(userBody.parse(me.body).user).toMatchObject({ email: EDITOR.email, name: 'Auth Editor', scope: ['content:preview'], roles: ['editor'] });

    const logout = await post(ctx, '/api/auth/logout', {}, { authorization: `Bearer ${token}` });
    expect([200, 204]).toContain(logout.status);
    const after = await get(ctx, '/api/auth/user', { authorization: `Bearer ${token}` });
    expect(after.status).toBe(401);
    expect(apiErrorBody.parse(after.body).message).toBeTruthy();
  });

  it('stores only a hash of the token and of the password', async () => {
    const { token } = tokenBody.parse((await post(ctx, '/api/auth/login', EDITOR)).body);
    const rows = await ctx.database.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const editor = await ctx.database.db.selectFrom('users').select('password_hash').where('email', '=', EDITOR.email).executeTakeFirstOrThrow();
    expect(editor.password_hash).toMatch(/^scrypt\$/);
    expect(editor.password_hash).not.toContain(EDITOR.password);
  });

  it('accepts the email in any case', async () => {
    const res = await post(ctx, '/api/auth/login', { ...EDITOR, email: 'Auth.Editor@Test.Example' });
    expect(res.status).toBe(200);
  });

  it('answers 401 with a message on bad credentials', async () => {
    for (const body of [{ ...EDITOR, password: 'wrong' }, { email: 'nobody@example.com', password: 'whatever' }]) {
      const res = await post(ctx, '/api/auth/login', body);
      expect(res.status).toBe(401);
      expect(apiErrorBody.parse(res.body).message).toBe('The email or password is incorrect');
    }
  });

  it('answers 422 on a malformed body', async () => {
    for (const body of [undefined, {}, { email: EDITOR.email }, { email: 'not-an-email', password: 'x' }, { email: ['a'], password: 1 }, '{"email":', '[]', '"text"']) {
      const res = await post(ctx, '/api/auth/login', body ?? '');
      expect(res.status, JSON.stringify(body)).toBe(422);
      const error = apiErrorBody.parse(res.body);
      expect(error.message).toBeTruthy();
      expect(error.errors).toBeDefined();
    }
    const tooLong = await post(ctx, '/api/auth/login', { email: `${'a'.repeat(300)}@example.com`, password: 'x'.repeat(500) });
    expect(tooLong.status).toBe(422);
  });

  it('answers 401 for the user without a token or with a bad one', async () => {
    const variants: Record<string, string>[] = [{}, { authorization: 'Bearer ' }, { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz0123456789' }, { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: `Bearer ${'x'.repeat(5000)}` }];
    for (const headers of variants) {
      const res = await get(ctx, '/api/auth/user', headers);
      expect(res.status).toBe(401);
      apiErrorBody.parse(res.body);
    }
  });

  it('answers logout without a token or body (errors are ignored by the client anyway)', async () => {
    const res = await post(ctx, '/api/auth/logout');
    expect([200, 204]).toContain(res.status);
  });

  it('expires tokens', async () => {
    const { token } = tokenBody.parse((await post(ctx, '/api/auth/login', EDITOR)).body);
    await ctx.database.db.updateTable('auth_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const res = await get(ctx, '/api/auth/user', { authorization: `Bearer ${token}` });
    expect(res.status).toBe(401);
  });
});

describe.each(TARGETS)('accounts: roles, disabling, the audit of logins, token lifetime (%s)', (target) => {
  const ctx = useApp(target);
  const login = (email: string, password: string) => post(ctx, '/api/auth/login', { email, password });
  const auditOf = (email: string) =>
    ctx.database.db.selectFrom('audit_log').select(['action', 'actor_id', 'actor_email', 'detail']).where('actor_email', '=', email).orderBy('id').execute();

  it("answers each role's scope, derived from the roles, so the shell's preview and the staff routes keep working", async () => {
    // [roles given, roles answered (in the order of ROLES), scope]
    const expected: [Role[], Role[], string[]][] = [
      [['admin'], ['admin'], ['content:preview', 'submissions:read']],
      [['editor'], ['editor'], ['content:preview']],
      [['research-publisher'], ['research-publisher'], ['content:preview']],
      [['staff'], ['staff'], ['submissions:read']],
      [['agent'], ['agent'], []],
      [['staff', 'editor'], ['editor', 'staff'], ['content:preview', 'submissions:read']],
    ];
    for (const [given, roles, scope] of expected) {
      const account = await createAccount(ctx.database.db, { roles: given });
      const me = await get(ctx, '/api/auth/user', bearer(account));
      expect(me.status).toBe(200);
      expect(userBody.parse(me.body).user, given.join()).toMatchObject({ scope, roles });
    }
  });

  it('audits every login and failed login, with the email tried and never the password', async () => {
    const account = await createAccount(ctx.database.db, { role: 'staff', password: 'the-staff-password-1' });
    expect((await login(account.email, 'the-staff-password-1')).status).toBe(200);
    expect((await login(account.email, 'a-wrong-password')).status).toBe(401);
    expect((await login('nobody.at.all@test.example', 'the-staff-password-1')).status).toBe(401);
    const lines = [...(await auditOf(account.email)), ...(await auditOf('nobody.at.all@test.example'))];
    expect(lines.map((l) => [l.action, l.actor_id, JSON.parse(l.detail).reason])).toEqual([
      ['login', account.id, undefined],
      ['login-failed', account.id, 'wrong-password'],
      ['login-failed', null, 'unknown-email'],
    ]);
    const all = JSON.stringify(await ctx.database.db.selectFrom('audit_log').selectAll().execute());
    expect(all).not.toContain('the-staff-password-1');
    expect(all).not.toContain('a-wrong-password');
    const stored = await ctx.database.db.selectFrom('users').select('last_login_at').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(stored.last_login_at ?? '')).toBeLessThan(60_000);
  });

  it('disabling an account revokes all its tokens at once and refuses its login; enabling lets it log in again', async () => {
    const admin = await createAccount(ctx.database.db, { role: 'admin' });
    const editor = await createAccount(ctx.database.db, { role: 'editor', password: 'editor-password-42' });
    const second = tokenBody.parse((await login(editor.email, 'editor-password-42')).body).token;
    for (const token of [editor.token, second]) expect((await get(ctx, '/api/auth/user', { authorization: `Bearer ${token}` })).status).toBe(200);

    const disabled = await ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${editor.id}`, headers: bearer(admin), payload: { disabled: true } });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.disabledAt).toBeTruthy();
    for (const token of [editor.token, second]) {
      const res = await get(ctx, '/api/auth/user', { authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
      expect(apiErrorBody.parse(res.body).message).toBeTruthy();
      expect((await get(ctx, '/api/editorial/kinds', { authorization: `Bearer ${token}` })).status).toBe(401);
    }
    const refused = await login(editor.email, 'editor-password-42');
    expect(refused.status).toBe(401);
    expect(apiErrorBody.parse(refused.body).message).toBe('The email or password is incorrect');
    expect((await auditOf(editor.email)).at(-1)).toMatchObject({ action: 'login-failed', actor_id: editor.id });
    expect(JSON.parse((await auditOf(editor.email)).at(-1)!.detail)).toMatchObject({ reason: 'disabled' });

    await ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${editor.id}`, headers: bearer(admin), payload: { disabled: false } });
    expect((await login(editor.email, 'editor-password-42')).status).toBe(200);
    // The tokens of before stay revoked.
    expect((await get(ctx, '/api/auth/user', { authorization: `Bearer ${second}` })).status).toBe(401);
  });

  it('gives tokens 12 hours by default', async () => {
    const account = await createAccount(ctx.database.db, { role: 'agent', password: 'agent-password-123' });
    const before = Date.now();
    const { token } = tokenBody.parse((await login(account.email, 'agent-password-123')).body);
    const row = await ctx.database.db.selectFrom('auth_tokens').select('expires_at').where('user_id', '=', account.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(token).toBeTruthy();
    expect(Date.parse(row.expires_at) - before).toBeGreaterThanOrEqual(12 * 3600_000 - 1000);
    expect(Date.parse(row.expires_at) - before).toBeLessThan(12 * 3600_000 + 60_000);
  });
});

describe('TOKEN_TTL_HOURS', () => {
  it('sets how long a login token lives', async () => {
    const ctx = await setup('sqlite', { tokenTtlHours: 2 });
    try {
      const account = await createAccount(ctx.database.db, { role: 'editor', password: 'ttl-password-123' });
      const before = Date.now();
      expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: 'ttl-password-123' } })).statusCode).toBe(200);
      const row = await ctx.database.db.selectFrom('auth_tokens').select('expires_at').where('user_id', '=', account.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(Math.round((Date.parse(row.expires_at) - before) / 60_000)).toBe(120);
    } finally {
      await ctx.close();
    }
  });
});
