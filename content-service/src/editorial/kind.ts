import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Role } from '../accounts/roles.ts';
import type { DB } from '../schema.ts';

/** Both languages of a text, edited together. */
export interface BothLanguages {
  id: string;
  en: string;
}

/**
 * One kind of content the editors run from the console (menus, research reports, Eduvest events...):
 * how its document (both languages together) is validated, and how it is read from and written to the
 * slice's own tables, which the public GET routes keep reading unchanged. The editorial layer
 * (`editorial/`) keeps drafts, versions, the workflow and the audit log; a kind only knows its tables.
 * Each slice lists its kinds in its own `editorial.ts`; `editorial/kinds.ts` composes them.
 */
export interface ContentKind<Doc = any> {
  /** URL segment, audit name and console resource: kebab-case plural ('menus', 'research-reports'). */
  name: string;
  /** The console's label of the kind. */
  label: BothLanguages;
  /** Roles that may write entries of this kind (admin always may). */
  writers: readonly Role[];
  /** Publishing needs the approval of a second person with the research-publisher role (four-eyes). */
  fourEyes: boolean;
  /**
   * The document, both languages together, built from the `@brids/contracts` schemas the site reads
   * with (pick/extend them; never a second definition of a field). Its issues' messages are the
   * per-field messages of a 422, so they are readable sentences.
   */
  schema: z.ZodType<Doc>;
  /** The entry's natural key (slug, seed key, ticker...), unique within the kind; it never changes after create. */
  keyOf(doc: Doc): string;
  /** The entry's title in both languages, for lists and the audit log. */
  titleOf(doc: Doc): BothLanguages;
  /** Whether a new entry may be created (false for fixed sets: calculator limits, a settings key the layout needs). */
  creatable: boolean;
  /** Whether an entry may be deleted outright (else only archived, i.e. unpublished and kept). */
  deletable: boolean;
  /** The keys of every entry the slice's tables hold now, so entries that never went through the console can be edited. */
  listKeys(db: Kysely<DB>): Promise<string[]>;
  /** The entry as the slice's tables hold it (what visitors see), or undefined when they do not hold it. */
  read(db: Kysely<DB>, key: string): Promise<Doc | undefined>;
  /** Makes `doc` what visitors see: inserts or updates the slice's rows (inside the publish transaction). */
  publish(trx: Transaction<DB>, doc: Doc): Promise<void>;
  /** Takes the entry off the site: the public routes no longer answer it (404), its rows are removed or marked unpublished. */
  unpublish(trx: Transaction<DB>, key: string): Promise<void>;
  /** The site paths that show the entry in each locale (the console's preview and 'view on site' links), when it has its own page. */
  sitePaths?(doc: Doc): Partial<BothLanguages> | undefined;
}
