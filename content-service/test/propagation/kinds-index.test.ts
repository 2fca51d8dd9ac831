// Every editorial kind's publish updates the right sections of the search index: after an entry of the kind
// is taken off (kind.unpublish + recordContentChange, as the editorial layer does), the index is exactly what a
// full rebuild from every source would make. A kind whose documents live in a section that does not name it
// leaves the entry's rows behind, and fails here. Runs over CONTENT_KINDS (the slices' kinds, as they are
// merged) and a stand-in for research reports while the research slice's kind is not there.
import type { Kysely, Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import { recordContentChange } from '../../src/editorial/content-changes.ts';
import type { ContentKind } from '../../src/editorial/kind.ts';
import { CONTENT_KINDS } from '../../src/editorial/kinds.ts';
import type { DB } from '../../src/schema.ts';
import { SEARCH_SOURCES } from '../../src/search/sources.ts';
import { TARGETS, useApp } from '../helpers.ts';

/** The research reports as a kind knows them (only what this test uses): unpublish deletes the rows. */
const reportsStandIn = {
  name: 'research-reports',
  listKeys: async (db: Kysely<DB>) => (await db.selectFrom('research_reports').select('slug').where('published_at', '<=', new Date().toISOString()).orderBy('slug').execute()).map((r) => r.slug),
  unpublish: async (trx: Transaction<DB>, key: string) => void (await trx.deleteFrom('research_reports').where('slug', '=', key).execute()),
} as unknown as ContentKind;

const KINDS: ContentKind[] = [...CONTENT_KINDS, ...(CONTENT_KINDS.some((kind) => kind.name === reportsStandIn.name) ? [] : [reportsStandIn])];

const COLUMNS = ['kind', 'locale', 'route', 'params', 'title', 'summary', 'text', 'keywords', 'published_at'] as const;
const sorted = (rows: Record<(typeof COLUMNS)[number], unknown>[]) => rows.map((row) => JSON.stringify(COLUMNS.map((c) => row[c] ?? null))).sort();

class RolledBack extends Error {}

describe.each(TARGETS)('each content kind updates its own search sections (%s)', (target) => {
  const ctx = useApp(target);

  it('after an entry of each kind is taken off, the index is what a full rebuild makes', async () => {
    const db = ctx.database.db;
    const compared: { entry: string; index: string[]; rebuild: string[] }[] = [];
    for (const kind of KINDS) {
      const [key] = await kind.listKeys(db);
      if (key === undefined) continue;
      await db
        .transaction()
        .execute(async (trx) => {
          try {
            await kind.unpublish(trx, key);
          } catch {
            return; // a fixed set (calculator limits) cannot be taken off
          }
          await recordContentChange(trx, { kind: kind.name, key });
          const expected = (await Promise.all(SEARCH_SOURCES.map((source) => source(trx)))).flat().map((d) => ({
            kind: d.kind, locale: d.locale, route: d.route, params: JSON.stringify(d.params), title: d.title, summary: d.summary,
            text: d.text, keywords: d.keywords ?? '', published_at: d.published_at ?? null,
          }));
          const actual = await trx.selectFrom('search_documents').select([...COLUMNS]).execute();
          compared.push({ entry: `${kind.name} ${key}`, index: sorted(actual), rebuild: sorted(expected) });
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
    }
    expect(compared.length).toBeGreaterThan(0);
    for (const { entry, index, rebuild } of compared) expect(index, entry).toEqual(rebuild);
  });
});
