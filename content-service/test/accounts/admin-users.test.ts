import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@brids/contracts/schema';
import { TARGETS, useApp, type TestContext } from '../helpers.ts';
import { bearer, createAccount, type TestAccount } from './accounts.ts';

type Json = Record<string, any>;

function call(ctx: TestContext, method: 'GET' | 'POST' | 'PATCH', url: string, account?: TestAccount, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: account ? bearer(account) : {}, ...(payload === undefined ? {} : { payload: payload as Json }) }).then((res) => ({
    status: res.statusCode,
    body: (res.body ? res.json() : undefined) as Json,
    headers: res.headers,
  }));
}

describe.each(TARGETS)('the admins\' users API (%s)', (target) => {
  const ctx = useApp(target);
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(ctx.database.db, { role: 'admin', email: 'the.admin@test.example' });
  });
  const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('answers 401 without a token and 403 to every role but admin, on every route', async () => {
    const target = await createAccount(ctx.database.db, { role: 'agent' });
    const routes: ['GET' | 'POST' | 'PATCH', string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { email: 'x.new@test.example', roles: ['editor'] }],
      ['PATCH', `/api/admin/users/${target.id}`, { roles: ['admin'] }],
      ['POST', `/api/admin/users/${target.id}/password-reset`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(ctx, method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
      for (const role of ['editor', 'research-publisher', 'staff', 'agent'] as const) {
        const res = await call(ctx, method, url, await createAccount(ctx.database.db, { role }), body);
        expect(res.status, `${role} ${method} ${url}`).toBe(403);
        expect(apiErrorBody.parse(res.body).message).toBe('This needs the role admin');
      }
    }
    // Nothing changed.
    expect((await ctx.database.db.selectFrom('users').select('id').where('email', '=', 'x.new@test.example').execute())).toEqual([]);
    expect((await ctx.database.db.selectFrom('user_roles').select('role').where('user_id', '=', target.id).execute()).map((r) => r.role)).toEqual(['agent']);
  });

  it('adds an account with a generated password answered once, which logs in; lists it with roles and last login', async () => {
    const added = await call(ctx, 'POST', '/api/admin/users', admin, { email: ' Research.Lead@Bank.Example ', name: 'Research Lead', roles: ['research-publisher', 'editor'] });
    expect(added.status).toBe(201);
    expect(added.headers['cache-control']).toContain('no-store');
    expect(added.body.data).toMatchObject({ email: 'research.lead@bank.example', name: 'Research Lead', roles: ['editor', 'research-publisher'], disabledAt: null, lastLoginAt: null });
    expect(added.body.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await login('research.lead@bank.example', added.body.password)).statusCode).toBe(200);

    const listed = await call(ctx, 'GET', '/api/admin/users', admin);
    expect(listed.status).toBe(200);
    const row = listed.body.data.find((a: Json) => a.email === 'research.lead@bank.example');
    expect(row).toMatchObject({ roles: ['editor', 'research-publisher'], disabledAt: null });
    expect(row.lastLoginAt).toBeTruthy();
    expect(JSON.stringify(listed.body)).not.toContain('password');
    // The audit names the admin who added it.
    const audit = await ctx.database.db.selectFrom('audit_log').select(['action', 'actor_id', 'actor_email']).where('subject_key', '=', 'research.lead@bank.example').execute();
    expect(audit).toContainEqual({ action: 'user-add', actor_id: admin.id, actor_email: 'the.admin@test.example' });
  });

  it('refuses a bad account with 422 per field, a taken email with 409, and keeps what was stored', async () => {
    const bad: [unknown, string[]][] = [
      [{ email: 'not-an-email', roles: ['editor'] }, ['email']],
      [{ email: 'a.b@test.example', roles: ['editr'] }, ['roles.0']],
      [{ email: 'a.b@test.example', roles: [] }, ['roles']],
      [{ email: 'a.b@test.example' }, ['roles']],
      [{ email: 'a.b@test.example', roles: ['editor'], name: '' }, ['name']],
      [{ roles: 'admin' }, ['email', 'roles']],
      [['a list'], ['body']],
    ];
    for (const [body, fields] of bad) {
      const res = await call(ctx, 'POST', '/api/admin/users', admin, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(apiErrorBody.parse(res.body).errors ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
    }
    const taken = await call(ctx, 'POST', '/api/admin/users', admin, { email: 'THE.ADMIN@test.example', roles: ['editor'] });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: ['is taken'] });
    const stored = await ctx.database.db.selectFrom('user_roles').select('role').where('user_id', '=', admin.id).execute();
    expect(stored.map((r) => r.role)).toEqual(['admin']);
  });

  it('changes name and roles; a password reset answers a new password once, the old one and the tokens stop working', async () => {
    const account = await createAccount(ctx.database.db, { role: 'staff', password: 'the-old-password' });
    const changed = await call(ctx, 'PATCH', `/api/admin/users/${account.id}`, admin, { name: 'Renamed', roles: ['staff', 'agent'] });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Renamed', roles: ['staff', 'agent'] });
    expect((await call(ctx, 'GET', '/api/auth/user', account)).body.user.roles).toEqual(['staff', 'agent']);

    const reset = await call(ctx, 'POST', `/api/admin/users/${account.id}/password-reset`, admin);
    expect(reset.status).toBe(200);
    expect(reset.headers['cache-control']).toContain('no-store');
    expect((await call(ctx, 'GET', '/api/auth/user', account)).status).toBe(401);
    expect((await login(account.email, 'the-old-password')).statusCode).toBe(401);
    expect((await login(account.email, reset.body.password)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account, 422 for a bad change, and an admin cannot disable themselves', async () => {
    expect((await call(ctx, 'PATCH', '/api/admin/users/999999', admin, { name: 'x' })).status).toBe(404);
    expect((await call(ctx, 'PATCH', '/api/admin/users/abc', admin, { name: 'x' })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/admin/users/999999/password-reset', admin)).status).toBe(404);
    const account = await createAccount(ctx.database.db, { role: 'editor' });
    for (const body of [{ roles: ['boss'] }, { disabled: 'yes' }, { email: 'new@test.example' }, { roles: [] }]) {
      const res = await call(ctx, 'PATCH', `/api/admin/users/${account.id}`, admin, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(apiErrorBody.parse(res.body).errors).toBeDefined();
    }
    const self = await call(ctx, 'PATCH', `/api/admin/users/${admin.id}`, admin, { disabled: true });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('You cannot disable your own account or take away your own admin role');
    expect((await call(ctx, 'GET', '/api/auth/user', admin)).status).toBe(200);
  });
});
