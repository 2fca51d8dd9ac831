// Signed preview links (a draft of any kind on the site, without a login), on SQLite and PostgreSQL: an editor's
// link shows the draft's text in both languages while the entry's public route still answers what is published
// (or 404); the link keeps showing the version it was made for; writers only (401, 403); unknown, malformed and
// expired tokens 404 in the asked language; only the token's hash is stored; a research report's PDF is a file
// link; every field of every kind has its Indonesian label.
import { describe, expect, it, beforeAll } from 'vitest';
import { z } from 'zod';
import { createRouteMatcher } from '@brids/platform/route-match';
import { composeRouteTable } from '@brids/platform/route-table';
import { SHELL_REMOTE, SHELL_ROUTES } from '@brids/platform/shell-routes';
import type { PreviewDocument, PreviewField, PreviewValue } from '@brids/contracts/preview';
import { previewDocument } from '@brids/contracts/preview';
import { CONTENT_KINDS } from '../../src/editorial/kinds.ts';
import { hashToken } from '../../src/lib/passwords.ts';
import { TARGETS, useApp, type TestContext } from '../helpers.ts';
import { createActor, type TestActor } from './actors.ts';

interface Answer { status: number; body: any; headers: Record<string, unknown> }

async function call(context: TestContext, method: 'GET' | 'POST' | 'PUT', url: string, actor?: TestActor, payload?: unknown): Promise<Answer> {
  const res = await context.app.inject({
    method, url,
    headers: { accept: 'application/json', ...(actor?.headers ?? {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
}

/** Every value of a preview, depth first (to find a text, an HTML fragment or a file anywhere in it). */
function values(fields: PreviewField[]): PreviewValue[] {
  const all: PreviewValue[] = [];
  const walk = (value: PreviewValue) => {
    all.push(value);
    if (value.type === 'list') value.items.forEach(walk);
    if (value.type === 'fields') value.fields.forEach((field) => walk(field.value));
  };
  fields.forEach((field) => walk(field.value));
  return all;
}
const section = (doc: PreviewDocument, name: string) => doc.sections.find((s) => s.name === name);

describe.each(TARGETS)('signed preview links on %s', (target) => {
  const context = useApp(target);
  let editor: TestActor, publisher: TestActor, admin: TestActor, staff: TestActor;
  beforeAll(async () => {
    const db = context.database.db;
    [editor, publisher, admin, staff] = await Promise.all([createActor(db, 'editor'), createActor(db, 'research-publisher'), createActor(db, 'admin'), createActor(db, 'staff')]);
  });

  const preview = async (token: string, locale: 'id' | 'en') => {
    const answer = await call(context, 'GET', `/api/preview/${token}?locale=${locale}`);
    expect(answer.status, answer.body?.message).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    return z.object({ data: z.unknown() }).parse(answer.body).data as PreviewDocument;
  };

  it("a research report's new draft: the link shows its text and PDF in both languages; the public route still answers 404", async () => {
    const seeded = (await call(context, 'GET', '/api/editorial/research-reports?page[size]=1', publisher)).body.data[0].key as string;
    const base = (await call(context, 'GET', `/api/editorial/research-reports/${seeded}`, publisher)).body.data.document;
    const slug = `pratinjau-laporan-${target}`;
    const document = {
      ...base, slug, rating: null, ticker: null, target_price: null,
      title: { id: 'Laporan draf pratinjau', en: 'Preview draft report' },
      summary: { id: 'Ringkasan draf.', en: 'Draft summary.' },
      key_points: { id: ['Poin pertama'], en: ['First point'] },
      body: { id: '<p>Isi <strong>draf</strong><script>alert(1)</script></p>', en: '<p>Draft <strong>body</strong><img src=x onerror=alert(1)></p>' },
    };
    const created = await call(context, 'POST', '/api/editorial/research-reports', publisher, { document });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const made = await call(context, 'POST', `/api/editorial/research-reports/${slug}/preview-links`, publisher);
    expect(made.status).toBe(201);
    const link = made.body.data as { token: string; expiresAt: string; version: number; urls: { id: string; en: string } };
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.version).toBe(1);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(link.urls).toEqual({ id: `/id/pratinjau/${link.token}`, en: `/en/preview/${link.token}` });
    // The URLs are the shell's preview page in each locale.
    const match = createRouteMatcher(composeRouteTable({ [SHELL_REMOTE]: { routes: SHELL_ROUTES } }));
    for (const locale of ['id', 'en'] as const) {
      expect(match(link.urls[locale])).toMatchObject({ route: { name: 'preview', locale }, params: { token: link.token } });
    }

    const en = await preview(link.token, 'en');
    const id = await preview(link.token, 'id');
    expect(previewDocument.safeParse(en).success).toBe(true);
    expect(en).toMatchObject({
      kind: { name: 'research-reports', label: 'Research reports' }, key: slug, status: 'draft', version: 1, latestVersion: 1, locale: 'en',
      title: 'Preview draft report', summary: 'Draft summary.', expiresAt: link.expiresAt,
    });
    expect(id).toMatchObject({ kind: { label: 'Laporan Riset' }, title: 'Laporan draf pratinjau', summary: 'Ringkasan draf.', locale: 'id' });
    // Title, summary and the key are the page's header, not sections again.
    expect(en.sections.map((s) => s.name)).not.toContain('title');
    expect(en.sections.map((s) => s.name)).not.toContain('slug');
    expect(section(en, 'key_points')).toEqual({ name: 'key_points', label: 'Key points', value: { type: 'list', items: [{ type: 'text', text: 'First point' }] } });
    expect(section(id, 'key_points')?.label).toBe('Poin utama');
    // Rich text is HTML, sanitised again.
    expect(section(en, 'body')?.value).toEqual({ type: 'html', html: '<p>Draft <strong>body</strong><img /></p>' });
    expect(section(id, 'body')?.value).toEqual({ type: 'html', html: '<p>Isi <strong>draf</strong></p>' });
    // The PDF is a file link of the media store, in both languages.
    for (const doc of [en, id]) {
      const files = values(doc.sections).filter((v) => v.type === 'file');
      expect(files).toEqual([{ type: 'file', url: base.file.url, name: base.file.url.slice('/media/'.length) }]);
      expect(base.file.url).toMatch(/^\/media\/[0-9a-f]+\.pdf$/);
    }
    // Times and numbers are typed for the page to format in its locale.
    expect(section(en, 'published_at')?.value).toEqual({ type: 'time', at: base.published_at });
    expect(JSON.stringify(section(en, 'file'))).toContain(JSON.stringify({ name: 'size', label: 'Size', value: { type: 'number', value: base.file.size } }));
    // Analysts: a list of fields, their roles in the locale.
    const analysts = section(id, 'analysts')?.value;
    expect(analysts?.type).toBe('list');
    expect(JSON.stringify(analysts)).toContain(JSON.stringify({ name: 'role', label: 'Peran', value: { type: 'text', text: base.analysts[0].role.id } }));

    // Visitors still get what is published: nothing.
    expect((await call(context, 'GET', `/api/research-reports/${slug}?locale=en`)).status).toBe(404);
    expect((await call(context, 'GET', `/api/research-reports/${slug}?locale=id`)).status).toBe(404);

    // Only the token's SHA-256 is stored; the audit log names the link, never the token.
    const stored = await context.database.db.selectFrom('editorial_preview_links').selectAll().execute();
    expect(stored.some((row) => row.token_hash === hashToken(link.token))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(link.token);
    const audit = await context.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'preview-link').where('subject_key', '=', slug).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_email: publisher.email, subject: 'research-reports' });
    expect(JSON.stringify(audit)).not.toContain(link.token);
  });

  it("a published blog post's new draft: the link shows the draft (that version, not later edits); the public route answers the published post", async () => {
    const list = (await call(context, 'GET', '/api/editorial/blog-posts?page[size]=1', editor)).body.data;
    const slug = list[0].key as string;
    const entry = (await call(context, 'GET', `/api/editorial/blog-posts/${slug}`, editor)).body.data;
    const published = (await call(context, 'GET', `/api/blog-posts/${slug}?locale=en`)).body.data.title as string;
    const draft = { ...entry.document, title: { id: 'Judul draf baru', en: 'New draft title' } };
    const saved = await call(context, 'PUT', `/api/editorial/blog-posts/${slug}`, editor, { document: draft, version: entry.version });
    expect(saved.status).toBe(200);
    const version = saved.body.data.version as number;

    const link = (await call(context, 'POST', `/api/editorial/blog-posts/${slug}/preview-links`, editor)).body.data;
    expect(link.version).toBe(version);
    expect((await preview(link.token, 'en')).title).toBe('New draft title');
    expect((await preview(link.token, 'id')).title).toBe('Judul draf baru');
    // Edited while on the site: a draft again (the published post stays as it was until published).
    expect((await preview(link.token, 'en')).status).toBe('draft');
    expect((await call(context, 'GET', `/api/blog-posts/${slug}?locale=en`)).body.data.title).toBe(published);
    // The cover, an image of the media store, is an image.
    expect(entry.document.cover_url).toMatch(/^\/media\/[0-9a-f]+\.(jpe?g|png|webp)$/);
    expect(section(await preview(link.token, 'en'), 'cover_url')?.value).toEqual({ type: 'image', url: entry.document.cover_url });

    // A later edit: this link keeps its version (and says a newer one exists); a new link shows the edit.
    const later = await call(context, 'PUT', `/api/editorial/blog-posts/${slug}`, editor, { document: { ...draft, title: { id: 'Judul lebih baru', en: 'Newer title' } }, version });
    expect(later.status).toBe(200);
    const old = await preview(link.token, 'en');
    expect(old).toMatchObject({ title: 'New draft title', version, latestVersion: version + 1 });
    const fresh = (await call(context, 'POST', `/api/editorial/blog-posts/${slug}/preview-links`, admin)).body.data;
    expect((await preview(fresh.token, 'en')).title).toBe('Newer title');
  });

  it('only writers of the kind make links: 401 without a token, 403 for staff and for an editor on research; 404 for an unknown entry or kind', async () => {
    const report = (await call(context, 'GET', '/api/editorial/research-reports?page[size]=1&filter[status]=published', publisher)).body.data[0].key as string;
    const url = `/api/editorial/research-reports/${report}/preview-links`;
    expect((await call(context, 'POST', url)).status).toBe(401);
    expect((await call(context, 'POST', url, staff)).status).toBe(403);
    expect((await call(context, 'POST', url, editor)).status).toBe(403);
    expect((await call(context, 'POST', url, admin)).status).toBe(201);
    // An entry the site holds that nobody edited in the console: its imported version 0.
    expect((await call(context, 'POST', url, publisher)).body.data.version).toBe(0);
    expect((await call(context, 'POST', '/api/editorial/research-reports/no-such-report/preview-links', publisher)).status).toBe(404);
    expect((await call(context, 'POST', `/api/editorial/no-such-kind/${report}/preview-links`, admin)).status).toBe(404);
    // Nothing is made for a refusal.
    const links = await context.database.db.selectFrom('editorial_preview_links').select('created_by').where('key', '=', report).execute();
    expect(links.map((l) => l.created_by).sort()).toEqual([admin.email, publisher.email].sort());
  });

  it('an unknown, malformed or expired token is a 404 in the asked language (never a 5xx), not cached', async () => {
    const faq = (await call(context, 'GET', '/api/editorial/faq-items?page[size]=1', editor)).body.data[0].key as string;
    const link = (await call(context, 'POST', `/api/editorial/faq-items/${faq}/preview-links`, editor)).body.data;
    await preview(link.token, 'id');
    const unknown = 'A'.repeat(43);
    for (const token of [unknown, 'short', `${link.token}x`, encodeURIComponent('a b'), `${link.token.slice(0, 42)}+`]) {
      const answer = await call(context, 'GET', `/api/preview/${token}?locale=en`);
      expect(answer.status, token).toBe(404);
      expect(answer.body, token).toEqual({ message: 'This preview link has expired or is not known.' });
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    expect((await call(context, 'GET', '/api/preview/%2e%2e?locale=en')).status).toBe(404);
    expect((await call(context, 'GET', `/api/preview/${unknown}?locale=id`)).body).toEqual({ message: 'Tautan pratinjau ini sudah kedaluwarsa atau tidak dikenal.' });
    expect((await call(context, 'GET', `/api/preview/${unknown}?locale=fr`)).status).toBe(400);

    await context.database.db.updateTable('editorial_preview_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', hashToken(link.token)).execute();
    expect((await call(context, 'GET', `/api/preview/${link.token}?locale=id`)).status).toBe(404);
    // The next link made clears the expired ones.
    await call(context, 'POST', `/api/editorial/faq-items/${faq}/preview-links`, editor);
    expect(await context.database.db.selectFrom('editorial_preview_links').select('id').where('token_hash', '=', hashToken(link.token)).executeTakeFirst()).toBeUndefined();
  });

  it("archiving or taking an entry off the site revokes its links: the old link answers 404, in the transaction", async () => {
    const [draftKey, liveKey] = (await call(context, 'GET', '/api/editorial/faq-items?page[size]=2&filter[status]=published', editor)).body.data.map((e: { key: string }) => e.key);
    // A draft's link, then the draft archived before it was ever published.
    const live = (await call(context, 'GET', `/api/editorial/faq-items/${draftKey}`, editor)).body.data;
    const edited = await call(context, 'PUT', `/api/editorial/faq-items/${draftKey}`, editor, { document: live.document, version: live.version });
    const draftLink = (await call(context, 'POST', `/api/editorial/faq-items/${draftKey}/preview-links`, editor)).body.data;
    await preview(draftLink.token, 'id');
    const archived = await call(context, 'POST', `/api/editorial/faq-items/${draftKey}/archive`, editor, { version: edited.body.data.version });
    expect(archived.status, archived.body?.message).toBe(200);
    expect((await call(context, 'GET', `/api/preview/${draftLink.token}?locale=id`)).status).toBe(404);

    // A published entry's link, then the entry taken off the site.
    const other = (await call(context, 'GET', `/api/editorial/faq-items/${liveKey}`, editor)).body.data;
    const liveLink = (await call(context, 'POST', `/api/editorial/faq-items/${liveKey}/preview-links`, editor)).body.data;
    await preview(liveLink.token, 'en');
    const off = await call(context, 'POST', `/api/editorial/faq-items/${liveKey}/unpublish`, editor, { version: other.version });
    expect(off.status, off.body?.message).toBe(200);
    const gone = await call(context, 'GET', `/api/preview/${liveLink.token}?locale=en`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'This preview link has expired or is not known.' });
    expect(await context.database.db.selectFrom('editorial_preview_links').select('id').where('key', 'in', [draftKey, liveKey]).execute()).toEqual([]);
  });

  it('every kind: a link of its first entry answers a valid preview in both languages', { timeout: 120_000 }, async () => {
    for (const kind of CONTENT_KINDS) {
      const keys = (await call(context, 'GET', `/api/editorial/${kind.name}?page[size]=1`, admin)).body.data;
      expect(keys.length, kind.name).toBeGreaterThan(0);
      const link = (await call(context, 'POST', `/api/editorial/${kind.name}/${encodeURIComponent(keys[0].key)}/preview-links`, admin)).body.data;
      for (const locale of ['id', 'en'] as const) {
        const doc = await preview(link.token, locale);
        expect(previewDocument.safeParse(doc).success, `${kind.name} ${locale}`).toBe(true);
        expect(doc.title.length, `${kind.name} ${locale} title`).toBeGreaterThan(0);
        expect(doc.kind.label).toBe(kind.label[locale]);
      }
    }
  });
});
