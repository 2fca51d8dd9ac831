import { describe, expect, it } from 'vitest';
import { apiErrorBody, collection, list, single } from '@brids/contracts/schema';
import {
  company,
  companyNewsItem,
  companySummary,
  corporateAction,
  financialStatement,
  recommendation,
  researchList,
  researchReport,
  researchReportSummary,
  sapaMentari,
  sapaMentariSummary,
} from '@brids/contracts/research';
import { researchSearchSource } from '../../src/research/search-source.ts';
import { get, TARGETS, useApp } from '../helpers.ts';
import { sampleMedia } from '../../src/media/sample.ts';

const reports = researchList(researchReportSummary);
const actions = researchList(corporateAction);
const editions = researchList(sapaMentariSummary);

describe.each(TARGETS)('research resources (%s)', (target) => {
  const ctx = useApp(target);
  const json = async (url: string) => {
    const res = await get(ctx, url);
    expect(res.status, url).toBe(200);
    return res.body;
  };

  it('lists research reports newest first, paged, with counts per category', async () => {
    const all = reports.parse(await json('/api/research-reports?page[size]=50&locale=en'));
    expect(all.meta.total).toBeGreaterThanOrEqual(40);
    const dates = all.data.map((r) => r.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
    expect(Object.values(all.meta.counts ?? {}).reduce((a, b) => a + b, 0)).toBe(all.meta.total);
    const page2 = reports.parse(await json('/api/research-reports?page[size]=5&page[number]=2&locale=en'));
    expect(page2.data.map((r) => r.slug)).toEqual(all.data.slice(5, 10).map((r) => r.slug));
    const rated = all.data.find((r) => r.rating);
    expect(rated?.ticker).toMatch(/^DM[A-Z]{2}$/);
    expect(rated?.target_price).toBeGreaterThan(0);
    expect(rated?.analysts[0]?.role).toMatch(/sample/);
  });

  it('filters reports by category, sector, ticker, date range and text', async () => {
    const byCategory = reports.parse(await json('/api/research-reports?filter[category]=company&page[size]=50'));
    expect(byCategory.data.length).toBe(byCategory.meta.counts?.company);
    expect(byCategory.data.every((r) => r.category === 'company' && r.rating && r.ticker)).toBe(true);
    const bySector = reports.parse(await json('/api/research-reports?filter[sector]=financials&page[size]=50'));
    expect(bySector.data.length).toBeGreaterThan(0);
    expect(bySector.data.every((r) => r.sector === 'financials')).toBe(true);
    const ticker = bySector.data.find((r) => r.ticker)!.ticker!;
    const byTicker = reports.parse(await json(`/api/research-reports?filter[ticker]=${ticker.toLowerCase()}&filter[sector]=financials`));
    expect(byTicker.data.length).toBeGreaterThan(0);
    expect(byTicker.data.every((r) => r.ticker === ticker)).toBe(true);
    const ranged = reports.parse(await json('/api/research-reports?filter[from]=2026-10-01&filter[to]=2026-10-31&page[size]=50'));
    expect(ranged.data.length).toBeGreaterThan(0);
    expect(ranged.data.every((r) => r.published_at >= '2026-10-01' && r.published_at < '2026-11-01')).toBe(true);
    const text = reports.parse(await json('/api/research-reports?locale=en&filter[q]=MORNING%20brief'));
    expect(text.data.length).toBeGreaterThan(0);
    expect(text.data.every((r) => r.title.includes('Morning Brief'))).toBe(true);
    const none = reports.parse(await json('/api/research-reports?filter[q]=%25%25&filter[category]=macro'));
    expect(none.data).toEqual([]);
  });

  it('answers a report with its PDF, key points and related reports, in both locales', async () => {
    const first = reports.parse(await json('/api/research-reports?filter[category]=company')).data[0]!;
    const en = single(researchReport).parse(await json(`/api/research-reports/${first.slug}?locale=en`)).data;
    const id = single(researchReport).parse(await json(`/api/research-reports/${first.slug}`)).data;
    expect(en.title).toContain('(Sample)');
    expect(id.title).toContain('(Contoh)');
    expect(en.key_points.length).toBeGreaterThanOrEqual(3);
    expect(en.body).toContain('Sample content');
    expect(en.file).toMatchObject({ type: 'application/pdf', url: sampleMedia(`/files/research/${first.slug}.pdf`) });
    const pdf = await ctx.app.inject({ method: 'GET', url: en.file.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.length).toBe(en.file.size);
    const related = collection(researchReportSummary).parse(await json(`/api/research-reports/${first.slug}/related?locale=en`)).data;
    expect(related.length).toBeGreaterThan(0);
    const included = single(researchReport).parse(await json(`/api/research-reports/${first.slug}?locale=en&include=related`)).data;
    expect(included.related?.map((r) => r.slug)).toEqual(related.map((r) => r.slug));
    expect(en.related).toBeUndefined();
    expect(related.every((r) => r.slug !== first.slug && (r.ticker === first.ticker || r.sector === first.sector))).toBe(true);
  });

  it('lists sapa-mentari editions by date with a month filter, and answers one with its picks', async () => {
    const all = editions.parse(await json('/api/sapa-mentari?page[size]=50'));
    expect(all.meta.total).toBeGreaterThanOrEqual(40);
    const months = Object.keys(all.meta.counts ?? {});
    expect(months.length).toBeGreaterThanOrEqual(3);
    const october = editions.parse(await json('/api/sapa-mentari?filter[month]=2026-10&page[size]=50'));
    expect(october.meta.total).toBe(all.meta.counts?.['2026-10']);
    expect(october.data.every((e) => e.edition_date.startsWith('2026-10'))).toBe(true);
    expect(editions.parse(await json('/api/sapa-mentari?filter[month]=2019-01')).data).toEqual([]);
    const one = single(sapaMentari).parse(await json(`/api/sapa-mentari/${october.data[0]!.slug}?locale=en`)).data;
    expect(one.picks.length).toBe(3);
    expect(one.picks[0]!.entry_low).toBeLessThanOrEqual(one.picks[0]!.entry_high);
    expect(one.global_markets.length).toBeGreaterThan(3);
    expect(one.calendar[0]!.event).toMatch(/[a-z]/);
    expect(one.file.size).toBeGreaterThan(500);
  });

  it('lists corporate actions with counts per kind, by ticker, period and month', async () => {
    const all = actions.parse(await json('/api/corporate-actions?page[size]=50'));
    const counts = all.meta.counts ?? {};
    expect(Object.keys(counts)).toHaveLength(7);
    expect(Object.values(counts).every((n) => n > 0)).toBe(true);
    const dividends = actions.parse(await json('/api/corporate-actions?filter[kind]=dividend&filter[period]=upcoming&locale=en'));
    expect(dividends.data.length).toBeGreaterThan(0);
    const dividend = dividends.data[0]!;
    expect(dividend.upcoming).toBe(true);
    for (const field of ['cum_date_regular', 'ex_date_regular', 'cum_date_cash', 'ex_date_cash', 'recording_date', 'payment_date'] as const) {
      expect(dividend[field], field).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(dividend.amount_per_share).toBeGreaterThan(0);
    const soonest = dividends.data.map((d) => d.date);
    expect(soonest).toEqual([...soonest].sort());
    const past = actions.parse(await json('/api/corporate-actions?filter[period]=past&page[size]=50'));
    expect(past.data.every((a) => !a.upcoming)).toBe(true);
    const byTicker = actions.parse(await json(`/api/corporate-actions?filter[ticker]=${dividend.ticker}&page[size]=50`));
    expect(byTicker.data.every((a) => a.ticker === dividend.ticker)).toBe(true);
    const month = dividend.date.slice(0, 7);
    const inMonth = actions.parse(await json(`/api/corporate-actions?filter[month]=${month}&page[size]=50`));
    expect(inMonth.data.every((a) => a.date.startsWith(month))).toBe(true);
    const ipo = actions.parse(await json('/api/corporate-actions?filter[kind]=ipo')).data[0]!;
    expect(ipo.underwriters.length).toBeGreaterThan(0);
    expect(ipo.price_low).toBeLessThan(ipo.price_high!);
    expect(ipo.listing_date).toBe(ipo.date);
    const meeting = actions.parse(await json('/api/corporate-actions?filter[kind]=shareholder-meeting&locale=en')).data[0]!;
    expect(meeting.agenda.length).toBeGreaterThan(0);
    expect(meeting.meeting_type).toMatch(/annual|extraordinary/);
    const history = actions.parse(await json('/api/corporate-actions?filter[kind]=dividend-history&filter[ticker]=DMBP')).data;
    expect(history.map((h) => h.fiscal_year)).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(history.every((h) => (h.dividend_yield ?? 0) > 0)).toBe(true);
    const split = actions.parse(await json('/api/corporate-actions?filter[kind]=stock-split')).data[0]!;
    expect(split.ratio).toMatch(/^\d+:\d+$/);
    expect(split.new_nominal).toBeLessThan(split.old_nominal!);
  });

  it('answers one corporate action and its calendar file', async () => {
    const meeting = actions.parse(await json('/api/corporate-actions?filter[kind]=shareholder-meeting&filter[period]=upcoming')).data[0]!;
    expect(corporateAction.parse((await json(`/api/corporate-actions/${meeting.slug}`) as { data: unknown }).data).slug).toBe(meeting.slug);
    const res = await ctx.app.inject({ url: `/api/corporate-actions/${meeting.slug}/calendar.ics?locale=en` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toContain(`${meeting.slug}.ics`);
    expect(res.body).toContain('BEGIN:VEVENT');
    expect(res.body).toContain(`DTSTART;TZID=Asia/Jakarta:${meeting.date.replaceAll('-', '')}T`);
    expect((await ctx.app.inject({ url: '/api/corporate-actions/nope/calendar.ics' })).statusCode).toBe(404);
  });

  it('lists companies, searchable by ticker or name, by sector, paged', async () => {
    const all = list(companySummary).parse(await json('/api/companies?page[size]=50'));
    expect(all.meta.total).toBeGreaterThanOrEqual(20);
    const page2 = list(companySummary).parse(await json('/api/companies?page[size]=10&page[number]=2'));
    expect(page2.data.map((c) => c.ticker)).toEqual(all.data.slice(10, 20).map((c) => c.ticker));
    expect(list(companySummary).parse(await json('/api/companies?filter[q]=dmbp')).data.map((c) => c.ticker)).toEqual(['DMBP']);
    expect(list(companySummary).parse(await json('/api/companies?filter[q]=bank%20persada')).data.map((c) => c.ticker)).toEqual(['DMBP']);
    const health = list(companySummary).parse(await json('/api/companies?filter[sector]=healthcare')).data;
    expect(health.length).toBeGreaterThan(1);
    expect(health.every((c) => c.sector === 'healthcare')).toBe(true);
    expect(list(companySummary).parse(await json('/api/companies?filter[q]=zzzz')).meta.total).toBe(0);
  });

  it('answers a company with its nine sections and its financial statements', async () => {
    const en = single(company).parse(await json('/api/companies/demo-bank-persada?locale=en')).data;
    const id = single(company).parse(await json('/api/companies/demo-bank-persada')).data;
    expect(en.ticker).toBe('DMBP');
    expect(new Set(en.management.map((m) => m.role))).toEqual(new Set(['commissioner', 'director', 'person-responsible', 'registrar']));
    expect(en.stockholders.reduce((sum, s) => sum + s.percent, 0)).toBeCloseTo(100, 1);
    expect(en.stockholders.at(-1)?.name).toBe('Public (below 5%)');
    expect(id.stockholders.at(-1)?.name).toBe('Masyarakat (di bawah 5%)');
    expect(en.subsidiaries.length).toBeGreaterThan(1);
    expect(en.stock_history[0]?.kind).toBe('listing');
    expect(en.products.length).toBeGreaterThan(1);
    expect(en.other_information.length).toBeGreaterThan(2);
    expect(en.address).toContain('Jakarta');
    const financials = collection(financialStatement).parse(await json('/api/companies/demo-bank-persada/financials')).data;
    expect(financials.filter((f) => f.period_type === 'annual').map((f) => f.period)).toEqual(['2021', '2022', '2023', '2024', '2025']);
    const quarterly = collection(financialStatement).parse(await json('/api/companies/demo-bank-persada/financials?filter[period]=quarterly')).data;
    expect(quarterly.map((f) => f.period)).toEqual(['2024-Q4', '2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4', '2026-Q1', '2026-Q2', '2026-Q3']);
    const year = financials.find((f) => f.period === '2025')!;
    expect(year.total_assets).toBe(year.total_liabilities + year.total_equity);
    expect(year.net_income).toBeLessThan(year.revenue);
  });

  it('answers a company’s latest news and one item in both locales', async () => {
    const news = list(companyNewsItem).parse(await json('/api/companies/demo-energi-nusantara/news?locale=en'));
    expect(news.meta.total).toBe(4);
    const dates = news.data.map((n) => n.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const en = single(companyNewsItem).parse(await json('/api/companies/demo-bank-persada/news/rups-tahunan?locale=en')).data;
    const id = single(companyNewsItem).parse(await json('/api/companies/demo-bank-persada/news/rups-tahunan')).data;
    expect(en.title).toBe('DMBP Annual Shareholder Meeting Results');
    expect(id.title).toBe('Hasil RUPS Tahunan DMBP');
    expect(en.body).toContain('Sample content');
  });

  it('lists recommendations linked to companies and reports, by ticker and rating', async () => {
    const all = list(recommendation).parse(await json('/api/recommendations?page[size]=50&locale=en'));
    expect(all.meta.total).toBeGreaterThanOrEqual(25);
    const linked = all.data.find((r) => r.report_slug)!;
    expect(linked.company_slug).toMatch(/^demo-/);
    expect((await get(ctx, `/api/research-reports/${linked.report_slug}`)).status).toBe(200);
    expect(linked.entry_low).toBeLessThanOrEqual(linked.entry_high);
    const sells = list(recommendation).parse(await json('/api/recommendations?filter[rating]=SELL&page[size]=50')).data;
    expect(sells.every((r) => r.rating === 'SELL' && r.stop_loss > r.target_price)).toBe(true);
    const byTicker = list(recommendation).parse(await json(`/api/recommendations?filter[ticker]=${linked.ticker}`)).data;
    expect(byTicker.every((r) => r.ticker === linked.ticker)).toBe(true);
  });

  it('answers bad input with 400 or 404, never a 5xx', async () => {
    const cases: [string, number][] = [
      ['/api/research-reports?filter[category]=gossip', 400],
      ['/api/research-reports?filter[sector]=Energy', 400],
      ['/api/research-reports?filter[ticker]=DM%3BBP', 400],
      ['/api/research-reports?filter[from]=2026-13-01', 400],
      ['/api/research-reports?filter[from]=2026-11-01&filter[to]=2026-10-01', 400],
      ['/api/research-reports?filter[rating]=BUY', 400],
      ['/api/research-reports?page[size]=500', 400],
      ['/api/research-reports?filter[q]=a&filter[q]=b', 400],
      ['/api/research-reports/no-such-report', 404],
      ['/api/research-reports/no-such-report?include=related', 404],
      ['/api/research-reports?include=related', 400],
      ['/api/research-reports/%27%20or%201%3D1/related', 404],
      ['/api/sapa-mentari?filter[month]=2026-1', 400],
      ['/api/sapa-mentari/sapa-mentari-1999-01-01', 404],
      ['/api/corporate-actions?filter[kind]=merger', 400],
      ['/api/corporate-actions?filter[period]=soon', 400],
      ['/api/corporate-actions?filter[month]=november', 400],
      ['/api/corporate-actions/NOPE', 404],
      ['/api/companies?filter[sector]=x', 400],
      ['/api/companies?sort=-name', 400],
      ['/api/companies/no-such-company', 404],
      ['/api/companies/no-such-company/financials', 404],
      ['/api/companies/demo-bank-persada/financials?filter[period]=monthly', 400],
      ['/api/companies/demo-bank-persada/news?filter[category]=x', 400],
      ['/api/companies/demo-bank-persada/news/no-such-news', 404],
      ['/api/companies/no-such-company/news/rups-tahunan', 404],
      ['/api/recommendations?filter[rating]=buy', 400],
      ['/api/recommendations?locale=fr', 400],
    ];
    for (const [url, status] of cases) {
      const res = await get(ctx, url);
      expect(res.status, url).toBe(status);
      apiErrorBody.parse(res.body);
    }
  });

  it('feeds the site search: reports, editions, actions, companies by ticker and their news, both locales', async () => {
    const documents = await researchSearchSource(ctx.database.db);
    const kinds = new Set(documents.map((d) => d.kind));
    expect(kinds).toEqual(new Set(['research-report', 'sapa-mentari', 'corporate-action', 'company', 'company-news']));
    const dmbp = documents.filter((d) => d.kind === 'company' && d.keywords?.includes('DMBP'));
    expect(dmbp.map((d) => d.locale).sort()).toEqual(['en', 'id']);
    expect(dmbp[0]).toMatchObject({ route: 'company-information', params: { slug: 'demo-bank-persada' } });
    const news = documents.find((d) => d.kind === 'company-news')!;
    expect(news.params).toHaveProperty('news');
  });
});
