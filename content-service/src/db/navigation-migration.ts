import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/**
 * Redirect rules (spec §2: latest-news rules and general rules), applied by the shell server as
 * HTTP redirects and by the router on client navigations. The rules below are the site's own
 * (old addresses of the previous site), so the migration inserts them, not the sample seed.
 */
export const REDIRECT_RULES = [
  // Latest news: the previous site's news list and company pages (with their news below them).
  { kind: 'latest-news', from_path: '/id/berita-terkini', to_path: '/id/riset-dan-berita/daftar-informasi-perusahaan', status: 301 },
  { kind: 'latest-news', from_path: '/en/latest-news', to_path: '/en/company-information-list', status: 301 },
  { kind: 'latest-news', from_path: '/id/perusahaan/*', to_path: '/id/riset-dan-berita/daftar-informasi-perusahaan/*', status: 301 },
  { kind: 'latest-news', from_path: '/en/company/*', to_path: '/en/company-information-list/*', status: 301 },
  // General rules: short or retired addresses.
  { kind: 'general', from_path: '/id/riset', to_path: '/id/riset-dan-berita/laporan-riset', status: 301 },
  { kind: 'general', from_path: '/en/research', to_path: '/en/research-report', status: 301 },
  { kind: 'general', from_path: '/id/kalkulator', to_path: '/id/alat-analisis/kalkulator-investasi', status: 302 },
  { kind: 'general', from_path: '/en/calculator', to_path: '/en/analysis-tools/investment-calculator', status: 302 },
] as const;

export function navigationMigration(withId: WithId): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('redirects'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('from_path', 'text', (c) => c.notNull().unique())
        .addColumn('to_path', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db
        .insertInto('redirects')
        .values(REDIRECT_RULES.map((rule, index) => ({ ...rule, sort_order: index })))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('redirects').execute();
    },
  };
}
