import { type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../schema.ts';
import type { Actor } from '../accounts/access.ts';
import { recordAudit } from '../lib/audit.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { recordContentChange } from './content-changes.ts';
import type { ContentKind } from './kind.ts';
import { revokePreviewLinks } from './preview-links.ts';
import { answerOf, findRow, loadRow, now, parseDocument, StaleVersion, type EntryRow } from './entries.ts';
import type { EntryAnswer, EntryStatus } from './answers.ts';

/**
 * The editorial workflow: draft -> in-review -> published -> archived. Every change is one transaction
 * with its history row and its audit line; a change that needs the writer's `version` to be the
 * current one is a conditional update (`where version = ?`), so a stale write changes nothing (409).
 * Publishing and unpublishing also run `kind.publish` / `kind.unpublish` and `recordContentChange` in it.
 */

/** The issues of a zod parse as the API's per-field errors (`title.en: [...]`). */
export function fieldErrors(error: z.ZodError, root = 'document'): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || root;
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** The kind's document from a request body, parsed by its schema (sanitised rich text); 422 per field otherwise. */
export function validDocument(kind: ContentKind, document: unknown): unknown {
  const parsed = kind.schema.safeParse(document);
  if (!parsed.success) throw new HttpError(422, `The ${kind.name} document is not valid`, fieldErrors(parsed.error));
  return parsed.data;
}

const versionField = z.number({ error: 'is required: the version you edited' }).int('must be a whole number').min(0, 'must be 0 or more');
const atField = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00Z)' });

export const versionBody = z.object({ version: versionField }, { error: 'must be a JSON object with the version' });
export const documentBody = z.object({ document: z.unknown() }, { error: 'must be a JSON object with the document' });
export const updateBody = z.object({ document: z.unknown(), version: versionField }, { error: 'must be a JSON object with the document and its version' });
export const scheduleBody = z.object({ version: versionField, at: atField.optional() }, { error: 'must be a JSON object with the version (and at, to schedule it)' });

/** A request body by its schema; 422 per field otherwise. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(422, 'The request is not valid', fieldErrors(parsed.error, 'body'));
  return parsed.data;
}

type Change = Partial<Omit<EntryRow, 'id' | 'kind' | 'key'>>;

interface Step {
  /** What the audit log and the history call it. */
  action: string;
  /** Statuses the entry may be in (a different one: 409). */
  from?: readonly EntryStatus[];
  /** Only while visitors see it. */
  live?: boolean;
  /** Only while visitors do not see it. */
  offline?: boolean;
  /** The new row values, from the row as it was; `document` changes make a new version. */
  change(row: EntryRow): Change;
  /** Extra work in the transaction, after the conditional update (publish, unpublish, approval...). */
  then?(trx: Transaction<DB>, row: EntryRow): Promise<void>;
  detail?: Record<string, unknown>;
}

const STATUS_WORDS: Record<EntryStatus, string> = { draft: 'a draft', 'in-review': 'in review', published: 'published', archived: 'archived' };

/** Runs one step of the workflow on the entry at `version`, in one transaction; the entry's answer after it. */
async function step(db: Kysely<DB>, kind: ContentKind, key: string, version: number, actor: Actor | null, s: Step): Promise<EntryAnswer> {
  const before = await loadRow(db, kind, key);
  const at = now();
  return db.transaction().execute(async (trx) => {
    const values = { ...s.change(before), updated_at: at, updated_by: actor?.email ?? null };
    let update = trx.updateTable('editorial_entries').set(values).where('kind', '=', kind.name).where('key', '=', key).where('version', '=', version);
    if (s.from) update = update.where('status', 'in', [...s.from]);
    if (s.live) update = update.where('published_document', 'is not', null);
    if (s.offline) update = update.where('published_document', 'is', null);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) await refuse(trx, kind, key, version, s);
    const row = (await findRow(trx, kind, key))!;
    await s.then?.(trx, row);
    await trx.insertInto('editorial_versions').values({
      kind: kind.name, key, version: row.version, action: s.action, status: row.status, document: row.document, by_id: actor?.id ?? null, by: actor?.email ?? null, at,
    }).execute();
    await recordAudit(trx, { actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, action: s.action, subject: kind.name, subjectKey: key, detail: { version: row.version, ...s.detail } });
    return answerOf(trx, kind, row);
  });
}

/** Why a conditional update changed nothing: a stale version, or a status the step does not start from. */
async function refuse(trx: Transaction<DB>, kind: ContentKind, key: string, version: number, s: Step): Promise<never> {
  const row = await findRow(trx, kind, key);
  if (!row) throw notFound(`There is no ${kind.name} entry '${key}'`);
  if (row.version !== version) throw new StaleVersion(await answerOf(trx, kind, row), version);
  if (s.live && row.published_document === null) throw new HttpError(409, `The entry '${key}' is not on the site`);
  if (s.offline && row.published_document !== null) throw new HttpError(409, `The entry '${key}' is on the site: unpublish it first`);
  throw new HttpError(409, `The entry '${key}' is ${STATUS_WORDS[row.status as EntryStatus] ?? row.status}: it cannot be ${s.action === 'submit' ? 'submitted' : `${s.action.replace(/e$/, '')}ed`} now`);
}

/** POST /{kind}: a new draft, version 1. */
export async function createEntry(db: Kysely<DB>, kind: ContentKind, actor: Actor, input: unknown): Promise<EntryAnswer> {
  if (!kind.creatable) throw new HttpError(409, `New ${kind.name} entries cannot be created: the set is fixed`);
  const doc = validDocument(kind, input);
  const key = kind.keyOf(doc);
  const taken = () => new HttpError(409, `An entry '${key}' of ${kind.name} exists already`, { key: ['is taken by another entry'] });
  if ((await findRow(db, kind, key)) || (await kind.read(db, key)) !== undefined) throw taken();
  const at = now();
  const title = kind.titleOf(doc);
  const text = JSON.stringify(doc);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('editorial_entries')
      .values({
        kind: kind.name, key, status: 'draft', version: 1, title_id: title.id, title_en: title.en, document: text, published_document: null,
        publish_at: null, unpublish_at: null, author_id: actor.id, submitted_by_id: null, submitted_by: null, created_at: at, created_by: actor.email, updated_at: at, updated_by: actor.email,
      })
      .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw taken();
    await trx.insertInto('editorial_versions').values({ kind: kind.name, key, version: 1, action: 'create', status: 'draft', document: text, by_id: actor.id, by: actor.email, at }).execute();
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: 'create', subject: kind.name, subjectKey: key, detail: { version: 1 } });
    return answerOf(trx, kind, (await findRow(trx, kind, key))!);
  });
}

/** A new version of the document (an edit or a restore): a draft; what visitors see stays until it is published. */
function newVersion(kind: ContentKind, actor: Actor, doc: unknown, action: 'update' | 'restore', detail?: Record<string, unknown>): Step {
  const title = kind.titleOf(doc);
  return {
    action,
    change: (row) => ({
      document: JSON.stringify(doc), title_id: title.id, title_en: title.en, version: row.version + 1, status: 'draft',
      author_id: actor.id, submitted_by_id: null, submitted_by: null,
      // A scheduled publication was for the version it was set on.
      publish_at: null,
    }),
    ...(detail ? { detail } : {}),
  };
}

export async function updateEntry(db: Kysely<DB>, kind: ContentKind, key: string, actor: Actor, version: number, input: unknown): Promise<EntryAnswer> {
  await loadRow(db, kind, key);
  const doc = validDocument(kind, input);
  if (kind.keyOf(doc) !== key) throw new HttpError(422, `The ${kind.name} document is not valid`, { key: [`cannot change: it is '${key}'`] });
  return step(db, kind, key, version, actor, newVersion(kind, actor, doc, 'update'));
}

export async function restoreVersion(db: Kysely<DB>, kind: ContentKind, key: string, actor: Actor, version: number, restored: number): Promise<EntryAnswer> {
  await loadRow(db, kind, key);
  const old = await db.selectFrom('editorial_versions').select('document').where('kind', '=', kind.name).where('key', '=', key).where('version', '=', restored)
    .orderBy('id', 'desc').executeTakeFirst();
  if (!old) throw notFound(`The entry '${key}' has no version ${restored}`);
  const parsed = kind.schema.safeParse(parseDocument(old.document));
  if (!parsed.success) throw new HttpError(422, `Version ${restored} does not fit the ${kind.name} document any more: edit the entry instead`, fieldErrors(parsed.error));
  return step(db, kind, key, version, actor, newVersion(kind, actor, parsed.data, 'restore', { restored }));
}

export function submitEntry(db: Kysely<DB>, kind: ContentKind, key: string, actor: Actor, version: number): Promise<EntryAnswer> {
  return step(db, kind, key, version, actor, {
    action: 'submit', from: ['draft'],
    change: () => ({ status: 'in-review', submitted_by_id: actor.id, submitted_by: actor.email }),
  });
}

/** Four-eyes: the author of the version and its submitter may not approve it. */
function ownWork(row: EntryRow, actor: Actor): boolean {
  return row.author_id === actor.id || row.submitted_by_id === actor.id;
}

export async function approveEntry(db: Kysely<DB>, kind: ContentKind, key: string, actor: Actor, version: number): Promise<EntryAnswer> {
  const row = await loadRow(db, kind, key);
  if (kind.fourEyes && ownWork(row, actor)) throw new HttpError(403, 'You cannot approve your own work: a second research publisher approves it');
  return step(db, kind, key, version, actor, {
    action: 'approve', from: ['in-review'],
    change: () => ({}),
    async then(trx, current) {
      if (kind.fourEyes && ownWork(current, actor)) throw new HttpError(403, 'You cannot approve your own work: a second research publisher approves it');
      await trx.insertInto('editorial_approvals').values({ kind: kind.name, key, version: current.version, by_id: actor.id, by: actor.email, at: now() })
        .onConflict((oc) => oc.columns(['kind', 'key', 'version', 'by_id']).doNothing()).execute();
    },
  });
}

/** Four-eyes kinds: an approval of the entry's current version by someone who neither wrote nor submitted it. */
async function requireApproval(trx: Kysely<DB> | Transaction<DB>, kind: ContentKind, row: EntryRow): Promise<void> {
  if (!kind.fourEyes) return;
  const approvals = await trx.selectFrom('editorial_approvals').select('by_id').where('kind', '=', kind.name).where('key', '=', row.key).where('version', '=', row.version).execute();
  const others = approvals.filter((a) => a.by_id !== row.author_id && a.by_id !== row.submitted_by_id);
  if (!others.length) throw new HttpError(409, `Version ${row.version} needs the approval of a second research publisher before it is published`);
}

/** Publishes in the transaction: what visitors see becomes the entry's document. */
async function goLive(trx: Transaction<DB>, kind: ContentKind, row: EntryRow): Promise<void> {
  await kind.publish(trx, parseDocument(row.document));
  await recordContentChange(trx, { kind: kind.name, key: row.key });
}

/** Takes the entry off the site in the transaction; its preview links stop working with it. */
async function goOffline(trx: Transaction<DB>, kind: ContentKind, key: string): Promise<void> {
  await kind.unpublish(trx, key);
  await revokePreviewLinks(trx, kind, key);
  await recordContentChange(trx, { kind: kind.name, key });
}

const OFF_SITE: readonly EntryStatus[] = ['draft', 'in-review', 'archived'];

/** Publishes now, or schedules it at `at` (a time in the past publishes now). */
export async function publishEntry(db: Kysely<DB>, kind: ContentKind, key: string, actor: Actor, version: number, at?: string): Promise<EntryAnswer> {
  const when = at ? new Date(at) : undefined;
  if (when && when.getTime() > Date.now()) {
    return step(db, kind, key, version, actor, {
      action: 'schedule', from: OFF_SITE, detail: { publishAt: when.toISOString() },
      change: () => ({ publish_at: when.toISOString() }),
      then: (trx, row) => requireApproval(trx, kind, row),
    });
  }
  return step(db, kind, key, version, actor, {
    action: 'publish', from: OFF_SITE,
    change: (row) => ({ status: 'published', published_document: row.document, publish_at: null }),
    async then(trx, row) {
      await requireApproval(trx, kind, row);
      await goLive(trx, kind, row);
    },
  });
}

/** Takes the entry off the site now (archived), or schedules that at `at`. */
export async function unpublishEntry(db: Kysely<DB>, kind: ContentKind, key: string, actor: Actor, version: number, at?: string): Promise<EntryAnswer> {
  const when = at ? new Date(at) : undefined;
  if (when && when.getTime() > Date.now()) {
    return step(db, kind, key, version, actor, {
      action: 'schedule', live: true, detail: { unpublishAt: when.toISOString() },
      change: () => ({ unpublish_at: when.toISOString() }),
    });
  }
  return step(db, kind, key, version, actor, {
    action: 'unpublish', live: true,
    change: () => ({ status: 'archived', published_document: null, unpublish_at: null, publish_at: null }),
    then: (trx) => goOffline(trx, kind, key),
  });
}

/** Archives: off the site when it was on it, kept with its history. */
export function archiveEntry(db: Kysely<DB>, kind: ContentKind, key: string, actor: Actor, version: number): Promise<EntryAnswer> {
  let wasLive = false;
  return step(db, kind, key, version, actor, {
    action: 'archive', from: ['draft', 'in-review', 'published'],
    change: (row) => {
      wasLive = row.published_document !== null;
      return { status: 'archived', published_document: null, unpublish_at: null, publish_at: null };
    },
    async then(trx) {
      if (wasLive) await goOffline(trx, kind, key);
      else await revokePreviewLinks(trx, kind, key);
    },
  });
}

/** Deletes an entry that is not on the site (deletable kinds only); its history and audit lines stay. */
export async function deleteEntry(db: Kysely<DB>, kind: ContentKind, key: string, actor: Actor, version: number): Promise<void> {
  if (!kind.deletable) throw new HttpError(409, `Entries of ${kind.name} cannot be deleted: archive it instead`);
  const row = await loadRow(db, kind, key);
  await db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('editorial_entries').where('kind', '=', kind.name).where('key', '=', key).where('version', '=', version)
      .where('published_document', 'is', null).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) await refuse(trx, kind, key, version, { action: 'delete', offline: true, change: () => ({}) });
    await trx.deleteFrom('editorial_approvals').where('kind', '=', kind.name).where('key', '=', key).execute();
    await trx.insertInto('editorial_versions').values({
      kind: kind.name, key, version: row.version, action: 'delete', status: row.status, document: row.document, by_id: actor.id, by: actor.email, at: now(),
    }).execute();
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: 'delete', subject: kind.name, subjectKey: key, detail: { version } });
  });
}

/** The scheduler's publication of a due entry: claimed by `publish_at = <the due time>` in the transaction. */
export async function publishScheduled(db: Kysely<DB>, kind: ContentKind, row: Pick<EntryRow, 'key' | 'publish_at'>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = now();
    const claimed = await trx.updateTable('editorial_entries')
      .set((eb) => ({ status: 'published', published_document: eb.ref('document'), publish_at: null, updated_at: at, updated_by: null }))
      .where('kind', '=', kind.name).where('key', '=', row.key).where('publish_at', '=', row.publish_at!)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    const current = (await findRow(trx, kind, row.key))!;
    await requireApproval(trx, kind, current);
    await goLive(trx, kind, current);
    await trx.insertInto('editorial_versions').values({ kind: kind.name, key: row.key, version: current.version, action: 'scheduled-publish', status: 'published', document: current.document, by_id: null, by: null, at }).execute();
    await recordAudit(trx, { actorId: null, actorEmail: null, action: 'scheduled-publish', subject: kind.name, subjectKey: row.key, detail: { version: current.version, publishAt: row.publish_at } });
    return true;
  });
}

/** The scheduler's unpublication of a due entry, claimed like a publication. */
export async function unpublishScheduled(db: Kysely<DB>, kind: ContentKind, row: Pick<EntryRow, 'key' | 'unpublish_at'>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = now();
    const claimed = await trx.updateTable('editorial_entries')
      .set({ status: 'archived', published_document: null, unpublish_at: null, publish_at: null, updated_at: at, updated_by: null })
      .where('kind', '=', kind.name).where('key', '=', row.key).where('unpublish_at', '=', row.unpublish_at!).where('published_document', 'is not', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    const current = (await findRow(trx, kind, row.key))!;
    await goOffline(trx, kind, row.key);
    await trx.insertInto('editorial_versions').values({ kind: kind.name, key: row.key, version: current.version, action: 'scheduled-unpublish', status: 'archived', document: current.document, by_id: null, by: null, at }).execute();
    await recordAudit(trx, { actorId: null, actorEmail: null, action: 'scheduled-unpublish', subject: kind.name, subjectKey: row.key, detail: { version: current.version, unpublishAt: row.unpublish_at } });
    return true;
  });
}
