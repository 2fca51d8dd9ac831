import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { calendarEvent, dailyPick, globalMarket, sapaMentari } from '@brids/contracts/research';
import type { ContentKind } from '../../editorial/kind.ts';
import { atLeast, bothLanguages, day, filled, slugField } from '../../lib/both-languages.ts';
import { parseJsonList } from '../../lib/json.ts';
import type { DB } from '../../schema.ts';
import { siteUrls } from '../../site/site-paths.ts';
import { both, bothLists, columns, json, tickerField } from './fields.ts';
import { fileDocument } from './reports.ts';

const s = sapaMentari.shape;
const p = dailyPick.shape;
const above0 = <T extends typeof p.target_price>(field: T) => atLeast(field, 0, 'Enter a price above 0', true);

const pick = z
  .object({
    ticker: tickerField(p.ticker),
    action: p.action,
    entry_low: above0(p.entry_low),
    entry_high: above0(p.entry_high),
    target_price: above0(p.target_price),
    stop_loss: above0(p.stop_loss),
  })
  .superRefine((value, ctx) => {
    if (value.entry_high < value.entry_low) ctx.addIssue({ code: 'custom', path: ['entry_high'], message: 'The top of the entry range cannot be below its bottom' });
  });

/**
 * A Sapa Mentari edition (`GET /api/sapa-mentari/{slug}`), both languages together. The markets and the
 * picks are numbers and names, the same in both languages; the economic calendar is written in each.
 * It shows from its edition date on (Jakarta time).
 */
export const editionDocument = z.object({
  slug: slugField(s.slug),
  edition_date: day(s.edition_date),
  title: bothLanguages(filled(s.title, 'Fill in the title')),
  headline: bothLanguages(filled(s.headline, 'Fill in the headline')),
  index_close: atLeast(s.index_close, 0, 'Enter the index close (above 0)', true),
  index_change: s.index_change,
  index_change_percent: s.index_change_percent,
  market_summary: bothLanguages(s.market_summary),
  global_markets: z.array(z.object({ name: filled(globalMarket.shape.name, 'Fill in the market\'s name'), close: globalMarket.shape.close, change_percent: globalMarket.shape.change_percent })),
  picks: z.array(pick),
  calendar: bothLanguages(
    z.array(z.object({
      time: filled(calendarEvent.shape.time, 'Fill in the time'),
      country: filled(calendarEvent.shape.country, 'Fill in the country'),
      event: filled(calendarEvent.shape.event, 'Fill in the event'),
      forecast: calendarEvent.shape.forecast,
      previous: calendarEvent.shape.previous,
    })),
  ),
  file: fileDocument,
});
export type EditionDocument = z.infer<typeof editionDocument>;

async function readEdition(db: Kysely<DB>, slug: string): Promise<EditionDocument | undefined> {
  const row = await db.selectFrom('research_sapa_mentari').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  return {
    slug: row.slug,
    edition_date: row.edition_date,
    title: both(row, 'title'),
    headline: both(row, 'headline'),
    index_close: Number(row.index_close),
    index_change: Number(row.index_change),
    index_change_percent: Number(row.index_change_percent),
    market_summary: both(row, 'market_summary'),
    // Kept as stored (the API answers them so): the document round-trips byte for byte.
    global_markets: parseJsonList(row.global_markets) as EditionDocument['global_markets'],
    picks: parseJsonList(row.picks) as EditionDocument['picks'],
    calendar: bothLists(row, 'calendar') as EditionDocument['calendar'],
    file: { url: row.file_url, size: Number(row.file_size), type: row.file_type },
  };
}

async function publishEdition(trx: Transaction<DB>, doc: EditionDocument): Promise<void> {
  const values = {
    edition_date: doc.edition_date, index_close: doc.index_close, index_change: doc.index_change, index_change_percent: doc.index_change_percent,
    global_markets: json(doc.global_markets), picks: json(doc.picks),
    file_url: doc.file.url, file_size: doc.file.size, file_type: doc.file.type,
    ...columns('title', doc.title),
    ...columns('headline', doc.headline),
    ...columns('market_summary', doc.market_summary),
    ...columns('calendar', doc.calendar, json),
  };
  await trx.insertInto('research_sapa_mentari').values({ slug: doc.slug, ...values }).onConflict((oc) => oc.column('slug').doUpdateSet(values)).execute();
}

/** Sapa Mentari editions: four-eyes (a second research publisher approves); nothing refers to an edition, so it may be deleted. */
export const editionsKind: ContentKind<EditionDocument> = {
  name: 'sapa-mentari',
  label: { id: 'Sapa Mentari', en: 'Sapa Mentari issues' },
  writers: ['research-publisher'],
  fourEyes: true,
  schema: editionDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => doc.title,
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('research_sapa_mentari').select('slug').orderBy('edition_date', 'desc').orderBy('id', 'desc').execute()).map((row) => row.slug);
  },
  read: readEdition,
  publish: publishEdition,
  async unpublish(trx, key) {
    await trx.deleteFrom('research_sapa_mentari').where('slug', '=', key).execute();
  },
  sitePaths: (doc) => {
    const list = siteUrls('sapa-mentari');
    return { id: `${list.id}/${doc.slug}`, en: `${list.en}/${doc.slug}` };
  },
};
