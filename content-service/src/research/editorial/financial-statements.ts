import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { companySummary, financialStatement } from '@brids/contracts/research';
import type { ContentKind } from '../../editorial/kind.ts';
import { day, slugField } from '../../lib/both-languages.ts';
import type { DB } from '../../schema.ts';
import { toFinancial } from '../data.ts';
import { companyOnSite, companyPaths } from './companies.ts';
import { companyKey, splitCompanyKey } from './fields.ts';

const PERIOD = { annual: /^\d{4}$/, quarterly: /^\d{4}-Q[1-4]$/ } as const;

/**
 * One period's financial statements of a company (`GET /api/companies/{slug}/financials`), keyed
 * `<company>.<period>` ('2025' annual, '2025-Q3' quarterly). Numbers only: the same in both languages.
 */
export const financialsDocument = z
  .object({
    company: slugField(companySummary.shape.slug),
    ...financialStatement.shape,
    period_end: day(financialStatement.shape.period_end),
  })
  .superRefine((doc, ctx) => {
    if (!PERIOD[doc.period_type].test(doc.period)) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: doc.period_type === 'annual' ? 'Enter the year, such as 2025' : 'Enter the quarter, such as 2025-Q3' });
    }
  });
export type FinancialsDocument = z.infer<typeof financialsDocument>;

const whereKey = (db: Kysely<DB>, key: string) => {
  const parts = splitCompanyKey(key);
  return db
    .selectFrom('research_financials as f')
    .innerJoin('research_companies as c', 'c.id', 'f.company_id')
    .where('c.slug', '=', parts?.company ?? '')
    .where('f.period', '=', parts?.own ?? '');
};

async function readFinancials(db: Kysely<DB>, key: string): Promise<FinancialsDocument | undefined> {
  const row = await whereKey(db, key).selectAll('f').select('c.slug as company').where('c.is_published', '=', 1).executeTakeFirst();
  return row && { company: row.company, ...toFinancial(row) };
}

async function publishFinancials(trx: Transaction<DB>, doc: FinancialsDocument): Promise<void> {
  const companyId = await companyOnSite(trx, doc.company, 'statement');
  const { company: _company, ...values } = doc;
  await trx
    .insertInto('research_financials')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.columns(['company_id', 'period_type', 'period']).doUpdateSet(values))
    .execute();
}

/** Financial statements: numbers a research publisher enters per period; nothing refers to them, so they may be deleted. */
export const financialsKind: ContentKind<FinancialsDocument> = {
  name: 'financial-statements',
  label: { id: 'Laporan Keuangan', en: 'Financial statements' },
  writers: ['research-publisher'],
  fourEyes: false,
  schema: financialsDocument,
  keyOf: (doc) => companyKey(doc.company, doc.period),
  titleOf: (doc) => ({ id: `Laporan keuangan ${doc.company} ${doc.period}`, en: `Financial statements ${doc.company} ${doc.period}` }),
  creatable: true,
  deletable: true,
  async listKeys(db) {
    const rows = await db
      .selectFrom('research_financials as f')
      .innerJoin('research_companies as c', 'c.id', 'f.company_id')
      .select(['c.slug', 'f.period'])
      .where('c.is_published', '=', 1)
      .orderBy('c.ticker')
      .orderBy('f.period_type')
      .orderBy('f.period_end', 'desc')
      .execute();
    return rows.map((row) => companyKey(row.slug, row.period));
  },
  read: readFinancials,
  publish: publishFinancials,
  async unpublish(trx, key) {
    const parts = splitCompanyKey(key);
    if (!parts) return;
    const company = trx.selectFrom('research_companies').select('id').where('slug', '=', parts.company);
    await trx.deleteFrom('research_financials').where('company_id', 'in', company).where('period', '=', parts.own).execute();
  },
  // Statements show on the company's page.
  sitePaths: (doc) => companyPaths(doc.company),
};
