import { LOCALES } from '@brids/contracts';
import { type SearchDocument, type SearchSection, type SearchSource, sourceOf } from '../search/source.ts';
import { plainText } from '../lib/html.ts';
import { jakartaToday, toAction, toCompany, toEdition, toNews, toReport } from './data.ts';

const reportsSection: SearchSection = {
  contentKinds: ['research-reports'],
  documentKinds: ['research-report'],
  documents: async (db) => {
    const reports = await db.selectFrom('research_reports').selectAll().where('published_at', '<=', new Date().toISOString()).orderBy('id').execute();
    return LOCALES.flatMap((locale) => reports.map((row): SearchDocument => {
      const r = toReport(row, locale);
      return {
        kind: 'research-report', locale, route: 'research-report-detail', params: { slug: r.slug }, title: r.title, summary: r.summary,
        text: [r.summary, ...r.key_points, plainText(r.body)].join(' '), keywords: [r.ticker, r.sector, r.category].filter(Boolean).join(' '), published_at: r.published_at,
      };
    }));
  },
};

const editionsSection: SearchSection = {
  contentKinds: ['sapa-mentari'],
  documentKinds: ['sapa-mentari'],
  documents: async (db) => {
    const editions = await db.selectFrom('research_sapa_mentari').selectAll().where('edition_date', '<=', jakartaToday()).orderBy('id').execute();
    return LOCALES.flatMap((locale) => editions.map((row): SearchDocument => {
      const e = toEdition(row, locale);
      return {
        kind: 'sapa-mentari', locale, route: 'sapa-mentari-detail', params: { slug: e.slug }, title: e.title, summary: e.headline,
        text: [e.market_summary, ...e.calendar.map((c) => c.event)].join(' '), keywords: e.picks.map((p) => p.ticker).join(' '), published_at: e.edition_date,
      };
    }));
  },
};

const actionsSection: SearchSection = {
  contentKinds: ['corporate-actions'],
  documentKinds: ['corporate-action'],
  documents: async (db) => {
    const today = jakartaToday();
    const actions = await db.selectFrom('research_corporate_actions').selectAll().orderBy('id').execute();
    return LOCALES.flatMap((locale) => actions.map((row): SearchDocument => {
      const a = toAction(row, locale, today);
      return {
        kind: 'corporate-action', locale, route: 'corporate-action', params: {}, title: a.title, summary: a.issuer,
        text: [a.issuer, ...a.agenda].join(' '), keywords: `${a.ticker} ${a.kind}`, published_at: a.date,
      };
    }));
  },
};

const companiesSection: SearchSection = {
  contentKinds: ['companies'],
  documentKinds: ['company'],
  documents: async (db) => {
    const companies = await db.selectFrom('research_companies').selectAll().where('is_published', '=', 1).orderBy('id').execute();
    return LOCALES.flatMap((locale) => companies.map((row): SearchDocument => {
      const c = toCompany(row, locale);
      return {
        kind: 'company', locale, route: 'company-information', params: { slug: c.slug }, title: `${c.name} (${c.ticker})`, summary: c.summary,
        text: [c.about, ...c.products].join(' '), keywords: `${c.ticker} ${c.sector}`, published_at: null,
      };
    }));
  },
};

/** The companies' latest news: each item links by its company's slug and finds by its ticker. */
const newsSection: SearchSection = {
  contentKinds: ['company-news', 'companies'],
  documentKinds: ['company-news'],
  documents: async (db) => {
    const [companies, news] = await Promise.all([
      db.selectFrom('research_companies').select(['id', 'slug', 'ticker']).where('is_published', '=', 1).orderBy('id').execute(),
      db.selectFrom('research_company_news').selectAll().where('published_at', '<=', new Date().toISOString()).orderBy('id').execute(),
    ]);
    const slugOf = new Map(companies.map((c) => [c.id, c.slug]));
    const tickerOf = new Map(companies.map((c) => [c.id, c.ticker]));
    return LOCALES.flatMap((locale) => news.flatMap((row): SearchDocument[] => {
      const slug = slugOf.get(row.company_id);
      if (!slug) return [];
      const item = toNews(row, slug, locale);
      return [{
        kind: 'company-news', locale, route: 'company-latest-news-detail', params: { slug, news: item.slug }, title: item.title, summary: item.summary,
        text: plainText(item.body), keywords: tickerOf.get(row.company_id), published_at: item.published_at,
      }];
    }));
  },
};

/**
 * The research squad's documents for the site search, by section: reports, sapa-mentari editions, corporate
 * actions, companies (their ticker as a keyword) and the companies' latest news, in both locales.
 */
export const researchSearchSections: SearchSection[] = [reportsSection, editionsSection, actionsSection, companiesSection, newsSection];

/** Every research document of the site search (the sections together). */
export const researchSearchSource: SearchSource = sourceOf(researchSearchSections);
