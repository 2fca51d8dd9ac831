import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { apiErrorBody, collection, entry, menu, redirectRule, single } from '@brids/contracts/schema';
import { REDIRECT_RULES } from '../../src/site/migration.ts';
import { get, TARGETS, useApp } from '../helpers.ts';
import { bearer, createAccount } from '../accounts/accounts.ts';

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

describe.each(TARGETS)('unpublished entries (%s)', (target) => {
  const ctx = useApp(target);

  it('hides an entry before its publication time from visitors, in lists and by slug', async () => {
    expect((await get(ctx, `${DRAFT}?locale=en`)).status).toBe(404);
    const list = (await get(ctx, '/api/blogs?locale=en&page%5Bsize%5D=50')).body as { data: { slug: string }[] };
    expect(list.data.map((e) => e.slug)).not.toContain('draf-panduan-reksa-dana-syariah');
  });

  it('answers it to nobody, an editor asking for a preview included: drafts are previewed by signed preview links', async () => {
    const editor = await createAccount(ctx.database.db, { role: 'editor' });
    for (const headers of [{}, bearer(editor)]) {
      const res = await get(ctx, `${DRAFT}?locale=en&preview=true`, headers);
      expect(res.status).toBe(404);
      expect(apiErrorBody.parse(res.body).message).toBe('Not found');
    }
    const published = await get(ctx, '/api/blogs/mengenal-pasar-modal-indonesia?locale=en', bearer(editor));
    expect(z.parse(single(entry), published.body).data).not.toHaveProperty('draft');
  });
});
