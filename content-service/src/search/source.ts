import type { Kysely } from 'kysely';
import type { Locale } from '@brids/contracts';
import type { DB } from '../schema.ts';

/**
 * One searchable thing in one locale, as a squad's search source hands it to the site search index.
 * The index (owned by the marketing squad with the search-result page) is rebuilt from every source
 * after migrations and seeding, and whenever a squad's content changes.
 */
export interface SearchDocument {
  /** What kind of content it is (a tab of the search page): 'product', 'blog', 'research-report', 'company'... */
  kind: string;
  locale: Locale;
  /** The site route that shows it and that route's params: the page builds the link with localePath. */
  route: string;
  params: Record<string, string>;
  title: string;
  /** One or two sentences shown under the title when the text has no better snippet. */
  summary: string;
  /** The plain text to search (no HTML). */
  text: string;
  /** Words that find it although the text may not say them: a ticker, a code, a synonym. */
  keywords?: string;
  /** ISO-8601, when the content is dated. */
  published_at?: string | null;
}

/** A squad's contribution to the site search: every published document of its content, both locales. */
export type SearchSource = (db: Kysely<DB>) => Promise<SearchDocument[]>;

/**
 * One part of a squad's search source, which the index updates on its own when an entry of one of its
 * content kinds is published or taken off (search-index.ts `updateSearchIndex`): the editorial kinds
 * (`ContentKind.name`) whose entries its documents show, the document kinds (`SearchDocument.kind`) whose
 * rows of the index it owns, and its documents. A kind no section names updates every section.
 */
export interface SearchSection {
  /** The editorial content kinds whose entries these documents show ('research-reports', 'offerings'...). */
  contentKinds: readonly string[];
  /** The `kind` of every document it makes: the rows of the index it replaces. */
  documentKinds: readonly string[];
  documents: SearchSource;
}

/** A squad's search source made of its sections, in order. */
export const sourceOf =
  (sections: readonly SearchSection[]): SearchSource =>
  async (db) =>
    (await Promise.all(sections.map((section) => section.documents(db)))).flat();
