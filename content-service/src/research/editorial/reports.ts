import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { analyst, researchFile, researchReport } from '@brids/contracts/research';
import type { ContentKind } from '../../editorial/kind.ts';
import { atLeast, bothLanguages, dateTime, filled, slugField, url, wholeNumber } from '../../lib/both-languages.ts';
import { sanitize } from '../../lib/html.ts';
import { parseJsonList } from '../../lib/json.ts';
import type { DB } from '../../schema.ts';
import { siteUrls } from '../../site/site-paths.ts';
import { both, bothStrings, columns, itemOf, json, number, richText, tickerField, utc } from './fields.ts';

const r = researchReport.shape;
const f = researchFile.shape;

const price = (field: typeof r.target_price) => atLeast(field, 0, 'Enter a price above 0, or leave it empty', true);

/** The report's PDF (or other file): a site path or https address, its size in bytes and its media type. */
export const fileDocument = z.object({
  url: url(filled(f.url, 'Choose the file (a PDF)')),
  size: wholeNumber(f.size, 0, 'Enter the file size in bytes (a whole number)'),
  type: filled(f.type, 'Fill in the media type, such as application/pdf'),
});

/**
 * A research report (`GET /api/research-reports/{slug}`), both languages together. Analysts' names are the
 * same in both languages, their roles are not. The body is HTML, sanitised when published; the report shows
 * from `published_at` on (a later time schedules it on the site itself).
 */
export const reportDocument = z
  .object({
    slug: slugField(r.slug),
    category: r.category,
    sector: r.sector,
    ticker: tickerField(r.ticker),
    rating: r.rating,
    target_price: price(r.target_price),
    previous_target_price: price(r.previous_target_price),
    price_at_publication: price(r.price_at_publication),
    analysts: z
      .array(z.object({ name: filled(analyst.shape.name, 'Fill in the analyst\'s name'), role: bothLanguages(analyst.shape.role) }))
      .min(1, 'Name at least one analyst'),
    published_at: dateTime(r.published_at),
    title: bothLanguages(filled(r.title, 'Fill in the title')),
    summary: bothLanguages(filled(r.summary, 'Fill in the summary')),
    key_points: bothLanguages(z.array(filled(itemOf(r.key_points), 'Fill in the key point, or remove it'))),
    body: bothLanguages(richText(r.body)),
    file: fileDocument,
  })
  .superRefine((doc, ctx) => {
    if (doc.rating && !doc.ticker) ctx.addIssue({ code: 'custom', path: ['ticker'], message: 'A rating needs the ticker it rates' });
    if (doc.rating && doc.target_price === null) ctx.addIssue({ code: 'custom', path: ['target_price'], message: 'A rating needs a target price' });
  });
export type ReportDocument = z.infer<typeof reportDocument>;

async function readReport(db: Kysely<DB>, slug: string): Promise<ReportDocument | undefined> {
  const row = await db.selectFrom('research_reports').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  return {
    slug: row.slug,
    category: row.category as ReportDocument['category'],
    sector: row.sector as ReportDocument['sector'],
    ticker: row.ticker,
    rating: row.rating as ReportDocument['rating'],
    target_price: number(row.target_price),
    previous_target_price: number(row.previous_target_price),
    price_at_publication: number(row.price_at_publication),
    analysts: parseJsonList(row.analysts).map((a) => {
      const id = String(a.role_id ?? '');
      return { name: String(a.name ?? ''), role: { id, en: typeof a.role_en === 'string' ? a.role_en : id } };
    }),
    published_at: row.published_at,
    title: both(row, 'title'),
    summary: both(row, 'summary'),
    key_points: bothStrings(row, 'key_points'),
    body: both(row, 'body'),
    file: { url: row.file_url, size: Number(row.file_size), type: row.file_type },
  };
}

async function publishReport(trx: Transaction<DB>, doc: ReportDocument): Promise<void> {
  const values = {
    category: doc.category, sector: doc.sector, ticker: doc.ticker, rating: doc.rating,
    target_price: doc.target_price, previous_target_price: doc.previous_target_price, price_at_publication: doc.price_at_publication,
    analysts: json(doc.analysts.map((a) => ({ name: a.name, role_id: a.role.id, role_en: a.role.en }))),
    published_at: utc(doc.published_at),
    file_url: doc.file.url, file_size: doc.file.size, file_type: doc.file.type,
    ...columns('title', doc.title),
    ...columns('summary', doc.summary),
    ...columns('key_points', doc.key_points, json),
    ...columns('body', { id: sanitize(doc.body.id), en: sanitize(doc.body.en) }),
  };
  await trx.insertInto('research_reports').values({ slug: doc.slug, ...values }).onConflict((oc) => oc.column('slug').doUpdateSet(values)).execute();
}

/** Research reports: four-eyes; never deleted outright (recommendations name their report), unpublished by removing the row. */
export const reportsKind: ContentKind<ReportDocument> = {
  name: 'research-reports',
  label: { id: 'Laporan Riset', en: 'Research reports' },
  writers: ['research-publisher'],
  fourEyes: true,
  schema: reportDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => doc.title,
  creatable: true,
  deletable: false,
  async listKeys(db) {
    return (await db.selectFrom('research_reports').select('slug').orderBy('published_at', 'desc').orderBy('id', 'desc').execute()).map((row) => row.slug);
  },
  read: readReport,
  publish: publishReport,
  async unpublish(trx, key) {
    await trx.deleteFrom('research_reports').where('slug', '=', key).execute();
  },
  sitePaths: (doc) => {
    const list = siteUrls('research-report');
    return { id: `${list.id}/${doc.slug}`, en: `${list.en}/${doc.slug}` };
  },
};
