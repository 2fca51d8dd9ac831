import type { Generated } from 'kysely';

/** The editorial layer's tables (migration `…-410-editorial`), part of `DB`. */
export interface EditorialTables {
  editorial_entries: EditorialEntriesTable;
  editorial_versions: EditorialVersionsTable;
  editorial_approvals: EditorialApprovalsTable;
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
