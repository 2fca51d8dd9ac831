import { type Kysely, sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Locale } from '@brids/contracts';
import { collection, list, single } from '@brids/contracts/schema';
import {
  CORPORATE_ACTION_KINDS, FINANCIAL_PERIODS, RATINGS, REPORT_CATEGORIES, SECTORS,
  company as companySchema, companyNewsItem, companySummary, corporateAction, financialStatement, recommendation, researchList,
  researchReport, researchReportSummary, sapaMentari, sapaMentariSummary,
} from '@brids/contracts/research';
import type { AppContext } from '../lib/context.ts';
import type { DB } from '../schema.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { containsPattern, likeContains } from '../lib/like.ts';
import { locale, oneOf, pageNumber, pageSize, SLUG, text, searchText } from '../lib/query.ts';
import { calendarFile } from './ics.ts';
import {
  jakartaToday,
  localized,
  toAction,
  toCompany,
  toCompanySummary,
  toEdition,
  toEditionSummary,
  toFinancial,
  toNews,
  toRecommendation,
  toReport,
  toReportSummary,
} from './data.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const ticker = text(10)
  .regex(/^[A-Za-z]{2,6}$/, 'must be a ticker of 2 to 6 letters')
  .meta({ description: 'A stock ticker (any case).', examples: ['BBCA'] })
  .transform((v) => v.toUpperCase())
  .optional();
const day = (field: string) =>
  text(10)
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, `${field} must be a date YYYY-MM-DD`)
    .meta({ description: `Published ${field === 'from' ? 'on or after' : 'on or before'} this day (YYYY-MM-DD).`, examples: [field === 'from' ? '2026-01-01' : '2026-12-31'] })
    .optional();
const month = text(7).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM').meta({ description: 'A month, YYYY-MM.', examples: ['2026-01'] }).optional();
const localeQuery = { locale };
const paging = { locale, 'page[number]': pageNumber, 'page[size]': pageSize };
const offset = (q: { 'page[number]': number; 'page[size]': number }) => (q['page[number]'] - 1) * q['page[size]'];
const meta = (q: { 'page[number]': number; 'page[size]': number }, total: unknown, counts?: Record<string, number>) => ({
  page: q['page[number]'],
  perPage: q['page[size]'],
  total: Number(total ?? 0),
  ...(counts ? { counts } : {}),
});
const nextMonth = (m: string) => {
  const [y, mo] = m.split('-').map(Number) as [number, number];
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
};
const slugParam = (value: string, what: string) => {
  if (!SLUG.test(value) || value.length > 120) throw notFound(`${what} not found`);
  return value;
};

const reportQuery = {
  ...paging,
  'filter[category]': oneOf(REPORT_CATEGORIES).optional(),
  'filter[sector]': oneOf(SECTORS).optional(),
  'filter[ticker]': ticker,
  'filter[from]': day('from'),
  'filter[to]': day('to'),
  'filter[q]': searchText,
  sort: oneOf(['-published_at', 'published_at']).default('-published_at'),
};
const actionQuery = {
  ...paging,
  'filter[kind]': oneOf(CORPORATE_ACTION_KINDS).optional(),
  'filter[ticker]': ticker,
  'filter[period]': oneOf(['upcoming', 'past']).optional(),
  'filter[month]': month,
  sort: oneOf(['date', '-date']).optional(),
};
const companyQuery = {
  ...paging,
  'filter[q]': searchText,
  'filter[sector]': oneOf(SECTORS).optional(),
  sort: oneOf(['ticker', 'name']).default('ticker'),
};
const reportQueryWithRelated = { locale, include: oneOf(['related']).optional() };
const relatedQuery = { locale, 'page[size]': pageSize.prefault('4') };
const sapaMentariQuery = { ...paging, 'filter[month]': month };
const financialsQuery = { 'filter[period]': oneOf(FINANCIAL_PERIODS).optional() };
const newsQuery = { ...paging, 'filter[q]': searchText, sort: oneOf(['-published_at', 'published_at']).default('-published_at') };
const recommendationQuery = { ...paging, 'filter[ticker]': ticker, 'filter[rating]': oneOf(RATINGS).optional() };

/**
 * The research squad's API: research reports, sapa-mentari, corporate actions (with an .ics per event),
 * companies with their financial statements and latest news, recommendations.
 */
export function researchRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date().toISOString();

  // ------------------------------------------------------------ research reports
  function reportsWhere(q: z.output<z.ZodObject<typeof reportQuery>>, withCategory: boolean) {
    let select = db.selectFrom('research_reports').where('published_at', '<=', now());
    if (withCategory && q['filter[category]']) select = select.where('category', '=', q['filter[category]']);
    if (q['filter[sector]']) select = select.where('sector', '=', q['filter[sector]']);
    if (q['filter[ticker]']) select = select.where('ticker', '=', q['filter[ticker]']);
    if (q['filter[from]']) select = select.where('published_at', '>=', `${q['filter[from]']}T00:00:00.000Z`);
    if (q['filter[to]']) select = select.where('published_at', '<=', `${q['filter[to]']}T23:59:59.999Z`);
    const words = q['filter[q]'];
    if (words) {
      const pattern = containsPattern(words);
      select = select.where((eb) =>
        eb.or([
          likeContains(localized('title', q.locale), pattern),
          likeContains(localized('summary', q.locale), pattern),
          likeContains(sql`coalesce(ticker, '')`, pattern),
        ]),
      );
    }
    return select;
  }

  app.get('/api/research-reports', {
    schema: apiSchema({ summary: 'Research reports, newest first (by default); meta.counts per category of the other filters', query: reportQuery, response: researchList(researchReportSummary) }),
  }, async (request) => {
    const q = request.query;
    if (q['filter[from]'] && q['filter[to]'] && q['filter[from]'] > q['filter[to]']) {
      throw new HttpError(400, 'Invalid query parameter filter[from]: must not be after filter[to]', { 'filter[from]': ['must not be after filter[to]'] });
    }
    const select = reportsWhere(q, true);
    const grouped = await reportsWhere(q, false).select(['category', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('category').execute();
    const counts = Object.fromEntries(REPORT_CATEGORIES.map((c) => [c, Number(grouped.find((g) => g.category === c)?.n ?? 0)]));
    const total = await select.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await select
      .selectAll()
      .orderBy('published_at', q.sort === 'published_at' ? 'asc' : 'desc')
      .orderBy('id', 'desc')
      .limit(q['page[size]'])
      .offset(offset(q))
      .execute();
    return { data: rows.map((row) => toReportSummary(row, q.locale)), meta: meta(q, total?.n, counts) };
  });

  async function report(slug: string) {
    const row = await db.selectFrom('research_reports').selectAll().where('slug', '=', slugParam(slug, 'Report')).where('published_at', '<=', now()).executeTakeFirst();
    if (!row) throw notFound('Report not found');
    return row;
  }

  async function related(row: Awaited<ReturnType<typeof report>>, locale: Locale, size: number) {
    const rows = await db
      .selectFrom('research_reports')
      .selectAll()
      .where('published_at', '<=', now())
      .where('slug', '!=', row.slug)
      .where((eb) =>
        row.ticker
          ? eb.or([eb('ticker', '=', row.ticker), eb('sector', '=', row.sector ?? '-')])
          : row.sector
            ? eb('sector', '=', row.sector)
            : eb('category', '=', row.category),
      )
      .orderBy(sql`case when ticker = ${row.ticker ?? '-'} then 0 else 1 end`)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .execute();
    return rows.map((r) => toReportSummary(r, locale));
  }

  // `include=related` adds the related reports (same ticker first, then sector) to the report: one call for the page.
  app.get('/api/research-reports/:slug', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'A research report; include=related adds four related reports', query: reportQueryWithRelated, response: single(researchReport) }),
  }, async (request) => {
    const q = request.query;
    const row = await report(request.params.slug);
    const data = toReport(row, q.locale);
    return { data: q.include ? { ...data, related: await related(row, q.locale, 4) } : data };
  });

  app.get('/api/research-reports/:slug/related', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'Reports related to a report: the same ticker first, then the same sector', query: relatedQuery, response: collection(researchReportSummary) }),
  }, async (request) => {
    const q = request.query;
    return { data: await related(await report(request.params.slug), q.locale, q['page[size]']) };
  });

  // ------------------------------------------------------------ sapa mentari
  app.get('/api/sapa-mentari', {
    schema: apiSchema({ summary: 'Sapa Mentari editions, newest first; meta.counts per month', query: sapaMentariQuery, response: researchList(sapaMentariSummary) }),
  }, async (request) => {
    const q = request.query;
    const today = jakartaToday();
    let select = db.selectFrom('research_sapa_mentari').where('edition_date', '<=', today);
    const m = q['filter[month]'];
    if (m) select = select.where('edition_date', '>=', `${m}-01`).where('edition_date', '<', `${nextMonth(m)}-01`);
    const total = await select.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await select.selectAll().orderBy('edition_date', 'desc').orderBy('id', 'desc').limit(q['page[size]']).offset(offset(q)).execute();
    // The months that have editions, newest first, for the month filter.
    const months = await db
      .selectFrom('research_sapa_mentari')
      .where('edition_date', '<=', today)
      .select(sql<string>`substr(edition_date, 1, 7)`.as('month'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .groupBy(sql`substr(edition_date, 1, 7)`)
      .execute();
    const counts = Object.fromEntries(months.sort((a, b) => (a.month < b.month ? 1 : -1)).map((r) => [r.month, Number(r.n)]));
    return { data: rows.map((row) => toEditionSummary(row, q.locale)), meta: meta(q, total?.n, counts) };
  });

  app.get('/api/sapa-mentari/:slug', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'A Sapa Mentari edition', query: localeQuery, response: single(sapaMentari) }),
  }, async (request) => {
    const q = request.query;
    const row = await db
      .selectFrom('research_sapa_mentari')
      .selectAll()
      .where('slug', '=', slugParam(request.params.slug, 'Edition'))
      .where('edition_date', '<=', jakartaToday())
      .executeTakeFirst();
    if (!row) throw notFound('Edition not found');
    return { data: toEdition(row, q.locale) };
  });

  // ------------------------------------------------------------ corporate actions
  app.get('/api/corporate-actions', {
    schema: apiSchema({ summary: 'Corporate actions (upcoming soonest first, else latest first); meta.counts per kind', query: actionQuery, response: researchList(corporateAction) }),
  }, async (request) => {
    const q = request.query;
    const today = jakartaToday();
    const where = (withKind: boolean) => {
      let select = db.selectFrom('research_corporate_actions');
      if (withKind && q['filter[kind]']) select = select.where('kind', '=', q['filter[kind]']);
      if (q['filter[ticker]']) select = select.where('ticker', '=', q['filter[ticker]']);
      if (q['filter[period]'] === 'upcoming') select = select.where('event_date', '>=', today);
      if (q['filter[period]'] === 'past') select = select.where('event_date', '<', today);
      const m = q['filter[month]'];
      if (m) select = select.where('event_date', '>=', `${m}-01`).where('event_date', '<', `${nextMonth(m)}-01`);
      return select;
    };
    const grouped = await where(false).select(['kind', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('kind').execute();
    const counts = Object.fromEntries(CORPORATE_ACTION_KINDS.map((k) => [k, Number(grouped.find((g) => g.kind === k)?.n ?? 0)]));
    const total = await where(true).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    // Upcoming events soonest first; otherwise (past, or everything) the latest first.
    const direction = q.sort ? (q.sort === 'date' ? 'asc' : 'desc') : q['filter[period]'] === 'upcoming' ? 'asc' : 'desc';
    const rows = await where(true)
      .selectAll()
      .orderBy('event_date', direction)
      .orderBy('ticker')
      .orderBy('id') // a ticker's two actions of one day keep their order, page after page
      .limit(q['page[size]'])
      .offset(offset(q))
      .execute();
    return { data: rows.map((row) => toAction(row, q.locale, today)), meta: meta(q, total?.n, counts) };
  });

  async function action(slug: string) {
    const row = await db.selectFrom('research_corporate_actions').selectAll().where('slug', '=', slugParam(slug, 'Corporate action')).executeTakeFirst();
    if (!row) throw notFound('Corporate action not found');
    return row;
  }

  app.get('/api/corporate-actions/:slug', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'A corporate action', query: localeQuery, response: single(corporateAction) }),
  }, async (request) => {
    const q = request.query;
    return { data: toAction(await action(request.params.slug), q.locale, jakartaToday()) };
  });

  app.get('/api/corporate-actions/:slug/calendar.ics', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'A corporate action as an iCalendar file (attachment)', query: localeQuery, otherMediaTypes: ['text/calendar'] }),
  }, async (request, reply) => {
    const q = request.query;
    const item = toAction(await action(request.params.slug), q.locale, jakartaToday());
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${item.slug}.ics"`)
      .send(calendarFile(item, q.locale));
  });

  // ------------------------------------------------------------ companies
  app.get('/api/companies', {
    schema: apiSchema({ summary: 'Listed companies, by ticker (default) or name', query: companyQuery, response: list(companySummary) }),
  }, async (request) => {
    const q = request.query;
    let select = db.selectFrom('research_companies').where('is_published', '=', 1);
    if (q['filter[sector]']) select = select.where('sector', '=', q['filter[sector]']);
    const words = q['filter[q]'];
    if (words) {
      const pattern = containsPattern(words);
      select = select.where((eb) => eb.or([likeContains(sql`ticker`, pattern), likeContains(sql`name`, pattern)]));
    }
    const total = await select.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await select.selectAll().orderBy(q.sort).orderBy('id').limit(q['page[size]']).offset(offset(q)).execute();
    return { data: rows.map((row) => toCompanySummary(row, q.locale)), meta: meta(q, total?.n) };
  });

  async function company(slug: string) {
    const row = await db
      .selectFrom('research_companies')
      .selectAll()
      .where('slug', '=', slugParam(slug, 'Company'))
      .where('is_published', '=', 1)
      .executeTakeFirst();
    if (!row) throw notFound('Company not found');
    return row;
  }

  app.get('/api/companies/:slug', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'A company with its sections', query: localeQuery, response: single(companySchema) }),
  }, async (request) => {
    const q = request.query;
    return { data: toCompany(await company(request.params.slug), q.locale) };
  });

  app.get('/api/companies/:slug/financials', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'A company\'s financial statements, annual and quarterly, oldest first', query: financialsQuery, response: collection(financialStatement) }),
  }, async (request) => {
    const q = request.query;
    const row = await company(request.params.slug);
    let select = db.selectFrom('research_financials').selectAll().where('company_id', '=', row.id);
    if (q['filter[period]']) select = select.where('period_type', '=', q['filter[period]']);
    const rows = await select.orderBy('period_type').orderBy('period_end').execute();
    return { data: rows.map(toFinancial) };
  });

  const newsBase = (companyId: number) =>
    db.selectFrom('research_company_news').where('company_id', '=', companyId).where('published_at', '<=', now());

  app.get('/api/companies/:slug/news', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'A company\'s news, newest first (by default)', query: newsQuery, response: list(companyNewsItem) }),
  }, async (request) => {
    const q = request.query;
    const row = await company(request.params.slug);
    let select = newsBase(row.id);
    if (q['filter[q]']) {
      const pattern = containsPattern(q['filter[q]']);
      select = select.where((eb) => eb.or([likeContains(localized('title', q.locale), pattern), likeContains(localized('summary', q.locale), pattern)]));
    }
    const total = await select.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await select
      .selectAll()
      .orderBy('published_at', q.sort === 'published_at' ? 'asc' : 'desc')
      .orderBy('id')
      .limit(q['page[size]'])
      .offset(offset(q))
      .execute();
    return { data: rows.map((r) => toNews(r, row.slug, q.locale)), meta: meta(q, total?.n) };
  });

  app.get('/api/companies/:slug/news/:news', {
    schema: apiSchema({ params: { slug: z.string(), news: z.string() }, summary: 'One news item of a company', query: localeQuery, response: single(companyNewsItem) }),
  }, async (request) => {
    const q = request.query;
    const row = await company(request.params.slug);
    const item = await newsBase(row.id).selectAll().where('slug', '=', slugParam(request.params.news, 'News')).executeTakeFirst();
    if (!item) throw notFound('News not found');
    return { data: toNews(item, row.slug, q.locale) };
  });

  // ------------------------------------------------------------ recommendations
  app.get('/api/recommendations', {
    schema: apiSchema({ summary: 'Stock recommendations, newest first', query: recommendationQuery, response: list(recommendation) }),
  }, async (request) => {
    const q = request.query;
    const stamp = now();
    let select = recommendations(db).where('r.published_at', '<=', stamp);
    if (q['filter[ticker]']) select = select.where('r.ticker', '=', q['filter[ticker]']);
    if (q['filter[rating]']) select = select.where('r.rating', '=', q['filter[rating]']);
    const total = await select.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await select
      // The report behind it is linked only while the site shows it.
      .leftJoin('research_reports as rr', (join) => join.onRef('rr.slug', '=', 'r.report_slug').on('rr.published_at', '<=', stamp))
      .selectAll('r')
      .select(['c.name as company_name', 'c.slug as company_slug', 'rr.slug as report_on_site'])
      .orderBy('r.published_at', 'desc')
      .orderBy('r.id')
      .limit(q['page[size]'])
      .offset(offset(q))
      .execute();
    return { data: rows.map((r) => toRecommendation({ ...r, report_slug: r.report_on_site }, q.locale)), meta: meta(q, total?.n) };
  });
}

const recommendations = (db: Kysely<DB>) =>
  db
    .selectFrom('research_recommendations as r')
    // A company taken off the site is not linked: the recommendation names its ticker.
    .leftJoin('research_companies as c', (join) => join.onRef('c.ticker', '=', 'r.ticker').on('c.is_published', '=', 1));

export type { Locale };
