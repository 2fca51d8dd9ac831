import type { Generated } from 'kysely';

/** The shell's navigation tables (redirect rules), part of `DB`. */
export interface NavigationTables {
  redirects: RedirectsTable;
}

export interface RedirectsTable {
  id: Generated<number>;
  /** 'latest-news' | 'general' */
  kind: string;
  /** A site path, or a prefix ending in `/*`. */
  from_path: string;
  to_path: string;
  /** 301 or 302 */
  status: number;
  sort_order: number;
}
