import type { Generated } from 'kysely';

/** The site search index (`search_documents`, with `search_fts` on SQLite and a `tsv` column on PostgreSQL), part of `DB`. */
export interface SearchTables {
  search_documents: SearchDocumentsTable;
}

/** One document of a squad's SearchSource in one locale. */
export interface SearchDocumentsTable {
  id: Generated<number>;
  kind: string;
  locale: string;
  route: string;
  /** JSON: the route's params. */
  params: string;
  title: string;
  summary: string;
  text: string;
  keywords: string;
  published_at: string | null;
}
