import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '@brids/contracts';
import type { PreviewDocument } from '@brids/contracts/preview';
import type { Actor } from '../accounts/access.ts';
import { recordAudit } from '../lib/audit.ts';
import { hashToken, newToken } from '../lib/passwords.ts';
import type { DB } from '../schema.ts';
import type { EntryStatus } from './answers.ts';
import { findRow, loadRow, now, parseDocument } from './entries.ts';
import type { ContentKind } from './kind.ts';
import { previewParts } from './preview-document.ts';

/**
 * Signed preview links: whoever holds a link sees one version of an entry's draft on the site, without a login,
 * until it expires. The token is 32 random bytes (base64url) answered once to its maker; the database keeps its
 * SHA-256 with the entry, the version, the maker and the expiry, so every instance checks it alike and a copy of
 * the table grants nothing. A link shows the version it was made for, not later edits: what a reviewer was sent
 * is what they see (the console makes a new link each time an editor asks).
 */

/** How long a link works. */
export const PREVIEW_LINK_TTL_HOURS = 24;

/** The shell's preview page in each locale (`preview` of shared/platform/src/shell-routes.ts; the tests check they agree). */
export const PREVIEW_PATHS: Record<Locale, string> = { id: '/id/pratinjau', en: '/en/preview' };

export interface PreviewLink {
  token: string;
  expiresAt: string;
  /** The version of the entry the link shows. */
  version: number;
  /** Site paths of the preview page in each locale (the console puts the public origin before them). */
  urls: Record<Locale, string>;
}

/** A new link to the entry's current version (imported from the slice's tables on first access); expired links are cleared. */
export async function createPreviewLink(db: Kysely<DB>, kind: ContentKind, key: string, actor: Actor): Promise<PreviewLink> {
  const row = await loadRow(db, kind, key);
  const token = newToken();
  const at = now();
  const expiresAt = new Date(Date.parse(at) + PREVIEW_LINK_TTL_HOURS * 3600_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('editorial_preview_links').where('expires_at', '<=', at).execute();
    await trx.insertInto('editorial_preview_links').values({
      token_hash: hashToken(token), kind: kind.name, key, version: row.version, created_by_id: actor.id, created_by: actor.email, created_at: at, expires_at: expiresAt,
    }).execute();
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: 'preview-link', subject: kind.name, subjectKey: key, detail: { version: row.version, expiresAt } });
  });
  const path = encodeURIComponent(token);
  return { token, expiresAt, version: row.version, urls: { id: `${PREVIEW_PATHS.id}/${path}`, en: `${PREVIEW_PATHS.en}/${path}` } };
}

/** Every link of an entry stops working: it was archived or taken off the site, so nobody is shown it by an old link any more. */
export async function revokePreviewLinks(trx: Transaction<DB>, kind: ContentKind, key: string): Promise<void> {
  await trx.deleteFrom('editorial_preview_links').where('kind', '=', kind.name).where('key', '=', key).execute();
}

/** A token as links carry it (base64url of 32 bytes); anything else is unknown without a query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The preview document of a link's token in `locale`; undefined when the token is unknown or expired, or its
 * entry (or kind) is gone.
 */
export async function previewOf(db: Kysely<DB>, kinds: readonly ContentKind[], token: string, locale: Locale): Promise<PreviewDocument | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const link = await db.selectFrom('editorial_preview_links').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!link || link.expires_at <= now()) return undefined;
  const kind = kinds.find((k) => k.name === link.kind);
  if (!kind) return undefined;
  const row = await findRow(db, kind, link.key);
  if (!row) return undefined;
  // The version's document: the entry's own while it is current, else the history's copy of it.
  const made = await db.selectFrom('editorial_versions').select(['document', 'at'])
    .where('kind', '=', kind.name).where('key', '=', link.key).where('version', '=', link.version)
    .orderBy('id', 'asc').executeTakeFirst();
  const text = row.version === link.version ? row.document : made?.document;
  if (text === undefined) return undefined;
  const parts = previewParts(kind, link.key, parseDocument(text), locale);
  return {
    kind: { name: kind.name, label: kind.label[locale] },
    key: link.key,
    status: row.status as EntryStatus,
    version: link.version,
    latestVersion: row.version,
    updatedAt: made?.at ?? row.updated_at,
    expiresAt: link.expires_at,
    locale,
    ...parts,
  };
}
