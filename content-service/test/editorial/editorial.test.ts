// Content operations (issue 26): the editorial API over the site's kinds and a four-eyes test kind, on SQLite
// and PostgreSQL: roles, validation, optimistic concurrency, the workflow reaching the public routes,
// four-eyes approval, versions with diffs and restore, the audit log.
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '../../src/editorial/kinds.ts';
import { TARGETS, useApp, type TestContext } from '../helpers.ts';
import { createActor, type TestActor } from './actors.ts';
import { testNotesKind } from './test-kind.ts';

interface Answer { status: number; body: any }

async function call(context: TestContext, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, actor?: TestActor, payload?: unknown): Promise<Answer> {
  const res = await context.app.inject({
    method, url,
    headers: { ...(actor?.headers ?? {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

const pageDoc = (slug: string, title = 'Halaman uji', titleEn = 'Test page') => ({
  slug, kind: 'static', image_url: null, searchable: true,
  translations: { id: { title, summary: 'Ringkasan', body: '<p>Isi <script>alert(1)</script>halaman</p>' }, en: { title: titleEn, summary: 'Summary', body: '<p>Page body</p>' } },
});

describe.each(TARGETS)('the editorial API on %s', (target) => {
  const context = useApp(target, { contentKinds: [...CONTENT_KINDS, testNotesKind] });
  let admin: TestActor, editor: TestActor, publisher: TestActor, secondPublisher: TestActor, staff: TestActor;
  beforeAll(async () => {
    const db = context.database.db;
    [admin, editor, publisher, secondPublisher, staff] = await Promise.all([
      createActor(db, 'admin'), createActor(db, 'editor'), createActor(db, 'research-publisher'), createActor(db, 'research-publisher'), createActor(db, 'staff'),
    ]);
  });

  it('lists the kinds each role may write, with their documents\' JSON Schema; 401 without a token', async () => {
    const names = (a: Answer) => a.body.data.map((k: { name: string }) => k.name);
    const all = await call(context, 'GET', '/api/editorial/kinds', admin);
    expect(all.status).toBe(200);
    expect(names(all)).toEqual(expect.arrayContaining(['menus', 'settings', 'components', 'footer-logos', 'pages', 'redirects', 'blogs', 'test-notes']));
    const menus = all.body.data.find((k: { name: string }) => k.name === 'menus');
    expect(menus).toMatchObject({ writers: ['admin'], fourEyes: false, creatable: true, label: { id: 'Menu', en: 'Menus' } });
    expect(menus.schema.properties.translations.properties.en.properties.title.type).toBe('string');
    const mine = names(await call(context, 'GET', '/api/editorial/kinds', editor));
    expect(mine).toContain('pages');
    expect(mine).not.toContain('menus');
    expect(mine).not.toContain('test-notes');
    expect(names(await call(context, 'GET', '/api/editorial/kinds', staff))).toEqual([]);
    expect((await call(context, 'GET', '/api/editorial/kinds')).status).toBe(401);
  });

  it('lists the entries the site holds (imported: published, version 0), by status and text, page by page; roles checked', async () => {
    const list = await call(context, 'GET', '/api/editorial/menus?page[size]=50', admin);
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBeGreaterThan(10);
    const first = list.body.data[0];
    expect(first).toMatchObject({ status: 'published', version: 0, publishAt: null, unpublishAt: null });
    expect(first.title.id.length).toBeGreaterThan(0);
    const found = await call(context, 'GET', `/api/editorial/menus?q=${encodeURIComponent(first.title.en)}`, admin);
    expect(found.body.data.map((e: { key: string }) => e.key)).toContain(first.key);
    expect((await call(context, 'GET', '/api/editorial/menus?filter[status]=draft', admin)).body.meta.total).toBe(0);
    const page2 = await call(context, 'GET', '/api/editorial/menus?page[size]=5&page[number]=2', admin);
    expect(page2.body.data).toHaveLength(5);
    expect(page2.body.meta).toMatchObject({ page: 2, perPage: 5 });
    expect((await call(context, 'GET', '/api/editorial/menus', editor)).status).toBe(403);
    expect((await call(context, 'GET', '/api/editorial/menus', staff)).status).toBe(403);
    expect((await call(context, 'GET', '/api/editorial/menus')).status).toBe(401);
    expect((await call(context, 'GET', '/api/editorial/no-such-kind', admin)).status).toBe(404);
    expect((await call(context, 'GET', '/api/editorial/menus?filter[status]=lost', admin)).status).toBe(400);
    // Editors write pages, not menus.
    expect((await call(context, 'GET', '/api/editorial/pages', editor)).status).toBe(200);
  });

  it('creates a draft (sanitised), refuses a taken key (409) and a bad document per field (422), never a 5xx', async () => {
    const created = await call(context, 'POST', '/api/editorial/pages', editor, { document: pageDoc('uji-buat') });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ key: 'uji-buat', status: 'draft', version: 1, publishedDocument: null, updatedBy: editor.email, approvals: [] });
    expect(created.body.data.document.translations.id.body).not.toContain('<script');
    expect((await call(context, 'POST', '/api/editorial/pages', editor, { document: pageDoc('uji-buat') })).status).toBe(409);
    // A key the site holds already (a seeded page) is taken too.
    const seeded = (await call(context, 'GET', '/api/editorial/pages?page[size]=1', editor)).body.data[0].key;
    expect((await call(context, 'POST', '/api/editorial/pages', editor, { document: pageDoc(seeded) })).status).toBe(409);
    const bad = pageDoc('Not A Slug') as any;
    bad.translations.en.title = '';
    delete bad.translations.id.summary;
    const refused = await call(context, 'POST', '/api/editorial/pages', editor, { document: bad });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['slug', 'translations.en.title', 'translations.id.summary']);
    expect(refused.body.errors['translations.en.title']).toEqual(['is required']);
    for (const body of [undefined, {}, [], 'x', { document: null }, { document: { translations: 5 } }]) {
      const res = await call(context, 'POST', '/api/editorial/pages', editor, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const malformed = await context.app.inject({ method: 'POST', url: '/api/editorial/pages', headers: { ...editor.headers, 'content-type': 'application/json' }, payload: '{"document":' });
    expect(malformed.statusCode).toBe(422);
    expect((await call(context, 'POST', '/api/editorial/pages', staff, { document: pageDoc('uji-staf') })).status).toBe(403);
    expect((await call(context, 'POST', '/api/editorial/pages', undefined, { document: pageDoc('uji-anon') })).status).toBe(401);
    expect((await call(context, 'GET', '/api/editorial/pages/uji-anon', editor)).status).toBe(404);
  });

  it('a stale edit answers 409 with the entry as it is, and loses nothing; the key cannot change', async () => {
    await call(context, 'POST', '/api/editorial/pages', editor, { document: pageDoc('uji-versi') });
    const first = await call(context, 'PUT', '/api/editorial/pages/uji-versi', editor, { version: 1, document: pageDoc('uji-versi', 'Judul kedua', 'Second title') });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);
    const stale = await call(context, 'PUT', '/api/editorial/pages/uji-versi', admin, { version: 1, document: pageDoc('uji-versi', 'Judul lain', 'Other title') });
    expect(stale.status).toBe(409);
    expect(stale.body.errors.version).toHaveLength(1);
    expect(stale.body.current).toMatchObject({ version: 2, document: { translations: { en: { title: 'Second title' } } } });
    const now = await call(context, 'GET', '/api/editorial/pages/uji-versi', editor);
    expect(now.body.data).toMatchObject({ version: 2, updatedBy: editor.email, document: { translations: { en: { title: 'Second title' } } } });
    // A long article (beyond the public API's 64 KB bodies) is saved.
    const long = pageDoc('uji-versi', 'Judul kedua', 'Second title');
    long.translations.en.body = `<p>${'Long text. '.repeat(15_000)}</p>`;
    const saved = await call(context, 'PUT', '/api/editorial/pages/uji-versi', editor, { version: 2, document: long });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(3);
    const rekeyed = await call(context, 'PUT', '/api/editorial/pages/uji-versi', editor, { version: 3, document: pageDoc('uji-lain') });
    expect(rekeyed.status).toBe(422);
    expect(rekeyed.body.errors.key).toHaveLength(1);
    expect((await call(context, 'PUT', '/api/editorial/pages/uji-versi', editor, { document: pageDoc('uji-versi') })).body.errors.version).toHaveLength(1);
    expect((await call(context, 'POST', '/api/editorial/pages/uji-versi/submit', editor, { version: 1 })).status).toBe(409);
  });

  it('runs the workflow: submit, approve, publish (visitors see it), edit (visitors keep the published one), publish again, unpublish (404)', async () => {
    const slug = 'uji-alur';
    await call(context, 'POST', '/api/editorial/pages', editor, { document: pageDoc(slug, 'Alur', 'Workflow') });
    expect((await call(context, 'GET', `/api/pages/${slug}?locale=en`)).status).toBe(404);
    const submitted = await call(context, 'POST', `/api/editorial/pages/${slug}/submit`, editor, { version: 1 });
    expect(submitted.body.data).toMatchObject({ status: 'in-review', submittedBy: editor.email });
    const approved = await call(context, 'POST', `/api/editorial/pages/${slug}/approve`, admin, { version: 1 });
    expect(approved.body.data.approvals).toEqual([expect.objectContaining({ by: admin.email, version: 1 })]);
    const published = await call(context, 'POST', `/api/editorial/pages/${slug}/publish`, editor, { version: 1 });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', publishedDocument: { slug } });
    expect(published.body.data.sitePaths).toEqual({ id: `/id/${slug}`, en: `/en/${slug}` });
    expect((await call(context, 'GET', `/api/pages/${slug}?locale=en`)).body.data.title).toBe('Workflow');
    expect((await call(context, 'GET', `/api/pages/${slug}?locale=id`)).body.data.title).toBe('Alur');
    expect((await call(context, 'POST', `/api/editorial/pages/${slug}/publish`, editor, { version: 1 })).status).toBe(409);

    const edited = await call(context, 'PUT', `/api/editorial/pages/${slug}`, editor, { version: 1, document: pageDoc(slug, 'Alur baru', 'New workflow') });
    expect(edited.body.data).toMatchObject({ status: 'draft', version: 2, publishedDocument: { translations: { en: { title: 'Workflow' } } } });
    expect((await call(context, 'GET', `/api/pages/${slug}?locale=en`)).body.data.title).toBe('Workflow');
    await call(context, 'POST', `/api/editorial/pages/${slug}/publish`, editor, { version: 2 });
    expect((await call(context, 'GET', `/api/pages/${slug}?locale=en`)).body.data.title).toBe('New workflow');

    const off = await call(context, 'POST', `/api/editorial/pages/${slug}/unpublish`, editor, { version: 2 });
    expect(off.body.data).toMatchObject({ status: 'archived', publishedDocument: null });
    expect((await call(context, 'GET', `/api/pages/${slug}?locale=en`)).status).toBe(404);
    expect((await call(context, 'POST', `/api/editorial/pages/${slug}/unpublish`, editor, { version: 2 })).status).toBe(409);
    // Archived entries can go back on the site.
    expect((await call(context, 'POST', `/api/editorial/pages/${slug}/publish`, editor, { version: 2 })).body.data.status).toBe('published');
    const archived = await call(context, 'POST', `/api/editorial/pages/${slug}/archive`, editor, { version: 2 });
    expect(archived.body.data.status).toBe('archived');
    expect((await call(context, 'GET', `/api/pages/${slug}?locale=en`)).status).toBe(404);
  });

  it('publishing a changed menu title shows it in GET /api/menus in both languages; unpublishing hides it from the published menus', async () => {
    const list = (await call(context, 'GET', '/api/editorial/menus?q=main.&page[size]=50', admin)).body.data as { key: string; version: number }[];
    const { key, version } = list[0]!;
    const entry = (await call(context, 'GET', `/api/editorial/menus/${key}`, admin)).body.data;
    const document = { ...entry.document, translations: { id: { ...entry.document.translations.id, title: 'Menu Baru' }, en: { ...entry.document.translations.en, title: 'New Menu' } } };
    const saved = await call(context, 'PUT', `/api/editorial/menus/${key}`, admin, { version, document });
    expect(saved.status).toBe(200);
    const titles = async (locale: string, published = false) => JSON.stringify((await call(context, 'GET', `/api/menus?locale=${locale}${published ? '&filter[is_published]=true' : ''}`)).body.data);
    expect(await titles('en')).not.toContain('"New Menu"');
    expect((await call(context, 'POST', `/api/editorial/menus/${key}/publish`, admin, { version: version + 1 })).status).toBe(200);
    expect(await titles('en')).toContain('"title":"New Menu"');
    expect(await titles('id')).toContain('"title":"Menu Baru"');
    // A parent that does not exist is refused when publishing, and nothing changes.
    const orphan = await call(context, 'PUT', `/api/editorial/menus/${key}`, admin, { version: version + 1, document: { ...document, parent: 'no.such.menu' } });
    const refused = await call(context, 'POST', `/api/editorial/menus/${key}/publish`, admin, { version: orphan.body.data.version });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.parent).toHaveLength(1);
    expect((await call(context, 'GET', `/api/editorial/menus/${key}`, admin)).body.data.status).toBe('draft');
    await call(context, 'POST', `/api/editorial/menus/${key}/unpublish`, admin, { version: orphan.body.data.version });
    expect(await titles('en', true)).not.toContain('"New Menu"');
  });

  it('addresses entries whose key is a path (redirects) with the key URL-encoded', async () => {
    const keys = (await call(context, 'GET', '/api/editorial/redirects?page[size]=50', editor)).body.data.map((e: { key: string }) => e.key) as string[];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys.filter((k) => k.endsWith('/*')).slice(0, 1).concat(keys.slice(0, 1))) {
      const entry = await call(context, 'GET', `/api/editorial/redirects/${encodeURIComponent(key)}`, editor);
      expect(entry.status, key).toBe(200);
      expect(entry.body.data.document.from).toBe(key);
    }
    const rule = { from: '/id/uji-lama', to: '/id/uji-baru', kind: 'general', status: 301, order: 999 };
    expect((await call(context, 'POST', '/api/editorial/redirects', editor, { document: rule })).status).toBe(201);
    expect((await call(context, 'POST', `/api/editorial/redirects/${encodeURIComponent(rule.from)}/publish`, editor, { version: 1 })).status).toBe(200);
    const rules = (await call(context, 'GET', '/api/redirects')).body.data as { from: string; to: string; status: number }[];
    expect(rules).toContainEqual(expect.objectContaining({ from: '/id/uji-lama', to: '/id/uji-baru', status: 301 }));
    const bad = await call(context, 'POST', '/api/editorial/redirects', editor, { document: { ...rule, from: 'no-slash', status: 307 } });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'status']);
  });

  it('four-eyes: the author cannot approve their own work, a second research publisher can; publish needs that approval', async () => {
    const doc = { key: 'catatan', text: { id: 'Catatan', en: 'Note' } };
    expect((await call(context, 'POST', '/api/editorial/test-notes', editor, { document: doc })).status).toBe(403);
    expect((await call(context, 'POST', '/api/editorial/test-notes', publisher, { document: doc })).status).toBe(201);
    expect((await call(context, 'POST', '/api/editorial/test-notes/catatan/publish', publisher, { version: 1 })).status).toBe(409);
    await call(context, 'POST', '/api/editorial/test-notes/catatan/submit', publisher, { version: 1 });
    const own = await call(context, 'POST', '/api/editorial/test-notes/catatan/approve', publisher, { version: 1 });
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/cannot approve your own work/);
    expect((await call(context, 'POST', '/api/editorial/test-notes/catatan/approve', editor, { version: 1 })).status).toBe(403);
    expect((await call(context, 'POST', '/api/editorial/test-notes/catatan/publish', publisher, { version: 1 })).status).toBe(409);
    expect((await call(context, 'GET', '/api/settings?locale=en&filter[key]=test-note-catatan')).body.data).toEqual([]);
    const approved = await call(context, 'POST', '/api/editorial/test-notes/catatan/approve', secondPublisher, { version: 1 });
    expect(approved.status).toBe(200);
    expect(approved.body.data.approvals).toEqual([{ by: secondPublisher.email, at: expect.any(String), version: 1 }]);
    expect((await call(context, 'POST', '/api/editorial/test-notes/catatan/publish', publisher, { version: 1 })).status).toBe(200);
    expect((await call(context, 'GET', '/api/settings?locale=en&filter[key]=test-note-catatan')).body.data).toEqual([{ key: 'test-note-catatan', value: 'Note' }]);
    // A new version needs a new approval.
    const v2 = await call(context, 'PUT', '/api/editorial/test-notes/catatan', secondPublisher, { version: 1, document: { ...doc, text: { id: 'Catatan 2', en: 'Note 2' } } });
    await call(context, 'POST', '/api/editorial/test-notes/catatan/submit', secondPublisher, { version: 2 });
    expect((await call(context, 'POST', '/api/editorial/test-notes/catatan/approve', secondPublisher, { version: v2.body.data.version })).status).toBe(403);
    expect((await call(context, 'POST', '/api/editorial/test-notes/catatan/publish', admin, { version: 2 })).status).toBe(409);
  });

  it('keeps every version: the history, one version with its diff, and restore as a new draft', async () => {
    const slug = 'uji-riwayat';
    await call(context, 'POST', '/api/editorial/pages', editor, { document: pageDoc(slug, 'Satu', 'One') });
    await call(context, 'PUT', `/api/editorial/pages/${slug}`, editor, { version: 1, document: pageDoc(slug, 'Dua', 'Two') });
    const history = await call(context, 'GET', `/api/editorial/pages/${slug}/versions`, editor);
    expect(history.body.data.map((v: { version: number; action: string }) => [v.version, v.action])).toEqual([[2, 'update'], [1, 'create']]);
    const two = await call(context, 'GET', `/api/editorial/pages/${slug}/versions/2`, editor);
    expect(two.body.data).toMatchObject({ version: 2, previousVersion: 1, document: { translations: { en: { title: 'Two' } } } });
    expect(two.body.data.diff.translations.en.title).toEqual(['One', 'Two']);
    expect((await call(context, 'GET', `/api/editorial/pages/${slug}/versions/1`, editor)).body.data.diff).toBeNull();
    expect((await call(context, 'GET', `/api/editorial/pages/${slug}/versions/9`, editor)).status).toBe(404);
    expect((await call(context, 'GET', `/api/editorial/pages/${slug}/versions/x`, editor)).status).toBe(404);
    const restored = await call(context, 'POST', `/api/editorial/pages/${slug}/versions/1/restore`, editor, { version: 2 });
    expect(restored.body.data).toMatchObject({ version: 3, status: 'draft', document: { translations: { en: { title: 'One' } } } });
    expect((await call(context, 'POST', `/api/editorial/pages/${slug}/versions/1/restore`, editor, { version: 2 })).status).toBe(409);
  });

  it('deletes an entry only while it is off the site, with its version; keeps the history', async () => {
    const slug = 'uji-hapus';
    await call(context, 'POST', '/api/editorial/pages', editor, { document: pageDoc(slug) });
    await call(context, 'POST', `/api/editorial/pages/${slug}/publish`, editor, { version: 1 });
    expect((await call(context, 'DELETE', `/api/editorial/pages/${slug}?version=1`, editor)).status).toBe(409);
    await call(context, 'POST', `/api/editorial/pages/${slug}/archive`, editor, { version: 1 });
    expect((await call(context, 'DELETE', `/api/editorial/pages/${slug}?version=7`, editor)).status).toBe(409);
    expect((await call(context, 'DELETE', `/api/editorial/pages/${slug}?version=1`, staff)).status).toBe(403);
    expect((await call(context, 'DELETE', `/api/editorial/pages/${slug}?version=1`, editor)).status).toBe(204);
    expect((await call(context, 'GET', `/api/editorial/pages/${slug}`, editor)).status).toBe(404);
    const kept = await context.database.db.selectFrom('editorial_versions').select('action').where('key', '=', slug).orderBy('id').execute();
    expect(kept.map((r) => r.action)).toEqual(['create', 'publish', 'archive', 'delete']);
  });

  it('logs every write in the audit log, newest first, for admins only', async () => {
    const audit = await call(context, 'GET', '/api/editorial/audit?filter[subject]=pages&page[size]=50', admin);
    expect(audit.status).toBe(200);
    expect(audit.body.meta.total).toBeGreaterThan(10);
    const actions = audit.body.data.map((l: { action: string }) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'submit', 'approve', 'publish', 'unpublish', 'archive', 'restore', 'delete']));
    expect(audit.body.data[0].id).toBeGreaterThan(audit.body.data[1].id);
    expect(audit.body.data.every((l: { subject: string }) => l.subject === 'pages')).toBe(true);
    const mine = await call(context, 'GET', `/api/editorial/audit?filter[actor]=${encodeURIComponent(admin.email)}`, admin);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((l: { actorEmail: string }) => l.actorEmail === admin.email)).toBe(true);
    expect((await call(context, 'GET', '/api/editorial/audit', editor)).status).toBe(403);
    expect((await call(context, 'GET', '/api/editorial/audit')).status).toBe(401);
  });
});
