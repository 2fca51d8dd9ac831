import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { recommendation } from '@brids/contracts/research';
import type { ContentKind } from '../../editorial/kind.ts';
import { atLeast, bothLanguages, dateTime, filled, slugField } from '../../lib/both-languages.ts';
import { HttpError } from '../../lib/errors.ts';
import type { DB } from '../../schema.ts';
import { siteUrls } from '../../site/site-paths.ts';
import { both, columns, tickerField, utc } from './fields.ts';

const r = recommendation.shape;
const price = (field: typeof r.target_price) => atLeast(field, 0, 'Enter a price above 0', true);

/**
 * A stock recommendation (`GET /api/recommendations`), both languages together: the analyst's note is
 * written in each. The company's name and page come from the company list by ticker; `report_slug` names
 * the research report behind it, if any. It shows from `published_at` on.
 */
export const recommendationDocument = z
  .object({
    slug: slugField(r.slug),
    ticker: tickerField(r.ticker),
    rating: r.rating,
    entry_low: price(r.entry_low),
    entry_high: price(r.entry_high),
    target_price: price(r.target_price),
    stop_loss: price(r.stop_loss),
    published_at: dateTime(r.published_at),
    analyst: filled(r.analyst, 'Fill in the analyst\'s name'),
    note: bothLanguages(filled(r.note, 'Fill in the note')),
    report_slug: z.nullable(slugField(z.string())),
  })
  .superRefine((doc, ctx) => {
    if (doc.entry_high < doc.entry_low) ctx.addIssue({ code: 'custom', path: ['entry_high'], message: 'The top of the entry range cannot be below its bottom' });
  });
export type RecommendationDocument = z.infer<typeof recommendationDocument>;

async function readRecommendation(db: Kysely<DB>, slug: string): Promise<RecommendationDocument | undefined> {
  const row = await db.selectFrom('research_recommendations').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  return {
    slug: row.slug,
    ticker: row.ticker,
    rating: row.rating as RecommendationDocument['rating'],
    entry_low: Number(row.entry_low),
    entry_high: Number(row.entry_high),
    target_price: Number(row.target_price),
    stop_loss: Number(row.stop_loss),
    published_at: row.published_at,
    analyst: row.analyst,
    note: both(row, 'note'),
    report_slug: row.report_slug,
  };
}

/** Makes the recommendation what visitors see; the report it names must be one the site has (else a 422 on `report_slug`). */
async function publishRecommendation(trx: Transaction<DB>, doc: RecommendationDocument): Promise<void> {
  if (doc.report_slug) {
    const report = await trx.selectFrom('research_reports').select('id').where('slug', '=', doc.report_slug).executeTakeFirst();
    if (!report) throw new HttpError(422, 'The recommendation cannot be published as it is', { report_slug: [`There is no research report ${doc.report_slug} on the site`] });
  }
  const values = {
    ticker: doc.ticker, rating: doc.rating, entry_low: doc.entry_low, entry_high: doc.entry_high, target_price: doc.target_price,
    stop_loss: doc.stop_loss, published_at: utc(doc.published_at), analyst: doc.analyst, report_slug: doc.report_slug,
    ...columns('note', doc.note),
  };
  await trx.insertInto('research_recommendations').values({ slug: doc.slug, ...values }).onConflict((oc) => oc.column('slug').doUpdateSet(values)).execute();
}

/** Stock recommendations: four-eyes; nothing refers to one, so it may be deleted. */
export const recommendationsKind: ContentKind<RecommendationDocument> = {
  name: 'recommendations',
  label: { id: 'Rekomendasi Saham', en: 'Stock recommendations' },
  writers: ['research-publisher'],
  fourEyes: true,
  schema: recommendationDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => ({ id: `${doc.ticker}: ${doc.rating} (${doc.published_at.slice(0, 10)})`, en: `${doc.ticker}: ${doc.rating} (${doc.published_at.slice(0, 10)})` }),
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('research_recommendations').select('slug').orderBy('published_at', 'desc').orderBy('id').execute()).map((row) => row.slug);
  },
  read: readRecommendation,
  publish: publishRecommendation,
  async unpublish(trx, key) {
    await trx.deleteFrom('research_recommendations').where('slug', '=', key).execute();
  },
  // Recommendations have no page of their own: the recommendation page lists them.
  sitePaths: () => siteUrls('recommendation'),
};
