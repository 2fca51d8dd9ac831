import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { apiErrorBody, collection, entry, menu, redirectRule, single } from '@brids/contracts';
import { REDIRECT_RULES } from '../../src/site/migration.ts';
import { get, post, TARGETS, useApp } from '../helpers.ts';
import { bearer, createAccount, type TestAccount } from '../accounts/accounts.ts';

const DRAFT = '/api/blogs/draf-panduan-reksa-dana-syariah';

describe.each(TARGETS)('navigation resources (%s)', (target) => {
  const ctx = useApp(target);

  it('answers the redirect rules, latest-news and general, in order', async () => {
    const res = await get(ctx, '/api/redirects');
    expect(res.status).toBe(200);
    const rules = z.parse(collection(redirectRule), res.body).data;
    expect(rules.map((r) => [r.kind, r.from, r.to, r.status])).toEqual(
      REDIRECT_RULES.map((r) => [r.kind, r.from_path, r.to_path, r.status]),
    );
    expect(new Set(rules.map((r) => r.kind))).toEqual(new Set(['latest-news', 'general']));
  });

  it('refuses unknown query parameters on redirects', async () => {
    const res = await get(ctx, '/api/redirects?filter%5Bx%5D=1');
    expect(res.status).toBe(400);
  });

  it('lists unpublished menu entries for the checkMenu middleware', async () => {
    const res = await get(ctx, '/api/menus?locale=id&filter%5Bis_published%5D=0');
    expect(res.status).toBe(200);
    const menus = z.parse(collection(menu), res.body).data;
    expect(menus.length).toBeGreaterThan(0);
    expect(menus.every((m) => !m.is_published)).toBe(true);
  });
});

describe.each(TARGETS)('previews of drafts (%s)', (target) => {
  const ctx = useApp(target);
  let editor: TestAccount;
  beforeAll(async () => {
    editor = await createAccount(ctx.database.db, { role: 'editor' });
  });
  const editorToken = async () => (z.parse(z.object({ token: z.string() }), (await post(ctx, '/api/auth/login', { email: editor.email, password: editor.password })).body)).token;

  it('hides a draft from visitors, in lists and by slug', async () => {
    expect((await get(ctx, `${DRAFT}?locale=en`)).status).toBe(404);
    const list = (await get(ctx, '/api/blogs?locale=en&page%5Bsize%5D=50')).body as { data: { slug: string }[] };
    expect(list.data.map((e) => e.slug)).not.toContain('draf-panduan-reksa-dana-syariah');
  });

  it('answers a draft, marked as such, to an editor asking for a preview', async () => {
    const token = await editorToken();
    const res = await get(ctx, `${DRAFT}?locale=en&preview=true`, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const data = z.parse(single(entry), res.body).data;
    expect(data).toMatchObject({ slug: 'draf-panduan-reksa-dana-syariah', title: 'Draft: A Guide to Sharia Mutual Funds', draft: true });
    const published = await get(ctx, '/api/blogs/mengenal-pasar-modal-indonesia?locale=en&preview=true', {
      authorization: `Bearer ${token}`,
    });
    expect(z.parse(single(entry), published.body).data.draft).toBe(false);
  });

  it('refuses a preview without a token (401) or with a revoked one', async () => {
    const anonymous = await get(ctx, `${DRAFT}?locale=en&preview=true`);
    expect(anonymous.status).toBe(401);
    expect(apiErrorBody.parse(anonymous.body).message).toBe('Authentication required');
    const token = await editorToken();
    await post(ctx, '/api/auth/logout', {}, { authorization: `Bearer ${token}` });
    expect((await get(ctx, `${DRAFT}?locale=en&preview=true`, { authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('answers previews to research publishers and admins too, and 403 to the other roles', async () => {
    for (const role of ['research-publisher', 'admin'] as const) {
      const account = await createAccount(ctx.database.db, { role });
      expect((await get(ctx, `${DRAFT}?locale=en&preview=true`, bearer(account))).status, role).toBe(200);
    }
    for (const role of ['staff', 'agent'] as const) {
      const res = await get(ctx, `${DRAFT}?locale=en&preview=true`, bearer(await createAccount(ctx.database.db, { role })));
      expect(res.status, role).toBe(403);
      expect(apiErrorBody.parse(res.body).message).toBe('This needs the role editor or research-publisher');
    }
  });
});
