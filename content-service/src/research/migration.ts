import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { WithId } from '../lib/migration.ts';

type Table = CreateTableBuilder<string, string>;

const texts = (table: Table, ...names: string[]) =>
  names.reduce((t, name) => t.addColumn(`${name}_id`, 'text', (c) => c.notNull()).addColumn(`${name}_en`, 'text'), table);
const columns = (table: Table, type: 'text' | 'double precision' | 'integer', names: string[]) =>
  names.reduce((t, name) => t.addColumn(name, type), table);
const required = (table: Table, type: 'text' | 'double precision', names: string[]) =>
  names.reduce((t, name) => t.addColumn(name, type, (c) => c.notNull()), table);

const FINANCIAL_VALUES = [
  'total_assets', 'current_assets', 'total_liabilities', 'current_liabilities', 'total_equity',
  'revenue', 'gross_profit', 'operating_profit', 'net_income', 'eps',
  'operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow', 'ending_cash',
  'book_value', 'roe', 'roa', 'net_margin', 'debt_to_equity', 'current_ratio', 'per', 'pbv',
];

/** The research squad's tables (see schema.ts): typed columns per resource, text per locale in `_id`/`_en`. */
export function researchMigration(withId: WithId): Migration {
  return {
    async up(db: Kysely<any>) {
      let companies = withId(db.schema.createTable('research_companies')) as unknown as Table;
      companies = required(companies, 'text', ['slug', 'ticker', 'name', 'sector', 'listing_date', 'phone', 'email', 'website']);
      companies = columns(companies, 'text', ['fax']);
      companies = texts(companies, 'summary', 'stockholders', 'about', 'address', 'management', 'subsidiaries', 'stock_history', 'products', 'other_information');
      await companies.addUniqueConstraint('research_companies_slug', ['slug']).addUniqueConstraint('research_companies_ticker', ['ticker']).execute();

      let financials = withId(db.schema.createTable('research_financials')) as unknown as Table;
      financials = financials.addColumn('company_id', 'integer', (c) => c.notNull().references('research_companies.id').onDelete('cascade'));
      financials = required(financials, 'text', ['period_type', 'period', 'period_end']);
      financials = required(financials, 'double precision', FINANCIAL_VALUES);
      await financials.addUniqueConstraint('research_financials_period', ['company_id', 'period_type', 'period']).execute();

      let news = withId(db.schema.createTable('research_company_news')) as unknown as Table;
      news = news.addColumn('company_id', 'integer', (c) => c.notNull().references('research_companies.id').onDelete('cascade'));
      news = required(news, 'text', ['slug', 'published_at']);
      news = texts(news, 'title', 'summary', 'body');
      await news.addUniqueConstraint('research_company_news_slug', ['company_id', 'slug']).execute();

      let reports = withId(db.schema.createTable('research_reports')) as unknown as Table;
      reports = required(reports, 'text', ['slug', 'category', 'analysts', 'published_at', 'file_url', 'file_type']);
      reports = columns(reports, 'text', ['sector', 'ticker', 'rating']);
      reports = columns(reports, 'double precision', ['target_price', 'previous_target_price', 'price_at_publication']);
      reports = reports.addColumn('file_size', 'integer', (c) => c.notNull());
      reports = texts(reports, 'title', 'summary', 'key_points', 'body');
      await reports.addUniqueConstraint('research_reports_slug', ['slug']).execute();
      await db.schema.createIndex('research_reports_published').on('research_reports').columns(['published_at']).execute();

      let editions = withId(db.schema.createTable('research_sapa_mentari')) as unknown as Table;
      editions = required(editions, 'text', ['slug', 'edition_date', 'global_markets', 'picks', 'file_url', 'file_type']);
      editions = required(editions, 'double precision', ['index_close', 'index_change', 'index_change_percent']);
      editions = editions.addColumn('file_size', 'integer', (c) => c.notNull());
      editions = texts(editions, 'title', 'headline', 'market_summary', 'calendar');
      await editions.addUniqueConstraint('research_sapa_mentari_slug', ['slug']).execute();

      let actions = withId(db.schema.createTable('research_corporate_actions')) as unknown as Table;
      actions = required(actions, 'text', ['slug', 'kind', 'ticker', 'issuer', 'event_date', 'underwriters']);
      actions = columns(actions, 'text', [
        'dividend_type', 'cum_date_regular', 'ex_date_regular', 'cum_date_cash', 'ex_date_cash', 'recording_date', 'payment_date',
        'ratio', 'last_trading_old_nominal', 'first_trading_new_nominal', 'distribution_date',
        'book_building_start', 'book_building_end', 'offering_start', 'offering_end', 'allotment_date', 'listing_date', 'prospectus_url',
        'meeting_type', 'meeting_time', 'place',
      ]);
      actions = columns(actions, 'double precision', [
        'amount_per_share', 'dividend_yield', 'old_nominal', 'new_nominal', 'price_low', 'price_high', 'final_price', 'shares_offered',
      ]);
      actions = columns(actions, 'integer', ['fiscal_year']);
      actions = texts(actions, 'title', 'agenda');
      await actions.addUniqueConstraint('research_corporate_actions_slug', ['slug']).execute();
      await db.schema.createIndex('research_corporate_actions_kind_date').on('research_corporate_actions').columns(['kind', 'event_date']).execute();

      let recommendations = withId(db.schema.createTable('research_recommendations')) as unknown as Table;
      recommendations = required(recommendations, 'text', ['slug', 'ticker', 'rating', 'published_at', 'analyst']);
      recommendations = required(recommendations, 'double precision', ['entry_low', 'entry_high', 'target_price', 'stop_loss']);
      recommendations = columns(recommendations, 'text', ['report_slug']);
      recommendations = texts(recommendations, 'note');
      await recommendations.addUniqueConstraint('research_recommendations_slug', ['slug']).execute();
    },
    async down(db: Kysely<any>) {
      for (const table of [
        'research_recommendations', 'research_corporate_actions', 'research_sapa_mentari', 'research_reports',
        'research_company_news', 'research_financials', 'research_companies',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
