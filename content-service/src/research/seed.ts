import type { Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import { plainText, sanitize } from '../lib/html.ts';
import { sampleMedia, sampleMediaSize } from '../media/sample.ts';
import {
  actionSeeds,
  companySeeds,
  editionSeeds,
  financialSeeds,
  newsSeeds,
  recommendationSeeds,
  reportSeeds,
  SAMPLE_NOTE,
} from './seed-data.ts';

const json = (value: unknown) => JSON.stringify(value);
const note = (html: string, locale: 'id' | 'en') => sanitize(`${html}<p class="sample-note"><em>${SAMPLE_NOTE[locale]}</em></p>`);

async function existing(trx: Transaction<DB>, table: 'research_companies' | 'research_reports' | 'research_sapa_mentari' | 'research_corporate_actions' | 'research_recommendations'): Promise<Set<string>> {
  return new Set((await trx.selectFrom(table).select('slug').execute()).map((r) => r.slug));
}

/** Inserts the research sample content that is missing (by slug; never updates). Returns counts per table. */
export async function seedResearch(trx: Transaction<DB>, today = new Date().toISOString().slice(0, 10)): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const companies = companySeeds();
  const haveCompanies = await existing(trx, 'research_companies');
  const newCompanies = companies.filter((c) => !haveCompanies.has(c.slug));
  for (const c of newCompanies) {
    await trx.insertInto('research_companies').values({
      slug: c.slug, ticker: c.ticker, name: c.name, sector: c.sector, listing_date: c.listing_date,
      phone: c.phone, fax: c.fax, email: c.email, website: c.website,
      summary_id: c.summary.id, summary_en: c.summary.en,
      about_id: c.about.id, about_en: c.about.en,
      address_id: c.address.id, address_en: c.address.en,
      management_id: json(c.management.id), management_en: json(c.management.en),
      subsidiaries_id: json(c.subsidiaries.id), subsidiaries_en: json(c.subsidiaries.en),
      stockholders_id: json(c.stockholders.id), stockholders_en: json(c.stockholders.en),
      stock_history_id: json(c.stock_history.id), stock_history_en: json(c.stock_history.en),
      products_id: json(c.products.id), products_en: json(c.products.en),
      other_information_id: json(c.other_information.id), other_information_en: json(c.other_information.en),
    }).execute();
  }
  counts.research_companies = newCompanies.length;

  const ids = new Map((await trx.selectFrom('research_companies').select(['id', 'ticker', 'slug']).execute()).map((r) => [r.ticker, r.id]));
  const newIds = new Set(newCompanies.map((c) => ids.get(c.ticker)));
  const financials = financialSeeds(companies).filter((f) => newIds.has(ids.get(f.ticker)));
  for (let i = 0; i < financials.length; i += 50) {
    await trx.insertInto('research_financials').values(financials.slice(i, i + 50).map(({ ticker, ...row }) => ({ ...row, company_id: ids.get(ticker)! }) as never)).execute();
  }
  counts.research_financials = financials.length;

  const news = newsSeeds().filter((n) => newIds.has(ids.get(n.ticker)));
  for (const n of news) {
    await trx.insertInto('research_company_news').values({
      company_id: ids.get(n.ticker)!, slug: n.slug, published_at: `${n.date}T02:00:00.000Z`,
      title_id: n.title.id, title_en: n.title.en, summary_id: n.summary.id, summary_en: n.summary.en,
      body_id: note(n.body.id, 'id'), body_en: note(n.body.en, 'en'),
    }).execute();
  }
  counts.research_company_news = news.length;

  const reports = reportSeeds();
  const haveReports = await existing(trx, 'research_reports');
  const newReports = reports.filter((r) => !haveReports.has(r.slug));
  for (const r of newReports) {
    const file = `/files/research/${r.slug}.pdf`;
    await trx.insertInto('research_reports').values({
      slug: r.slug, category: r.category, sector: r.sector, ticker: r.ticker, rating: r.rating,
      target_price: r.target_price, previous_target_price: r.previous_target_price, price_at_publication: r.price_at_publication,
      analysts: json(r.analysts), published_at: r.published_at, file_url: sampleMedia(file), file_size: sampleMediaSize(file), file_type: 'application/pdf',
      title_id: r.title.id, title_en: r.title.en, summary_id: r.summary.id, summary_en: r.summary.en,
      key_points_id: json(r.key_points.id), key_points_en: json(r.key_points.en),
      body_id: note(r.body.id, 'id'), body_en: note(r.body.en, 'en'),
    }).execute();
  }
  counts.research_reports = newReports.length;

  const haveEditions = await existing(trx, 'research_sapa_mentari');
  const editions = editionSeeds().filter((e) => !haveEditions.has(e.slug));
  for (const e of editions) {
    const file = `/files/sapa-mentari/${e.slug}.pdf`;
    await trx.insertInto('research_sapa_mentari').values({
      slug: e.slug, edition_date: e.edition_date, index_close: e.index_close, index_change: e.index_change, index_change_percent: e.index_change_percent,
      global_markets: json(e.global_markets), picks: json(e.picks), file_url: sampleMedia(file), file_size: sampleMediaSize(file), file_type: 'application/pdf',
      title_id: e.title.id, title_en: e.title.en, headline_id: e.headline.id, headline_en: e.headline.en,
      market_summary_id: e.market_summary.id, market_summary_en: e.market_summary.en,
      calendar_id: json(e.calendar.id), calendar_en: json(e.calendar.en),
    }).execute();
  }
  counts.research_sapa_mentari = editions.length;

  const haveActions = await existing(trx, 'research_corporate_actions');
  const actions = actionSeeds(today).filter((a) => !haveActions.has(a.slug));
  // A prospectus is a sample file (sample-media/files/research/), stored at its /media/<name> URL.
  for (const a of actions) {
    const row = a.prospectus_url ? { ...a, prospectus_url: sampleMedia(String(a.prospectus_url)) } : a;
    await trx.insertInto('research_corporate_actions').values(row as never).execute();
  }
  counts.research_corporate_actions = actions.length;

  const haveRecommendations = await existing(trx, 'research_recommendations');
  const recommendations = recommendationSeeds(reports).filter((r) => !haveRecommendations.has(r.slug));
  for (const r of recommendations) {
    const { note: text, ...row } = r;
    await trx.insertInto('research_recommendations').values({ ...row, note_id: text.id, note_en: text.en }).execute();
  }
  counts.research_recommendations = recommendations.length;
  return counts;
}

/** Plain text of stored HTML, for search documents. */
export const textOf = plainText;
