/**
 * The console's data and auth providers against a real content service (listening on a port, SQLite
 * and PostgreSQL): login, the kinds, lists with filters and search, create, update, a stale update
 * answered 409 with nothing lost, and a signed preview link of a draft on the site.
 */
import type { AddressInfo } from 'node:net';
import { HttpError } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, TARGETS, type TestContext } from '../../content-service/test/helpers.ts';
import { createApiClient, memoryTokenStore } from '../src/api/http.ts';
import { createAuthProvider } from '../src/api/auth-provider.ts';
import { createDataProvider, type EntryRecord } from '../src/api/data-provider.ts';
import { previewLinks } from '../src/entries/site-links.ts';
import { createConsoleAccount } from './accounts.ts';

const PASSWORD = 'a-password-this-test-chose-7';

/** The rejection of `promise`, which must be react-admin's HttpError. */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe.each(TARGETS)('the console data provider on %s', (target) => {
  let context: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    context = await setup(target);
    await createConsoleAccount(context.database.db, { email: 'admin@console.test', roles: ['admin'], password: PASSWORD, name: 'Console Admin' });
    await context.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => context?.close());

  const session = () => {
    const api = createApiClient({ baseUrl, tokens: memoryTokenStore() });
    return { api, auth: createAuthProvider(api), data: createDataProvider(api) };
  };

  it('logs in with the account, keeps the token and knows the roles; a wrong password is refused and keeps no token', async () => {
    const { api, auth } = session();
    const refused = await failure(auth.login({ username: 'admin@console.test', password: 'not-the-password' }));
    expect(refused.status).toBe(401);
    expect(api.tokens.get()).toBeNull();
    await expect(auth.checkAuth({})).rejects.toThrow('console.auth.required');

    await auth.login({ username: 'admin@console.test', password: PASSWORD });
    expect(api.tokens.get()).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    await auth.checkAuth({});
    expect(await auth.getPermissions({})).toEqual(['admin']);
    expect(await auth.getIdentity()).toMatchObject({ fullName: 'Console Admin', email: 'admin@console.test' });

    const token = api.tokens.get();
    await auth.logout({});
    expect(api.tokens.get()).toBeNull();
    // The token is revoked on the server too: a request with it is refused.
    const after = await fetch(`${baseUrl}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it('without a login every call is refused with 401, which sends the editor back to the login page', async () => {
    const { data, auth } = session();
    const error = await failure(data.kinds());
    expect(error.status).toBe(401);
    await expect(auth.checkError(error)).rejects.toThrow('console.auth.expired');
  });

  it('lists the kinds an admin writes, each with its JSON Schema, and the entries of one with search and the status filter', async () => {
    const { auth, data } = session();
    await auth.login({ username: 'admin@console.test', password: PASSWORD });
    const kinds = await data.kinds();
    const menus = kinds.find((kind) => kind.name === 'menus');
    expect(menus).toBeDefined();
    expect(menus!.schema.properties).toBeDefined();
    expect(menus!.label.id.length).toBeGreaterThan(0);

    const all = await data.getList('menus', { pagination: { page: 1, perPage: 10 }, sort: { field: 'updatedAt', order: 'DESC' }, filter: {} });
    expect(all.total).toBeGreaterThan(10);
    expect(all.data).toHaveLength(10);
    for (const entry of all.data) expect(entry.id).toBe(entry.key);

    const first = all.data[0]!;
    const found = await data.getList('menus', { pagination: { page: 1, perPage: 10 }, sort: { field: 'updatedAt', order: 'DESC' }, filter: { q: first.title.en } });
    expect(found.data.map((entry) => entry.key)).toContain(first.key);
    const none = await data.getList('menus', { pagination: { page: 1, perPage: 10 }, sort: { field: 'updatedAt', order: 'DESC' }, filter: { q: 'no-menu-is-called-this' } });
    expect(none.total).toBe(0);
    const published = await data.getList('menus', { pagination: { page: 1, perPage: 50 }, sort: { field: 'updatedAt', order: 'DESC' }, filter: { status: 'published' } });
    expect(published.data.every((entry) => entry.status === 'published')).toBe(true);
    const drafts = await data.getList('menus', { pagination: { page: 1, perPage: 50 }, sort: { field: 'updatedAt', order: 'DESC' }, filter: { status: 'draft' } });
    expect(drafts.data.every((entry) => entry.status === 'draft')).toBe(true);
  });

  it('creates a draft, names a bad field by its form path, updates, and answers a stale update with 409 without losing the newer version', async () => {
    const { auth, data } = session();
    await auth.login({ username: 'admin@console.test', password: PASSWORD });
    const existing = (await data.getList('menus', { pagination: { page: 1, perPage: 1 }, sort: { field: 'updatedAt', order: 'DESC' }, filter: {} })).data[0]!;
    const template = (await data.getOne<EntryRecord>('menus', { id: existing.id })).data.document as Record<string, unknown>;
    const document = {
      ...template,
      key: `console-test-${target}`,
      parent: null,
      translations: { id: { title: 'Uji konsol', url: '/id' }, en: { title: 'Console test', url: '/en' } },
    };

    const bad = await failure(data.create('menus', { data: { document: { ...document, translations: { ...document.translations, en: { title: '', url: '/en' } } } } }));
    expect(bad.status).toBe(422);
    expect((bad.body as { errors: Record<string, string> }).errors['document.translations.en.title']).toMatch(/required/);

    const created = (await data.create<EntryRecord>('menus', { data: { document } })).data;
    expect(created).toMatchObject({ id: document.key, key: document.key, status: 'draft', version: 1 });
    const twice = await failure(data.create('menus', { data: { document } }));
    expect(twice.status).toBe(409);

    const edited = { ...document, translations: { ...document.translations, en: { title: 'Console test, edited', url: '/en' } } };
    const updated = (await data.update<EntryRecord>('menus', { id: created.id, data: { document: edited }, previousData: created })).data;
    expect(updated.version).toBe(2);
    expect((updated.document as typeof document).translations.en.title).toBe('Console test, edited');

    // A second editor opened version 1 and saves over it: refused, and the message says so.
    const stale = await failure(
      data.update('menus', { id: created.id, data: { document: { ...document, translations: { ...document.translations, en: { title: 'Stale title', url: '/en' } } } }, previousData: created }),
    );
    expect(stale.status).toBe(409);
    expect(stale.message.length).toBeGreaterThan(0);
    expect((stale.body as { errors?: unknown }).errors).toBeUndefined();
    const now = (await data.getOne<EntryRecord>('menus', { id: created.id })).data;
    expect(now.version).toBe(2);
    expect((now.document as typeof document).translations.en.title).toBe('Console test, edited');

    const versions = await data.versions('menus', created.key);
    expect(versions.map((version) => version.version).sort()).toEqual([1, 2]);
    const second = await data.version('menus', created.key, 2);
    expect(second.diff).toBeTruthy();
  });

  it("makes a signed preview link of an entry's draft: the site's preview page in both locales, whose draft answers without a login", async () => {
    const { auth, data } = session();
    await auth.login({ username: 'admin@console.test', password: PASSWORD });
    const entry = (await data.getList('menus', { pagination: { page: 1, perPage: 1 }, sort: { field: 'updatedAt', order: 'DESC' }, filter: {} })).data[0]!;
    const link = await data.previewLink('menus', entry.key);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.version).toBe(entry.version);
    expect(previewLinks('https://www.example.com', link)).toEqual([
      { locale: 'id', url: `https://www.example.com/id/pratinjau/${link.token}` },
      { locale: 'en', url: `https://www.example.com/en/preview/${link.token}` },
    ]);
    const draft = await fetch(`${baseUrl}/api/preview/${link.token}?locale=en`);
    expect(draft.status).toBe(200);
    expect(((await draft.json()) as { data: { key: string } }).data.key).toBe(entry.key);
    // Without a login: refused like every other call.
    expect((await failure(session().data.previewLink('menus', entry.key))).status).toBe(401);
  });
});
