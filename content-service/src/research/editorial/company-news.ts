import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { companyNewsItem } from '@brids/contracts/research';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, dateTime, filled, slugField } from '../../lib/both-languages.ts';
import { sanitize } from '../../lib/html.ts';
import type { DB } from '../../schema.ts';
import { companyOnSite, companyPaths } from './companies.ts';
import { both, columns, companyKey, richText, splitCompanyKey, utc } from './fields.ts';

const n = companyNewsItem.shape;

/**
 * A news item of a company (`GET /api/companies/{slug}/news/{news}`), both languages together, keyed
 * `<company>.<slug>`. The body is HTML, sanitised when published; it shows from `published_at` on.
 */
export const newsDocument = z.object({
  company: slugField(n.company),
  slug: slugField(n.slug),
  published_at: dateTime(n.published_at),
  title: bothLanguages(filled(n.title, 'Fill in the title')),
  summary: bothLanguages(filled(n.summary, 'Fill in the summary')),
  body: bothLanguages(richText(n.body)),
});
export type NewsDocument = z.infer<typeof newsDocument>;

async function readNews(db: Kysely<DB>, key: string): Promise<NewsDocument | undefined> {
  const parts = splitCompanyKey(key);
  if (!parts) return undefined;
  const row = await db
    .selectFrom('research_company_news as n')
    .innerJoin('research_companies as c', 'c.id', 'n.company_id')
    .selectAll('n')
    .where('c.slug', '=', parts.company)
    .where('c.is_published', '=', 1)
    .where('n.slug', '=', parts.own)
    .executeTakeFirst();
  if (!row) return undefined;
  return { company: parts.company, slug: row.slug, published_at: row.published_at, title: both(row, 'title'), summary: both(row, 'summary'), body: both(row, 'body') };
}

async function publishNews(trx: Transaction<DB>, doc: NewsDocument): Promise<void> {
  const companyId = await companyOnSite(trx, doc.company, 'news item');
  const values = {
    published_at: utc(doc.published_at),
    ...columns('title', doc.title),
    ...columns('summary', doc.summary),
    ...columns('body', { id: sanitize(doc.body.id), en: sanitize(doc.body.en) }),
  };
  await trx
    .insertInto('research_company_news')
    .values({ company_id: companyId, slug: doc.slug, ...values })
    .onConflict((oc) => oc.columns(['company_id', 'slug']).doUpdateSet(values))
    .execute();
}

/** The companies' latest news: nothing refers to an item, so it may be deleted. */
export const newsKind: ContentKind<NewsDocument> = {
  name: 'company-news',
  label: { id: 'Berita Perusahaan', en: 'Company news' },
  writers: ['research-publisher'],
  fourEyes: false,
  schema: newsDocument,
  keyOf: (doc) => companyKey(doc.company, doc.slug),
  titleOf: (doc) => doc.title,
  creatable: true,
  deletable: true,
  async listKeys(db) {
    const rows = await db
      .selectFrom('research_company_news as n')
      .innerJoin('research_companies as c', 'c.id', 'n.company_id')
      .select(['c.slug as company', 'n.slug'])
      .where('c.is_published', '=', 1)
      .orderBy('n.published_at', 'desc')
      .orderBy('n.id')
      .execute();
    return rows.map((row) => companyKey(row.company, row.slug));
  },
  read: readNews,
  publish: publishNews,
  async unpublish(trx, key) {
    const parts = splitCompanyKey(key);
    if (!parts) return;
    const company = trx.selectFrom('research_companies').select('id').where('slug', '=', parts.company);
    await trx.deleteFrom('research_company_news').where('company_id', 'in', company).where('slug', '=', parts.own).execute();
  },
  sitePaths: (doc) => {
    const page = companyPaths(doc.company);
    return { id: `${page.id}/berita-terkini/${doc.slug}`, en: `${page.en}/latest-news/${doc.slug}` };
  },
};
