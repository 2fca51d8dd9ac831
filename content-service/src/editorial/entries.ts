import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import type { ContentKind } from './kind.ts';
import type { EditorialEntriesTable } from './schema.ts';
import type { EntryAnswer, EntryStatus, EntrySummaryAnswer } from './answers.ts';

/**
 * The editorial layer's rows of an entry: reading them (importing an entry that so far only the slice's
 * tables hold, via `kind.read`), and their answers. Changes are in `workflow.ts`.
 */

export type EntryRow = Selectable<EditorialEntriesTable>;
type Db = Kysely<DB> | Transaction<DB>;

export const now = () => new Date().toISOString();

/** A document stored as JSON text, read back. */
export const parseDocument = (text: string): unknown => JSON.parse(text);

export async function findRow(db: Db, kind: ContentKind, key: string): Promise<EntryRow | undefined> {
  return db.selectFrom('editorial_entries').selectAll().where('kind', '=', kind.name).where('key', '=', key).executeTakeFirst();
}

/**
 * Makes the editorial rows of entries the slice holds but the layer has not seen yet: status 'published',
 * version 0, the document as visitors see it. Two instances at once insert it once (`on conflict do nothing`).
 */
export async function importEntry(db: Kysely<DB>, kind: ContentKind, key: string, doc: unknown): Promise<void> {
  const at = now();
  const title = kind.titleOf(doc);
  const text = JSON.stringify(doc);
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('editorial_entries')
      .values({
        kind: kind.name, key, status: 'published', version: 0, title_id: title.id, title_en: title.en, document: text, published_document: text,
        publish_at: null, unpublish_at: null, author_id: null, submitted_by_id: null, submitted_by: null, created_at: at, created_by: null, updated_at: at, updated_by: null,
      })
      .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await trx.insertInto('editorial_versions').values({ kind: kind.name, key, version: 0, action: 'import', status: 'published', document: text, by_id: null, by: null, at }).execute();
    }
  });
}

/** Imports every entry of the kind the slice holds that the layer has no row of. */
export async function importMissing(db: Kysely<DB>, kind: ContentKind): Promise<void> {
  const known = new Set((await db.selectFrom('editorial_entries').select('key').where('kind', '=', kind.name).execute()).map((r) => r.key));
  for (const key of await kind.listKeys(db)) {
    if (known.has(key)) continue;
    const doc = await kind.read(db, key);
    if (doc !== undefined) await importEntry(db, kind, key, doc);
  }
}

/** The entry's row, imported from the slice's tables on first access; 404 when neither holds it. */
export async function loadRow(db: Kysely<DB>, kind: ContentKind, key: string): Promise<EntryRow> {
  const row = await findRow(db, kind, key);
  if (row) return row;
  const doc = await kind.read(db, key);
  if (doc === undefined) throw notFound(`There is no ${kind.name} entry '${key}'`);
  await importEntry(db, kind, key, doc);
  const imported = await findRow(db, kind, key);
  if (!imported) throw notFound(`There is no ${kind.name} entry '${key}'`);
  return imported;
}

export function summaryOf(row: EntryRow): EntrySummaryAnswer {
  return {
    key: row.key,
    title: { id: row.title_id, en: row.title_en },
    status: row.status as EntryStatus,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
  };
}

export async function answerOf(db: Db, kind: ContentKind, row: EntryRow): Promise<EntryAnswer> {
  const approvals = await db
    .selectFrom('editorial_approvals')
    .select(['by', 'at', 'version'])
    .where('kind', '=', kind.name)
    .where('key', '=', row.key)
    .orderBy('id')
    .execute();
  const document = parseDocument(row.document);
  const paths = kind.sitePaths?.(document);
  return {
    key: row.key,
    status: row.status as EntryStatus,
    version: row.version,
    document,
    publishedDocument: row.published_document === null ? null : parseDocument(row.published_document),
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
    submittedBy: row.submitted_by,
    approvals,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    sitePaths: paths ? { ...(paths.id ? { id: paths.id } : {}), ...(paths.en ? { en: paths.en } : {}) } : null,
  };
}

/** 409 with the entry as it is now: the writer's `version` is not the current one, nothing changed. */
export class StaleVersion extends HttpError {
  readonly current: EntryAnswer;
  constructor(current: EntryAnswer, given: number) {
    super(409, `This entry was changed meanwhile: it is at version ${current.version}, not ${given}. Reload it and apply your change again.`, {
      version: [`must be the current version (${current.version})`],
    });
    this.current = current;
  }
}
