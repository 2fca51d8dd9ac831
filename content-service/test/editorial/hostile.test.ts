// Content operations (issue 26): the editorial API signed in as an admin (the fuzz test of every route has no
// token, so it stops at 401) answers any body with a clear 4xx, never a 5xx, and a refused write stores nothing;
// and each route refuses a request without a token (401) and an account without the kind's role (403).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { TARGETS, useApp } from '../helpers.ts';
import { createActor, type TestActor } from './actors.ts';

const KEY = 'uji-seru';
const page = {
  slug: KEY, kind: 'static', image_url: null, searchable: true,
  translations: { id: { title: 'Judul', summary: '', body: '<p>Isi</p>' }, en: { title: 'Title', summary: '', body: '<p>Body</p>' } },
};

/** Every editorial write, with the entry's key in place. */
const WRITES = [
  ['POST', '/api/editorial/pages'], ['PUT', `/api/editorial/pages/${KEY}`], ['POST', `/api/editorial/pages/${KEY}/submit`],
  ['POST', `/api/editorial/pages/${KEY}/approve`], ['POST', `/api/editorial/pages/${KEY}/publish`], ['POST', `/api/editorial/pages/${KEY}/unpublish`],
  ['POST', `/api/editorial/pages/${KEY}/archive`], ['POST', `/api/editorial/pages/${KEY}/versions/1/restore`],
] as const;
const READS = ['/api/editorial/pages', `/api/editorial/pages/${KEY}`, `/api/editorial/pages/${KEY}/versions`, `/api/editorial/pages/${KEY}/versions/1`] as const;

/** A document with some fields replaced by odd values (wrong types, huge, nested, missing). */
const oddValue = fc.oneof(fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown), fc.constantFrom(null, '', 'x'.repeat(3000), -1, 1e308, [], {}, '<script>x</script>', '\u0000'));
const oddDocument = fc.oneof(
  oddValue,
  fc.record({ field: fc.constantFrom('slug', 'kind', 'image_url', 'searchable', 'translations', 'title'), value: oddValue }).map(({ field, value }) => ({ ...page, [field]: value })),
  fc.record({ locale: fc.constantFrom('id', 'en', 'fr'), field: fc.constantFrom('title', 'summary', 'body'), value: oddValue })
    .map(({ locale, field, value }) => ({ ...page, translations: { ...page.translations, [locale]: { ...page.translations.id, [field]: value } } })),
);
const oddBody = fc.oneof(
  oddValue,
  fc.record({ document: oddDocument, version: fc.oneof(fc.integer(), oddValue) }),
  fc.record({ version: fc.oneof(fc.integer({ min: -2, max: 5 }), oddValue), at: fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), oddValue) }),
);

describe.each(TARGETS)('the editorial API under odd input on %s', (target) => {
  const context = useApp(target);
  let admin: TestActor, staff: TestActor, editor: TestActor;
  beforeAll(async () => {
    [admin, staff, editor] = await Promise.all([createActor(context.database.db, 'admin'), createActor(context.database.db, 'staff'), createActor(context.database.db, 'editor')]);
    await context.app.inject({ method: 'POST', url: '/api/editorial/pages', headers: admin.headers, payload: { document: page } });
  });

  it('answers odd bodies with a 4xx and a message, never a 5xx; the entry keeps its document unless a write was valid', { timeout: 300_000 }, async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...WRITES), oddBody, async ([method, url], body) => {
      const res = await context.app.inject({ method, url, headers: { ...admin.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 300)}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      // A refusal always says why.
      expect(res.statusCode < 400 || typeof res.json().message === 'string', res.body.slice(0, 300)).toBe(true);
      // Whatever was accepted, the stored document is still a valid page.
      const entry = await context.app.inject({ method: 'GET', url: `/api/editorial/pages/${KEY}`, headers: admin.headers });
      expect(entry.statusCode !== 200 || (entry.json() as { data: { document: { slug: string } } }).data.document.slug === KEY, entry.body.slice(0, 300)).toBe(true);
    }), { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? 26) });
  });

  it('refuses every route without a token (401) and without the kind\'s role (403)', async () => {
    const menus = (url: string) => url.replace('/pages', '/menus');
    for (const [method, url] of WRITES) {
      const payload = { document: page, version: 1 };
      expect((await context.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await context.app.inject({ method, url, headers: staff.headers, payload })).statusCode, `${method} ${url}`).toBe(403);
      // Menus are the admin's: an editor may not write them.
      expect((await context.app.inject({ method, url: menus(url), headers: editor.headers, payload })).statusCode, `${method} ${menus(url)}`).toBe(403);
    }
    for (const url of [...READS, `/api/editorial/pages/${KEY}?version=1`]) {
      const method = url.includes('?version=') ? 'DELETE' : 'GET';
      expect((await context.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await context.app.inject({ method, url, headers: staff.headers })).statusCode, url).toBe(403);
      expect((await context.app.inject({ method, url: menus(url), headers: editor.headers })).statusCode, menus(url)).toBe(403);
    }
    expect((await context.app.inject({ method: 'GET', url: '/api/editorial/audit', headers: editor.headers })).statusCode).toBe(403);
  });
});
