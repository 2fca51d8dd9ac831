import type { Generated } from 'kysely';

/** The editorial layer's tables (migration `…-410-editorial`), part of `DB`. */
export interface EditorialTables {
  editorial_entries: EditorialEntriesTable;
  editorial_versions: EditorialVersionsTable;
  editorial_approvals: EditorialApprovalsTable;
  editorial_preview_links: EditorialPreviewLinksTable;
}

export interface EditorialEntriesTable {
  id: Generated<number>;
  /** The content kind's name (`ContentKind.name`). */
  kind: string;
  /** The entry's natural key (`ContentKind.keyOf`), unique within the kind. */
  key: string;
  /** 'draft' | 'in-review' | 'published' | 'archived' */
  status: string;
  /** The document's version: 0 for an entry imported from the slice's tables, +1 on every change of the document. */
  version: number;
  title_id: string;
  title_en: string;
  /** JSON: the current (draft) document. */
  document: string;
  /** JSON: the document visitors see, null when it is off the site. */
  published_document: string | null;
  publish_at: string | null;
  unpublish_at: string | null;
  /** The account that made the current version (four-eyes: it may not approve it). */
  author_id: number | null;
  submitted_by_id: number | null;
  submitted_by: string | null;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

/** Every change of an entry: one row per action, with the document as it was after it. */
export interface EditorialVersionsTable {
  id: Generated<number>;
  kind: string;
  key: string;
  version: number;
  /** 'import' | 'create' | 'update' | 'restore' | 'submit' | 'approve' | 'publish' | 'scheduled-publish' | 'unpublish' | 'scheduled-unpublish' | 'archive' | 'schedule' | 'delete' */
  action: string;
  /** The entry's status after the action. */
  status: string;
  document: string;
  by_id: number | null;
  /** The actor's email; null for the scheduler. */
  by: string | null;
  at: string;
}

export interface EditorialApprovalsTable {
  id: Generated<number>;
  kind: string;
  key: string;
  version: number;
  by_id: number;
  by: string;
  at: string;
}

/**
 * Signed preview links (`…-450-editorial-preview-links`): whoever holds the token sees that version of the
 * entry's draft on the site until `expires_at`. Only the token's SHA-256 is stored, so the table grants nothing to
 * whoever reads it; every instance reads the same rows (no secret in any process).
 */
export interface EditorialPreviewLinksTable {
  id: Generated<number>;
  /** SHA-256 of the token, hex (the token itself is answered once, to its maker). */
  token_hash: string;
  kind: string;
  key: string;
  /** The version of the document the link shows. */
  version: number;
  created_by_id: number;
  created_by: string;
  created_at: string;
  expires_at: string;
}
