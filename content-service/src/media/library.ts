import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../schema.ts';
import { recordAudit } from '../lib/audit.ts';
import type { Actor } from '../accounts/access.ts';
import type { MediaItem } from './contract.ts';
import type { Ingested } from './ingest.ts';
import type { MediaTable } from './schema.ts';
import type { MediaStore } from './store.ts';
import { mediaUrl } from './types.ts';

export const itemOf = (row: Selectable<MediaTable>): MediaItem => ({
  name: row.name,
  url: mediaUrl(row.name),
  type: row.type,
  size: Number(row.size),
  width: row.width === null ? null : Number(row.width),
  height: row.height === null ? null : Number(row.height),
  alt: { id: row.alt_id, en: row.alt_en },
  originalName: row.original_name,
  uploadedBy: row.uploaded_by,
  uploadedAt: row.uploaded_at,
});

export interface UploadDetails {
  alt: { id: string; en: string };
  originalName: string;
}

/**
 * Stores an ingested upload and lists it, with its audit line: the file first (content-addressed, so a
 * repeat is a no-op), then the row in one transaction with the audit line. The same bytes again are the
 * entry already listed (`created` false), whoever uploads them.
 */
export async function addMedia(db: Kysely<DB>, store: MediaStore, file: Ingested, details: UploadDetails, actor: Actor): Promise<{ item: MediaItem; created: boolean }> {
  const name = await store.put(file.bytes, file.type);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('media')
      .values({
        name,
        type: file.type,
        size: file.bytes.length,
        width: file.width,
        height: file.height,
        alt_id: details.alt.id,
        alt_en: details.alt.en,
        original_name: details.originalName,
        uploaded_by: actor.email,
        uploaded_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) {
      await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: 'upload', subject: 'media', subjectKey: name, detail: { type: file.type, size: file.bytes.length, originalName: details.originalName } });
      return { item: itemOf(inserted), created: true };
    }
    const existing = await trx.selectFrom('media').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
    return { item: itemOf(existing), created: false };
  });
}

/** Takes a file off the library and out of the store (true), or false when it is not listed. */
export async function deleteMedia(db: Kysely<DB>, store: MediaStore, name: string, actor: Actor): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('media').where('name', '=', name).returning(['name', 'type', 'size']).executeTakeFirst();
    if (row) await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: 'delete', subject: 'media', subjectKey: name, detail: { type: row.type, size: Number(row.size) } });
    return Boolean(row);
  });
  if (deleted) await store.delete(name);
  return deleted;
}
