// Content operations (issue 26): every content kind of every slice (CONTENT_KINDS, so kinds merged later are
// covered too) against the sample seed: it lists entries, reads each one as a document its own schema accepts,
// and publishing what it read changes none of the site's public answers (the kind writes what it reads).
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '../../src/editorial/kinds.ts';
import { TARGETS, useApp } from '../helpers.ts';

interface Operation { security?: unknown[]; parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[] }

/** Enough keys of a kind to cover its shapes without publishing thousands. */
const MAX_KEYS = 60;

describe.each(TARGETS)('every content kind over the sample content on %s', (target) => {
  const context = useApp(target);
  let publicUrls: string[] = [];

  beforeAll(async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    publicUrls = Object.entries(document.paths).flatMap(([path, operations]) => {
      const get = operations.get;
      if (!get || get.security?.length || path.includes('{') || path === '/api/site-search' || path === '/api/search') return [];
      const required = get.parameters.filter((p) => p.in === 'query' && p.required);
      const example = (p: Operation['parameters'][number]) => String((p.schema.examples as unknown[] | undefined)?.[0] ?? (p.schema.enum as unknown[] | undefined)?.[0] ?? 'example');
      const query = new URLSearchParams(required.map((p) => [p.name, example(p)]));
      const localized = get.parameters.some((p) => p.name === 'locale');
      return localized ? [`${path}?${query}&locale=id`, `${path}?${query}&locale=en`] : [`${path}?${query}`];
    });
    // The search answers too, for a word every slice's sample content has.
    publicUrls.push('/api/site-search?filter[q]=saham&locale=id&page[size]=50', '/api/search?filter[q]=saham&locale=en&page[size]=50');
  });

  /** The site's public answers (status and body) of every list and single answer without path parameters. */
  const snapshot = async () => Promise.all(publicUrls.map(async (url) => {
    const res = await context.app.inject({ method: 'GET', url });
    return `${url} ${res.statusCode} ${res.body}`;
  }));

  it('has one kind per name', () => {
    const names = CONTENT_KINDS.map((kind) => kind.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  for (const kind of CONTENT_KINDS) {
    it(`${kind.name}: lists entries, reads each as a valid document, and publishing it unchanged changes no public answer`, { timeout: 120_000 }, async () => {
      const db = context.database.db;
      const keys = await kind.listKeys(db);
      expect(keys.length, `${kind.name} has sample entries`).toBeGreaterThan(0);
      const sample = keys.slice(0, MAX_KEYS);
      const docs: unknown[] = [];
      for (const key of sample) {
        const doc = await kind.read(db, key);
        expect(doc, `${kind.name}/${key} reads`).toBeDefined();
        const parsed = kind.schema.safeParse(doc);
        expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`), `${kind.name}/${key}`).toEqual([]);
        expect(kind.keyOf(parsed.data)).toBe(key);
        docs.push(parsed.data);
      }
      expect(await kind.read(db, 'no-such-entry-of-any-kind')).toBeUndefined();
      const before = await snapshot();
      await db.transaction().execute(async (trx) => {
        for (const doc of docs) await kind.publish(trx, doc);
      });
      const after = await snapshot();
      expect(after.filter((answer, i) => answer !== before[i]).map((a) => a.slice(0, 300))).toEqual([]);
      expect(await kind.listKeys(db)).toEqual(keys);
    });
  }
});
