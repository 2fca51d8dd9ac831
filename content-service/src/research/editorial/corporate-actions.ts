import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { corporateAction, type CorporateActionKind } from '@brids/contracts/research';
import type { ContentKind } from '../../editorial/kind.ts';
import { atLeast, bothLanguages, day, filled, slugField, url, wholeNumber } from '../../lib/both-languages.ts';
import { parseStringList } from '../../lib/json.ts';
import type { DB } from '../../schema.ts';
import { siteUrls } from '../../site/site-paths.ts';
import type { ResearchCorporateActionsTable } from '../schema.ts';
import { both, bothStrings, columns, itemOf, json, number, tickerField, timeOfDay } from './fields.ts';

const c = corporateAction.shape;
const amount = (field: typeof c.amount_per_share, what: string) => atLeast(field, 0, `Enter ${what} above 0, or leave it empty`, true);

const DAY_FIELDS = [
  'cum_date_regular', 'ex_date_regular', 'cum_date_cash', 'ex_date_cash', 'recording_date', 'payment_date',
  'last_trading_old_nominal', 'first_trading_new_nominal', 'distribution_date',
  'book_building_start', 'book_building_end', 'offering_start', 'offering_end', 'allotment_date', 'listing_date',
] as const;
const days = Object.fromEntries(DAY_FIELDS.map((name) => [name, day(c[name])])) as { [K in (typeof DAY_FIELDS)[number]]: (typeof c)[K] };

/** The fields each kind of action cannot do without (the others stay empty). */
const REQUIRED: Record<CorporateActionKind, { field: keyof CorporateActionDocument; message: string }[]> = {
  dividend: [
    { field: 'dividend_type', message: 'Choose interim or final' },
    { field: 'amount_per_share', message: 'Enter the dividend per share' },
    { field: 'payment_date', message: 'Enter the payment date' },
  ],
  'dividend-history': [
    { field: 'amount_per_share', message: 'Enter the dividend per share' },
    { field: 'fiscal_year', message: 'Enter the fiscal year' },
  ],
  'stock-split': [{ field: 'ratio', message: 'Enter the ratio, such as 1:2' }],
  'stock-merge': [{ field: 'ratio', message: 'Enter the ratio, such as 5:1' }],
  bonus: [{ field: 'ratio', message: 'Enter the ratio, such as 10:1' }],
  ipo: [
    { field: 'price_low', message: 'Enter the bottom of the offering price range' },
    { field: 'price_high', message: 'Enter the top of the offering price range' },
    { field: 'listing_date', message: 'Enter the listing date' },
  ],
  'shareholder-meeting': [
    { field: 'meeting_type', message: 'Choose annual or extraordinary' },
    { field: 'meeting_time', message: 'Enter the time of the meeting, such as 09:30' },
    { field: 'place', message: 'Fill in the place of the meeting' },
  ],
};

/**
 * A corporate action (`GET /api/corporate-actions/{slug}`), both languages together: the title and a
 * meeting's agenda are written in each; `date` is the day it is sorted and filtered by (payment,
 * distribution, listing, meeting...); whether it is upcoming follows from it.
 */
export const actionDocument = z
  .object({
    slug: slugField(c.slug),
    kind: c.kind,
    ticker: tickerField(c.ticker),
    issuer: filled(c.issuer, 'Fill in the issuer'),
    date: day(c.date),
    title: bothLanguages(filled(c.title, 'Fill in the title')),
    dividend_type: c.dividend_type,
    amount_per_share: amount(c.amount_per_share, 'an amount'),
    ...days,
    fiscal_year: wholeNumber(c.fiscal_year, 1900, 'Enter a year such as 2025, or leave it empty'),
    dividend_yield: atLeast(c.dividend_yield, 0, 'Enter a percentage of 0 or more, or leave it empty'),
    ratio: (c.ratio as unknown as z.ZodString).check(
      z.refine((value: string | null) => value === null || /^\d+:\d+$/.test(value), 'Enter a ratio such as 1:2'),
    ) as unknown as typeof c.ratio,
    old_nominal: amount(c.old_nominal, 'a nominal value'),
    new_nominal: amount(c.new_nominal, 'a nominal value'),
    price_low: amount(c.price_low, 'a price'),
    price_high: amount(c.price_high, 'a price'),
    final_price: amount(c.final_price, 'a price'),
    shares_offered: wholeNumber(c.shares_offered, 1, 'Enter a whole number of shares, or leave it empty'),
    underwriters: z.array(filled(itemOf(c.underwriters), 'Fill in the underwriter, or remove it')),
    prospectus_url: url(c.prospectus_url),
    meeting_type: c.meeting_type,
    meeting_time: timeOfDay(c.meeting_time),
    place: c.place,
    agenda: bothLanguages(z.array(filled(itemOf(c.agenda), 'Fill in the agenda item, or remove it'))),
  })
  .superRefine((doc, ctx) => {
    for (const { field, message } of REQUIRED[doc.kind]) {
      const value = doc[field];
      if (value === null || value === '') ctx.addIssue({ code: 'custom', path: [field], message });
    }
    if (doc.price_low !== null && doc.price_high !== null && doc.price_high < doc.price_low) {
      ctx.addIssue({ code: 'custom', path: ['price_high'], message: 'The top of the price range cannot be below its bottom' });
    }
  });
export type CorporateActionDocument = z.infer<typeof actionDocument>;

function toDocument(row: Selectable<ResearchCorporateActionsTable>): CorporateActionDocument {
  return {
    slug: row.slug,
    kind: row.kind as CorporateActionDocument['kind'],
    ticker: row.ticker,
    issuer: row.issuer,
    date: row.event_date,
    title: both(row, 'title'),
    dividend_type: row.dividend_type as CorporateActionDocument['dividend_type'],
    amount_per_share: number(row.amount_per_share),
    ...(Object.fromEntries(DAY_FIELDS.map((name) => [name, row[name]])) as { [K in (typeof DAY_FIELDS)[number]]: string | null }),
    fiscal_year: number(row.fiscal_year),
    dividend_yield: number(row.dividend_yield),
    ratio: row.ratio,
    old_nominal: number(row.old_nominal),
    new_nominal: number(row.new_nominal),
    price_low: number(row.price_low),
    price_high: number(row.price_high),
    final_price: number(row.final_price),
    shares_offered: number(row.shares_offered),
    underwriters: parseStringList(row.underwriters),
    prospectus_url: row.prospectus_url,
    meeting_type: row.meeting_type as CorporateActionDocument['meeting_type'],
    meeting_time: row.meeting_time,
    place: row.place,
    agenda: bothStrings(row, 'agenda'),
  };
}

async function readAction(db: Kysely<DB>, slug: string): Promise<CorporateActionDocument | undefined> {
  const row = await db.selectFrom('research_corporate_actions').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row && toDocument(row);
}

async function publishAction(trx: Transaction<DB>, doc: CorporateActionDocument): Promise<void> {
  const { slug, date, title, underwriters, agenda, ...fields } = doc;
  const values = {
    ...fields,
    event_date: date,
    underwriters: json(underwriters),
    ...columns('title', title),
    ...columns('agenda', agenda, json),
  };
  await trx.insertInto('research_corporate_actions').values({ slug, ...values }).onConflict((oc) => oc.column('slug').doUpdateSet(values)).execute();
}

/** Corporate actions: one editorial unit each; nothing refers to one, so it may be deleted. */
export const actionsKind: ContentKind<CorporateActionDocument> = {
  name: 'corporate-actions',
  label: { id: 'Aksi Korporasi', en: 'Corporate actions' },
  writers: ['research-publisher'],
  fourEyes: false,
  schema: actionDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => doc.title,
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('research_corporate_actions').select('slug').orderBy('event_date', 'desc').orderBy('ticker').execute()).map((row) => row.slug);
  },
  read: readAction,
  publish: publishAction,
  async unpublish(trx, key) {
    await trx.deleteFrom('research_corporate_actions').where('slug', '=', key).execute();
  },
  // Actions have no page of their own: the corporate action page lists them by kind.
  sitePaths: () => siteUrls('corporate-action'),
};
