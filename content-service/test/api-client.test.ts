import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiError, COLLECTIONS, createApiClient } from '@brids/contracts';
import { askAssistant } from '@brids/contracts/assistant';
import { TARGETS, useApp } from './helpers.ts';
import { createAccount } from './accounts/accounts.ts';

/** The typed client of the contracts against a listening server: every method, so the two cannot drift. */
describe.each(TARGETS)('createApiClient against the server (%s)', (target) => {
  const ctx = useApp(target);

  async function client() {
    if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    let token: string | null = null;
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/`, getToken: () => token });
    return { api, setToken: (t: string | null) => (token = t) };
  }

  it('serves every method of the client', async () => {
    const { api, setToken } = await client();

    const main = await api.menus('en', 'main-menu');
    expect(main.length).toBeGreaterThan(0);
    expect((await api.menus('id', 'footer')).every((m) => m.type === 'footer')).toBe(true);
    const settings = await api.settings('id', ['copyright-year', 'brids-form-download-comp-slugs']);
    expect(settings).toHaveLength(2);
    expect((await api.settings('en')).length).toBeGreaterThanOrEqual(19);
    const slugs = settings.find((s) => s.key === 'brids-form-download-comp-slugs')?.value.split(/[,;]/) ?? [];
    const forms = await api.components('id', slugs);
    expect(forms.map((c) => c.slug)).toEqual(slugs);
    expect((await api.footerLogos()).length).toBeGreaterThanOrEqual(4);
    expect((await api.actionTypes()).length).toBe(7);

    for (const name of COLLECTIONS) {
      const list = await api.list(name, { locale: 'en', perPage: 2, sort: '-published_at' });
      expect(list.meta.perPage).toBe(2);
      const first = list.data[0];
      expect(first, name).toBeDefined();
      expect((await api.entry(name, first?.slug ?? '', 'en')).slug).toBe(first?.slug);
    }
    const filtered = await api.list('announcements', { locale: 'id', category: 'maintenance', page: 1 });
    expect(filtered.data.every((e) => e.category === 'maintenance')).toBe(true);
    expect((await api.list('blogs', { locale: 'id', q: 'investasi' })).meta.total).toBeGreaterThan(0);

    expect((await api.page('brights', 'en')).kind).toBe('app');
    const found = await api.search({ locale: 'en', q: 'margin' });
    expect(found.data.length).toBeGreaterThan(0);
    // The assistant's call lives in its own contract module (only the chat panel's chunk carries it).
    expect(await askAssistant(api, 'Apa syarat rekening margin?', 'id')).toMatchObject({ kind: 'faq', url: '/id/faq/syarat-rekening-margin' });
    await expect(askAssistant(api, 'x', 'en')).rejects.toMatchObject({ status: 422, message: 'Write a question of 2 to 500 characters.' });

    const editor = await createAccount(ctx.database.db, { role: 'editor' });
    const token = await api.login({ email: editor.email, password: editor.password });
    setToken(token);
    expect(await api.user()).toMatchObject({ email: editor.email, scope: ['content:preview'], roles: ['editor'] });
    // Public calls ignore the bearer token.
    expect((await api.footerLogos()).length).toBeGreaterThan(0);
    await api.logout();
    await expect(api.user()).rejects.toMatchObject({ status: 401 });
    setToken(null);
    await api.logout();
  });

  it('turns error answers into ApiError with the status and message', async () => {
    const { api } = await client();
    const missing = await api.entry('blogs', 'no-such-blog', 'en').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, message: 'Not found' });
    await expect(api.page('no-such-page', 'id')).rejects.toMatchObject({ status: 404 });
    await expect(api.search({ locale: 'en', q: 'a' })).rejects.toMatchObject({ status: 422 });
    await expect(api.list('blogs', { locale: 'en', perPage: 100000 })).rejects.toMatchObject({ status: 400 });
    await expect(api.login({ email: 'editor@example.com', password: 'nope' })).rejects.toMatchObject({
      status: 401,
      message: 'The email or password is incorrect',
    });
  });
});
