import type { Generated } from 'kysely';

/** The content version every cache of both servers is checked against, and the log of what changed (`…-440-content-version`). */
export interface PropagationTables {
  content_version: ContentVersionTable;
  content_changes: ContentChangesTable;
}

/** One row (id 1): the counter bumped in every transaction that changes what visitors see. */
export interface ContentVersionTable {
  id: number;
  version: number;
  /** ISO-8601 UTC, the last bump. */
  changed_at: string;
}

/** One line per bump: which entry of which content kind changed, at which version ('*' for a whole reindex or seed). */
export interface ContentChangesTable {
  id: Generated<number>;
  version: number;
  kind: string;
  key: string;
  at: string;
}
