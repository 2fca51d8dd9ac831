import { LOCALES } from '@brids/contracts';
import type { SearchDocument, SearchSource } from '../search/source.ts';
import { plainText } from '../lib/html.ts';
import { jakartaToday, toAction, toCompany, toEdition, toNews, toReport } from './data.ts';

/**
 * The research squad's documents for the site search: reports, sapa-mentari editions, corporate actions,
 * companies (their ticker as a keyword) and the companies' latest news, in both locales.
 */
export const researchSearchSource: SearchSource = async (db) => {
  const stamp = new Date().toISOString();
  const today = jakartaToday();
  const [reports, editions, actions, companies, news] = await Promise.all([
    db.selectFrom('research_reports').selectAll().where('published_at', '<=', stamp).execute(),
    db.selectFrom('research_sapa_mentari').selectAll().where('edition_date', '<=', today).execute(),
    db.selectFrom('research_corporate_actions').selectAll().execute(),
    db.selectFrom('research_companies').selectAll().execute(),
    db.selectFrom('research_company_news').selectAll().where('published_at', '<=', stamp).execute(),
  ]);
  const slugOf = new Map(companies.map((c) => [c.id, c.slug]));
  const tickerOf = new Map(companies.map((c) => [c.id, c.ticker]));
  const documents: SearchDocument[] = [];
  for (const locale of LOCALES) {
    for (const row of reports) {
      const r = toReport(row, locale);
      documents.push({
        kind: 'research-report', locale, route: 'research-report-detail', params: { slug: r.slug }, title: r.title, summary: r.summary,
        text: [r.summary, ...r.key_points, plainText(r.body)].join(' '), keywords: [r.ticker, r.sector, r.category].filter(Boolean).join(' '), published_at: r.published_at,
      });
    }
    for (const row of editions) {
      const e = toEdition(row, locale);
      documents.push({
        kind: 'sapa-mentari', locale, route: 'sapa-mentari-detail', params: { slug: e.slug }, title: e.title, summary: e.headline,
        text: [e.market_summary, ...e.calendar.map((c) => c.event)].join(' '), keywords: e.picks.map((p) => p.ticker).join(' '), published_at: e.edition_date,
      });
    }
    for (const row of actions) {
      const a = toAction(row, locale, today);
      documents.push({
        kind: 'corporate-action', locale, route: 'corporate-action', params: {}, title: a.title, summary: a.issuer,
        text: [a.issuer, ...a.agenda].join(' '), keywords: `${a.ticker} ${a.kind}`, published_at: a.date,
      });
    }
    for (const row of companies) {
      const c = toCompany(row, locale);
      documents.push({
        kind: 'company', locale, route: 'company-information', params: { slug: c.slug }, title: `${c.name} (${c.ticker})`, summary: c.summary,
        text: [c.about, ...c.products].join(' '), keywords: `${c.ticker} ${c.sector}`, published_at: null,
      });
    }
    for (const row of news) {
      const slug = slugOf.get(row.company_id)!;
      const item = toNews(row, slug, locale);
      documents.push({
        kind: 'company-news', locale, route: 'company-latest-news-detail', params: { slug, news: item.slug }, title: item.title, summary: item.summary,
        text: plainText(item.body), keywords: tickerOf.get(row.company_id), published_at: item.published_at,
      });
    }
  }
  return documents;
};
