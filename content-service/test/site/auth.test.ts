import { describe, expect, it } from 'vitest';
import { apiErrorBody, user } from '@brids/contracts';
import { z } from 'zod/mini';
import { get, post, TARGETS, useApp } from '../helpers.ts';

const EDITOR = { email: 'editor@example.com', password: 'sample-editor-2026' };
const tokenBody = z.object({ token: z.string() });
const userBody = z.object({ user });

describe.each(TARGETS)('auth (%s)', (target) => {
  const ctx = useApp(target);

  it('logs in, answers the user for the token, and logout revokes it', async () => {
    const login = await post(ctx, '/api/auth/login', EDITOR);
    expect(login.status).toBe(200);
    const { token } = tokenBody.parse(login.body);
    expect(token.length).toBeGreaterThanOrEqual(40);

    const me = await get(ctx, '/api/auth/user', { authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(userBody.parse(me.body).user).toMatchObject({ email: EDITOR.email, name: 'Sample Editor', scope: ['content:preview'] });

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
    const res = await post(ctx, '/api/auth/login', { ...EDITOR, email: 'Editor@Example.com' });
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
    for (const body of [undefined, {}, { email: 'editor@example.com' }, { email: 'not-an-email', password: 'x' }, { email: ['a'], password: 1 }, '{"email":', '[]', '"text"']) {
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
