import { describe, expect, it } from 'vitest';
import { z as zod } from 'zod';
import { list, single, z } from '@brids/contracts/schema';
import {
  company, companyNewsItem, companySummary, corporateAction, financialStatement, recommendation, researchList, researchReport,
  researchReportSummary, sapaMentari, sapaMentariSummary,
} from '@brids/contracts/research';
import type { ContentKind } from '../../src/editorial/kind.ts';
import { HttpError } from '../../src/lib/errors.ts';
import { researchKinds } from '../../src/research/editorial.ts';
import { companiesKind, type CompanyDocument } from '../../src/research/editorial/companies.ts';
import { newsKind, type NewsDocument } from '../../src/research/editorial/company-news.ts';
import { actionsKind, type CorporateActionDocument } from '../../src/research/editorial/corporate-actions.ts';
import { financialsKind, type FinancialsDocument } from '../../src/research/editorial/financial-statements.ts';
import { recommendationsKind, type RecommendationDocument } from '../../src/research/editorial/recommendations.ts';
import { reportsKind, type ReportDocument } from '../../src/research/editorial/reports.ts';
import { editionsKind, type EditionDocument } from '../../src/research/editorial/sapa-mentari.ts';
import { researchSearchSource } from '../../src/research/search-source.ts';
import { TARGETS, type TestContext, useApp } from '../helpers.ts';
import { bodies, copy, fieldErrors, json, publish, roundTrip, status, unpublish } from '../editorial-kind-support.ts';

const LOCALES = ['id', 'en'] as const;
const each = (url: (locale: (typeof LOCALES)[number]) => string) => LOCALES.map(url);
const sep = (url: string) => (url.includes('?') ? '&' : '?');
const details = (path: string) => each((l) => `${path}${sep(path)}locale=${l}`);

const reportList = async (context: TestContext, locale: string) =>
  z.parse(researchList(researchReportSummary), await json(context, `/api/research-reports?locale=${locale}&page[size]=50`)).data;
const editionList = async (context: TestContext, locale: string) =>
  z.parse(researchList(sapaMentariSummary), await json(context, `/api/sapa-mentari?locale=${locale}&page[size]=50`)).data;
const actionList = async (context: TestContext, locale: string, kind: string) =>
  z.parse(researchList(corporateAction), await json(context, `/api/corporate-actions?locale=${locale}&filter[kind]=${kind}&page[size]=50`)).data;
const companyList = async (context: TestContext, locale: string) =>
  z.parse(list(companySummary), await json(context, `/api/companies?locale=${locale}&page[size]=50`)).data;
const recommendationList = async (context: TestContext, locale: string) =>
  z.parse(list(recommendation), await json(context, `/api/recommendations?locale=${locale}&page[size]=50`)).data;
const newsList = async (context: TestContext, locale: string, companySlug: string) =>
  z.parse(list(companyNewsItem), await json(context, `/api/companies/${companySlug}/news?locale=${locale}&page[size]=50`)).data;
const financials = async (context: TestContext, companySlug: string) =>
  z.parse(z.object({ data: z.array(financialStatement) }), await json(context, `/api/companies/${companySlug}/financials`)).data;

/** The site search's research documents, in a fixed order (the index does not depend on the rows' order). */
const searchDocuments = async (context: TestContext) => (await researchSearchSource(context.database.db)).map((d) => JSON.stringify(d)).sort();

/** The site search's research documents of one kind, as `<locale> <title>` lines. */
const searchTitles = async (context: TestContext, kind: string) =>
  (await researchSearchSource(context.database.db)).filter((d) => d.kind === kind).map((d) => `${d.locale} ${d.title}`);

const read = async <Doc>(context: TestContext, kind: ContentKind<Doc>, key: string): Promise<Doc> => {
  const doc = await kind.read(context.database.db, key);
  expect(doc, `${kind.name} ${key}`).toBeDefined();
  return copy(doc!);
};

const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe.each(TARGETS)('the research content kinds on %s', (target) => {
  const context = useApp(target);
  const db = () => context.database.db;

  it('lists its kinds, written by research publishers; reports, Sapa Mentari and recommendations need four eyes', () => {
    expect(researchKinds.map((k) => k.name)).toEqual([
      'research-reports', 'sapa-mentari', 'recommendations', 'corporate-actions', 'companies', 'financial-statements', 'company-news',
    ]);
    for (const kind of researchKinds) expect(kind.writers, kind.name).toEqual(['research-publisher']);
    expect(researchKinds.filter((k) => k.fourEyes).map((k) => k.name)).toEqual(['research-reports', 'sapa-mentari', 'recommendations']);
    expect(reportsKind.deletable, 'recommendations name their report').toBe(false);
    expect(companiesKind.deletable, 'statements and news belong to the company').toBe(false);
  });

  // Every sample entry of each kind is read, checked and published again (hundreds of transactions on a busy machine).
  const ROUND_TRIP_MS = 120_000;
  const pagesOf = async () => {
    const [report] = await reportList(context, 'id');
    const [edition] = await editionList(context, 'id');
    const [companyRow] = await companyList(context, 'id');
    const [action] = await actionList(context, 'id', 'ipo');
    const [news] = await newsList(context, 'id', companyRow!.slug);
    const recommendations = each((l) => `/api/recommendations?locale=${l}&page[size]=50`);
    const companies = [
      ...each((l) => `/api/companies?locale=${l}&page[size]=50`), ...details(`/api/companies/${companyRow!.slug}`),
      `/api/companies/${companyRow!.slug}/financials`, ...each((l) => `/api/companies/${companyRow!.slug}/news?locale=${l}`),
    ];
    return new Map<ContentKind, string[]>([
      [reportsKind, [
        ...each((l) => `/api/research-reports?locale=${l}&page[size]=50`), ...each((l) => `/api/research-reports?locale=${l}&page[size]=50&page[number]=2`),
        ...details(`/api/research-reports/${report!.slug}?include=related`), ...recommendations,
      ]],
      [editionsKind, [
        ...each((l) => `/api/sapa-mentari?locale=${l}&page[size]=50`), ...each((l) => `/api/sapa-mentari?locale=${l}&page[size]=50&page[number]=2`),
        ...details(`/api/sapa-mentari/${edition!.slug}`),
      ]],
      [recommendationsKind, recommendations],
      [actionsKind, [
        ...each((l) => `/api/corporate-actions?locale=${l}&page[size]=50`), ...each((l) => `/api/corporate-actions?locale=${l}&page[size]=50&page[number]=2`),
        ...details(`/api/corporate-actions/${action!.slug}`), `/api/corporate-actions/${action!.slug}/calendar.ics`,
      ]],
      [companiesKind, [...companies, ...recommendations]],
      [financialsKind, [`/api/companies/${companyRow!.slug}/financials`, '/api/companies/demo-hotel-indah/financials']],
      [newsKind, [...companies, ...details(`/api/companies/${companyRow!.slug}/news/${news!.slug}`)]],
    ]);
  };

  for (const kind of researchKinds) {
    it(`${kind.name}: every sample entry reads as a valid document and publishes back to the same public answers and search documents`, async () => {
      const search = await searchDocuments(context);
      const pages = (await pagesOf()).get(kind)!;
      const { before: published, after: republished } = await roundTrip(context, kind, pages);
      expect(republished).toEqual(published);
      expect(await searchDocuments(context)).toEqual(search);
      // The editorial layer keeps what the schema's parse gives (fields in the schema's order): the same answers.
      const before = await bodies(context, pages);
      for (const key of (await kind.listKeys(db())).slice(0, 5)) {
        const parsed = kind.schema.parse(await kind.read(db(), key));
        await publish(context, kind, parsed);
        expect(await kind.read(db(), key), key).toEqual(parsed);
      }
      expect(await bodies(context, pages)).toEqual(before);
    }, ROUND_TRIP_MS);
  }

  it('research reports: a changed report shows in both languages in the list, on its page and in the search; its body is sanitised', async () => {
    const [first] = await reportList(context, 'id');
    const doc = await read<ReportDocument>(context, reportsKind, first!.slug);
    doc.title = { id: 'Laporan Diubah oleh Penerbit', en: 'Report Changed by the Publisher' };
    doc.body = { id: '<p>Isi baru</p><script>alert(1)</script>', en: '<p onclick="steal()">New body</p>' };
    doc.key_points = { id: ['Poin satu'], en: ['Point one'] };
    await publish(context, reportsKind, doc);
    for (const [locale, title, body, point] of [['id', doc.title.id, '<p>Isi baru</p>', 'Poin satu'], ['en', doc.title.en, '<p>New body</p>', 'Point one']] as const) {
      expect((await reportList(context, locale)).find((r) => r.slug === doc.slug)?.title).toBe(title);
      const page = z.parse(single(researchReport), await json(context, `/api/research-reports/${doc.slug}?locale=${locale}`)).data;
      expect(page).toMatchObject({ title, body, key_points: [point] });
    }
    expect(await searchTitles(context, 'research-report')).toEqual(expect.arrayContaining([`id ${doc.title.id}`, `en ${doc.title.en}`]));
    expect(await reportsKind.read(db(), doc.slug)).toMatchObject({ body: { id: '<p>Isi baru</p>', en: '<p>New body</p>' } });
    // The document the editorial layer keeps is already the sanitised one; the console edits the body as HTML.
    expect(reportsKind.schema.parse(doc).body).toEqual({ id: '<p>Isi baru</p>', en: '<p>New body</p>' });
    const jsonSchema = zod.toJSONSchema(reportsKind.schema) as unknown as { properties: { body: { properties: { en: { contentMediaType?: string } } } } };
    expect(jsonSchema.properties.body.properties.en.contentMediaType).toBe('text/html');
    expect(reportsKind.sitePaths?.(doc)).toEqual({ id: `/id/riset-dan-berita/laporan-riset/${doc.slug}`, en: `/en/research-report/${doc.slug}` });
  });

  it('research reports: a new report by publish appears; a later publication time keeps it off the site until then', async () => {
    const [first] = await reportList(context, 'en');
    const base = await read<ReportDocument>(context, reportsKind, first!.slug);
    const doc: ReportDocument = {
      ...base, slug: 'laporan-baru-penerbit', title: { id: 'Laporan Baru', en: 'New Report' },
      published_at: new Date(Date.now() - 60_000).toISOString().replace('Z', '+00:00'),
      file: { url: '/media/0123456789abcdef.pdf', size: 12345, type: 'application/pdf' },
    };
    await publish(context, reportsKind, doc);
    expect((await reportList(context, 'en'))[0]).toMatchObject({ slug: doc.slug, title: 'New Report' });
    const page = z.parse(single(researchReport), await json(context, `/api/research-reports/${doc.slug}?locale=id`)).data;
    expect(page).toMatchObject({ title: 'Laporan Baru', file: doc.file });
    expect((await reportsKind.read(db(), doc.slug))?.published_at, 'stored in UTC').toBe(new Date(doc.published_at).toISOString());
    expect(await reportsKind.listKeys(db())).toContain(doc.slug);

    await publish(context, reportsKind, { ...doc, slug: 'laporan-terjadwal', published_at: '2099-01-01T00:00:00.000Z' });
    expect(await status(context, '/api/research-reports/laporan-terjadwal?locale=en')).toBe(404);
    expect(await reportsKind.read(db(), 'laporan-terjadwal')).toMatchObject({ published_at: '2099-01-01T00:00:00.000Z' });
  });

  it('research reports: unpublished, the report answers 404 and leaves the lists and the search', async () => {
    const doc = await read<ReportDocument>(context, reportsKind, 'laporan-baru-penerbit');
    await unpublish(context, reportsKind, doc.slug);
    for (const locale of LOCALES) {
      expect(await status(context, `/api/research-reports/${doc.slug}?locale=${locale}`)).toBe(404);
      expect((await reportList(context, locale)).map((r) => r.slug)).not.toContain(doc.slug);
    }
    expect(await searchTitles(context, 'research-report')).not.toContain('en New Report');
    expect(await reportsKind.read(db(), doc.slug)).toBeUndefined();
    expect(await reportsKind.listKeys(db())).not.toContain(doc.slug);
  });

  it('research reports: a recommendation links its report only while the site shows the report', async () => {
    const named = (await recommendationList(context, 'en')).find((r) => r.report_slug)!;
    const slug = named.report_slug!;
    const doc = await read<ReportDocument>(context, reportsKind, slug);
    await unpublish(context, reportsKind, slug);
    expect((await recommendationList(context, 'en')).find((r) => r.slug === named.slug)).toMatchObject({ report_slug: null });
    await publish(context, reportsKind, doc);
    expect((await recommendationList(context, 'en')).find((r) => r.slug === named.slug)).toMatchObject({ report_slug: slug });
  });

  it('research reports: bad fields fail with a message per field', async () => {
    const doc = await read<ReportDocument>(context, reportsKind, (await reportsKind.listKeys(db()))[0]!);
    const errors = fieldErrors(reportsKind, {
      ...doc, slug: 'Not A Slug', category: 'gossip', ticker: 'bbca1', target_price: -5, published_at: 'yesterday',
      title: { id: '', en: 'T' }, summary: { id: 'S' }, analysts: [], file: { url: 'javascript:alert(1)', size: 1.5, type: '' },
    })!;
    expect(errors).toMatchObject({
      slug: [expect.stringMatching(/lower-case letters/)],
      ticker: ['Enter a ticker of 2 to 6 capital letters, such as BBCA'],
      target_price: ['Enter a price above 0, or leave it empty'],
      published_at: [expect.stringMatching(/date and time/)],
      'title.id': ['Fill in the title'],
      analysts: ['Name at least one analyst'],
      'file.url': ['Enter a path of the site (/…) or an https:// address'],
      'file.size': ['Enter the file size in bytes (a whole number)'],
      'file.type': ['Fill in the media type, such as application/pdf'],
    });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['category', 'summary.en']));
    expect(fieldErrors(reportsKind, { ...doc, ticker: null, rating: 'BUY' })).toEqual({ ticker: ['A rating needs the ticker it rates'] });
  });

  it('sapa mentari: changed, new and unpublished, as visitors see it in both languages and in the search', async () => {
    const [first] = await editionList(context, 'id');
    const doc = await read<EditionDocument>(context, editionsKind, first!.slug);
    doc.title = { id: 'Sapa Mentari Diubah', en: 'Sapa Mentari Changed' };
    doc.calendar = { id: [{ time: '19:00', country: 'AS', event: 'Data inflasi', forecast: '3,1%', previous: null }], en: [{ time: '19:00', country: 'US', event: 'Inflation data', forecast: '3.1%', previous: null }] };
    await publish(context, editionsKind, doc);
    for (const locale of LOCALES) {
      expect((await editionList(context, locale)).find((e) => e.slug === doc.slug)?.title).toBe(doc.title[locale]);
      const page = z.parse(single(sapaMentari), await json(context, `/api/sapa-mentari/${doc.slug}?locale=${locale}`)).data;
      expect(page).toMatchObject({ title: doc.title[locale], calendar: doc.calendar[locale] });
    }
    expect(await searchTitles(context, 'sapa-mentari')).toEqual(expect.arrayContaining(['id Sapa Mentari Diubah', 'en Sapa Mentari Changed']));
    expect(editionsKind.sitePaths?.(doc)).toEqual({ id: `/id/riset-dan-berita/sapa-mentari/${doc.slug}`, en: `/en/sapa-mentari/${doc.slug}` });

    const created: EditionDocument = { ...copy(doc), slug: 'sapa-mentari-edisi-baru', title: { id: 'Edisi Baru', en: 'New Edition' } };
    await publish(context, editionsKind, created);
    expect((await editionList(context, 'en')).find((e) => e.slug === created.slug)?.title).toBe('New Edition');

    await unpublish(context, editionsKind, doc.slug);
    for (const locale of LOCALES) {
      expect(await status(context, `/api/sapa-mentari/${doc.slug}?locale=${locale}`)).toBe(404);
      expect((await editionList(context, locale)).map((e) => e.slug)).not.toContain(doc.slug);
    }
    expect(await searchTitles(context, 'sapa-mentari')).not.toContain('en Sapa Mentari Changed');
  });

  it('sapa mentari: bad fields fail with a message per field', async () => {
    const doc = await read<EditionDocument>(context, editionsKind, (await editionsKind.listKeys(db()))[0]!);
    const errors = fieldErrors(editionsKind, {
      ...doc, edition_date: '2026-13-40', index_close: 0, headline: { id: 'H', en: '' },
      picks: [{ ticker: 'DMBK', action: 'BUY', entry_low: 1000, entry_high: 900, target_price: 1200, stop_loss: 850 }],
      calendar: { id: [{ time: '', country: 'AS', event: 'X', forecast: null, previous: null }], en: [] },
    })!;
    expect(errors).toEqual({
      edition_date: ['Enter a day such as 2026-12-01'],
      index_close: ['Enter the index close (above 0)'],
      'headline.en': ['Fill in the headline'],
      'picks.0.entry_high': ['The top of the entry range cannot be below its bottom'],
      'calendar.id.0.time': ['Fill in the time'],
    });
  });

  it('recommendations: changed, new and unpublished, in both languages; a report that is not there is refused', async () => {
    const [first] = await recommendationList(context, 'id');
    const doc = await read<RecommendationDocument>(context, recommendationsKind, first!.slug);
    doc.note = { id: 'Catatan baru analis.', en: 'A new analyst note.' };
    doc.target_price = 9999;
    await publish(context, recommendationsKind, doc);
    for (const locale of LOCALES) {
      expect((await recommendationList(context, locale)).find((r) => r.slug === doc.slug)).toMatchObject({ note: doc.note[locale], target_price: 9999 });
    }
    expect(recommendationsKind.sitePaths?.(doc)).toEqual({ id: '/id/rekomendasi', en: '/en/recommendation' });

    const created: RecommendationDocument = { ...copy(doc), slug: 'rekomendasi-baru', ticker: 'DMHI', report_slug: null, published_at: new Date(Date.now() - 1000).toISOString() };
    await publish(context, recommendationsKind, created);
    expect((await recommendationList(context, 'en'))[0]).toMatchObject({ slug: 'rekomendasi-baru', ticker: 'DMHI', company_slug: 'demo-hotel-indah', report_slug: null });

    const refused = await refusal(publish(context, recommendationsKind, { ...created, report_slug: 'laporan-yang-tidak-ada', note: { id: 'X', en: 'X' } }));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 422, errors: { report_slug: ['There is no research report laporan-yang-tidak-ada on the site'] } });
    expect((await recommendationList(context, 'en'))[0]?.note, 'nothing changed').toBe(doc.note.en);

    await unpublish(context, recommendationsKind, doc.slug);
    for (const locale of LOCALES) expect((await recommendationList(context, locale)).map((r) => r.slug)).not.toContain(doc.slug);
    expect(await recommendationsKind.read(db(), doc.slug)).toBeUndefined();
    expect(fieldErrors(recommendationsKind, { ...doc, rating: 'STRONG BUY', entry_low: 2000, entry_high: 1000, analyst: '', report_slug: 'Bad' })).toEqual({
      rating: [expect.any(String)],
      analyst: ["Fill in the analyst's name"],
      report_slug: [expect.stringMatching(/lower-case letters/)],
    });
    expect(fieldErrors(recommendationsKind, { ...doc, entry_low: 2000, entry_high: 1000 })).toEqual({ entry_high: ['The top of the entry range cannot be below its bottom'] });
  });

  it('corporate actions: changed, new and unpublished, in both languages, in the calendar file and the search', async () => {
    const [first] = await actionList(context, 'id', 'shareholder-meeting');
    const doc = await read<CorporateActionDocument>(context, actionsKind, first!.slug);
    doc.title = { id: 'RUPS Diubah', en: 'Meeting Changed' };
    doc.agenda = { id: ['Agenda baru'], en: ['New agenda'] };
    doc.place = 'Ruang Rapat Contoh, Jakarta';
    await publish(context, actionsKind, doc);
    for (const locale of LOCALES) {
      expect((await actionList(context, locale, 'shareholder-meeting')).find((a) => a.slug === doc.slug)).toMatchObject({ title: doc.title[locale], agenda: doc.agenda[locale] });
      const page = z.parse(single(corporateAction), await json(context, `/api/corporate-actions/${doc.slug}?locale=${locale}`)).data;
      expect(page).toMatchObject({ title: doc.title[locale], place: doc.place });
    }
    const [calendar] = await bodies(context, [`/api/corporate-actions/${doc.slug}/calendar.ics?locale=en`]);
    expect(calendar).toContain('Meeting Changed');
    expect(await searchTitles(context, 'corporate-action')).toEqual(expect.arrayContaining(['id RUPS Diubah', 'en Meeting Changed']));
    expect(actionsKind.sitePaths?.(doc)).toEqual({ id: '/id/riset-dan-berita/aksi-korporasi', en: '/en/corporate-action' });

    const created: CorporateActionDocument = { ...copy(doc), slug: 'dmhi-shareholder-meeting-baru', ticker: 'DMHI', title: { id: 'RUPS Baru', en: 'New Meeting' } };
    await publish(context, actionsKind, created);
    expect((await actionList(context, 'en', 'shareholder-meeting')).find((a) => a.slug === created.slug)?.title).toBe('New Meeting');

    await unpublish(context, actionsKind, doc.slug);
    for (const locale of LOCALES) {
      expect(await status(context, `/api/corporate-actions/${doc.slug}?locale=${locale}`)).toBe(404);
      expect((await actionList(context, locale, 'shareholder-meeting')).map((a) => a.slug)).not.toContain(doc.slug);
    }
    expect(await status(context, `/api/corporate-actions/${doc.slug}/calendar.ics?locale=en`)).toBe(404);
  });

  it('corporate actions: two actions of one ticker on one day keep their order after either is changed', async () => {
    const [meeting] = await actionList(context, 'en', 'shareholder-meeting');
    const base = await read<CorporateActionDocument>(context, actionsKind, meeting!.slug);
    const first: CorporateActionDocument = { ...base, slug: 'dmzz-rups-pertama', ticker: 'DMZZ', date: '2031-05-05', title: { id: 'RUPS Pertama', en: 'First Meeting' } };
    const second: CorporateActionDocument = { ...first, slug: 'dmzz-rups-kedua', title: { id: 'RUPS Kedua', en: 'Second Meeting' } };
    const order = async () => (await actionList(context, 'en', 'shareholder-meeting')).filter((a) => a.ticker === 'DMZZ').map((a) => a.slug);
    await publish(context, actionsKind, first);
    await publish(context, actionsKind, second);
    expect(await order()).toEqual(['dmzz-rups-pertama', 'dmzz-rups-kedua']);
    await publish(context, actionsKind, { ...first, place: 'Ruang Baru' });
    expect(await order()).toEqual(['dmzz-rups-pertama', 'dmzz-rups-kedua']);
  });

  it('corporate actions: bad fields, and the fields a kind of action needs, fail with a message per field', async () => {
    const [dividend] = await actionList(context, 'en', 'dividend');
    const doc = await read<CorporateActionDocument>(context, actionsKind, dividend!.slug);
    expect(fieldErrors(actionsKind, { ...doc, date: 'soon', ratio: 'half', meeting_time: '9 am', prospectus_url: 'ftp://x', underwriters: [''] })).toEqual({
      date: ['Enter a day such as 2026-12-01'],
      ratio: ['Enter a ratio such as 1:2'],
      meeting_time: ['Enter a time such as 09:30'],
      prospectus_url: ['Enter a path of the site (/…) or an https:// address'],
      'underwriters.0': ['Fill in the underwriter, or remove it'],
    });
    expect(fieldErrors(actionsKind, { ...doc, amount_per_share: null, payment_date: null })).toEqual({
      amount_per_share: ['Enter the dividend per share'],
      payment_date: ['Enter the payment date'],
    });
    expect(fieldErrors(actionsKind, { ...doc, kind: 'stock-split' })).toEqual({ ratio: ['Enter the ratio, such as 1:2'] });
  });

  it('companies: a changed company shows in both languages in the list, on its page and in the search', async () => {
    const doc = await read<CompanyDocument>(context, companiesKind, 'demo-hotel-indah');
    doc.name = 'Hotel Indah Baru';
    doc.summary = { id: 'Ringkasan baru.', en: 'A new summary.' };
    doc.products = { id: ['Vila'], en: ['Villas'] };
    await publish(context, companiesKind, doc);
    for (const locale of LOCALES) {
      expect((await companyList(context, locale)).find((c) => c.slug === doc.slug)).toMatchObject({ name: 'Hotel Indah Baru', summary: doc.summary[locale] });
      const page = z.parse(single(company), await json(context, `/api/companies/${doc.slug}?locale=${locale}`)).data;
      expect(page).toMatchObject({ name: 'Hotel Indah Baru', products: doc.products[locale] });
    }
    expect(await searchTitles(context, 'company')).toEqual(expect.arrayContaining(['id Hotel Indah Baru (DMHI)', 'en Hotel Indah Baru (DMHI)']));
    expect((await recommendationList(context, 'en')).find((r) => r.ticker === 'DMHI')?.company).toBe('Hotel Indah Baru');
    expect(companiesKind.sitePaths?.(doc)).toEqual({
      id: '/id/riset-dan-berita/daftar-informasi-perusahaan/demo-hotel-indah', en: '/en/company-information-list/demo-hotel-indah',
    });
  });

  it('companies: unpublished, the company, its statements and news answer 404 and leave the lists and the search; published again, all are back', async () => {
    const slug = 'demo-hotel-indah';
    const doc = await read<CompanyDocument>(context, companiesKind, slug);
    const [newsItem] = await newsList(context, 'en', slug);
    const statements = await financials(context, slug);
    await unpublish(context, companiesKind, slug);
    for (const locale of LOCALES) {
      expect(await status(context, `/api/companies/${slug}?locale=${locale}`)).toBe(404);
      expect(await status(context, `/api/companies/${slug}/news/${newsItem!.slug}?locale=${locale}`)).toBe(404);
      expect((await companyList(context, locale)).map((c) => c.slug)).not.toContain(slug);
    }
    expect(await status(context, `/api/companies/${slug}/financials`)).toBe(404);
    const search = await researchSearchSource(db());
    expect(search.filter((d) => d.params.slug === slug)).toEqual([]);
    expect((await recommendationList(context, 'en')).find((r) => r.ticker === 'DMHI'), 'named by its ticker, not linked').toMatchObject({ company: 'DMHI', company_slug: null });
    expect(await companiesKind.listKeys(db())).not.toContain(slug);
    expect((await financialsKind.listKeys(db())).some((k) => k.startsWith(`${slug}.`))).toBe(false);
    expect(await newsKind.read(db(), `${slug}.${newsItem!.slug}`)).toBeUndefined();

    await publish(context, companiesKind, doc);
    expect(await financials(context, slug)).toEqual(statements);
    expect((await newsList(context, 'en', slug)).map((n) => n.slug)).toContain(newsItem!.slug);
  });

  it('companies: a new company by publish appears; a ticker another company has is refused on the ticker; bad fields fail per field', async () => {
    const base = await read<CompanyDocument>(context, companiesKind, 'demo-hotel-indah');
    const doc: CompanyDocument = { ...base, slug: 'demo-kopi-nusantara', ticker: 'DMKN', name: 'Kopi Nusantara' };
    await publish(context, companiesKind, doc);
    expect((await companyList(context, 'en')).find((c) => c.ticker === 'DMKN')).toMatchObject({ slug: 'demo-kopi-nusantara', name: 'Kopi Nusantara' });
    expect(await financials(context, doc.slug), 'a new company has no statements yet').toEqual([]);

    const refused = await refusal(publish(context, companiesKind, { ...doc, slug: 'demo-kopi-kedua', ticker: 'DMHI' }));
    expect(refused).toMatchObject({ statusCode: 422, errors: { ticker: ['The company demo-hotel-indah already has the ticker DMHI'] } });
    expect(await status(context, '/api/companies/demo-kopi-kedua?locale=en')).toBe(404);

    expect(fieldErrors(companiesKind, {
      ...doc, ticker: 'dmkn', email: 'not an address', website: 'www.example.com', sector: 'mining',
      stockholders: { id: [{ name: 'A', shares: -1, percent: 140 }], en: [] },
    })).toEqual({
      ticker: ['Enter a ticker of 2 to 6 capital letters, such as BBCA'],
      sector: [expect.any(String)],
      'stockholders.id.0.shares': ['Enter a number of shares of 0 or more'],
      'stockholders.id.0.percent': ['Enter a percentage from 0 to 100'],
      email: ['Enter an e-mail address such as corsec@example.com'],
      website: ['Enter a path of the site (/…) or an https:// address'],
    });
  });

  it('financial statements: a changed period shows on the company page, a new period appears, an unpublished one is gone', async () => {
    const slug = 'demo-hotel-indah';
    const keys = (await financialsKind.listKeys(db())).filter((k) => k.startsWith(`${slug}.`));
    expect(keys).toEqual(expect.arrayContaining([`${slug}.2025`]));
    const doc = await read<FinancialsDocument>(context, financialsKind, `${slug}.2025`);
    doc.revenue = 123_456;
    await publish(context, financialsKind, doc);
    expect((await financials(context, slug)).find((f) => f.period === '2025')).toMatchObject({ period_type: 'annual', revenue: 123_456 });
    expect(financialsKind.sitePaths?.(doc)).toEqual(companiesKind.sitePaths?.(await read(context, companiesKind, slug)));

    const created: FinancialsDocument = { ...copy(doc), period_type: 'quarterly', period: '2026-Q4', period_end: '2026-12-31', revenue: 1 };
    await publish(context, financialsKind, created);
    expect(financialsKind.keyOf(created)).toBe(`${slug}.2026-Q4`);
    expect((await financials(context, slug)).at(-1)).toMatchObject({ period: '2026-Q4', revenue: 1 });

    await unpublish(context, financialsKind, `${slug}.2026-Q4`);
    expect((await financials(context, slug)).map((f) => f.period)).not.toContain('2026-Q4');
    expect(await financialsKind.read(db(), `${slug}.2026-Q4`)).toBeUndefined();

    const refused = await refusal(publish(context, financialsKind, { ...created, company: 'demo-tidak-ada' }));
    expect(refused).toMatchObject({ statusCode: 422, errors: { company: ['There is no company demo-tidak-ada on the site: publish the company first'] } });
    expect(fieldErrors(financialsKind, { ...doc, period: '2025-Q3', revenue: 'lots' })).toEqual({ revenue: [expect.any(String)] });
    expect(fieldErrors(financialsKind, { ...doc, period: '2025-Q3' })).toEqual({ period: ['Enter the year, such as 2025'] });
    expect(fieldErrors(financialsKind, { ...doc, period_type: 'quarterly' })).toEqual({ period: ['Enter the quarter, such as 2025-Q3'] });
  });

  it('company news: changed, new and unpublished, in both languages, on the pages and in the search; the body is sanitised', async () => {
    const slug = 'demo-hotel-indah';
    const [first] = await newsList(context, 'id', slug);
    const doc = await read<NewsDocument>(context, newsKind, `${slug}.${first!.slug}`);
    doc.title = { id: 'Berita Diubah', en: 'News Changed' };
    doc.body = { id: '<p>Isi</p><img src=x onerror="alert(1)">', en: '<p>Body</p>' };
    await publish(context, newsKind, doc);
    for (const locale of LOCALES) {
      expect((await newsList(context, locale, slug)).find((n) => n.slug === doc.slug)?.title).toBe(doc.title[locale]);
      const page = z.parse(single(companyNewsItem), await json(context, `/api/companies/${slug}/news/${doc.slug}?locale=${locale}`)).data;
      expect(page.title).toBe(doc.title[locale]);
      expect(page.body).not.toContain('onerror');
    }
    expect(await searchTitles(context, 'company-news')).toEqual(expect.arrayContaining(['id Berita Diubah', 'en News Changed']));
    expect(newsKind.sitePaths?.(doc)).toEqual({
      id: `/id/riset-dan-berita/daftar-informasi-perusahaan/${slug}/berita-terkini/${doc.slug}`,
      en: `/en/company-information-list/${slug}/latest-news/${doc.slug}`,
    });

    const created: NewsDocument = { ...copy(doc), slug: 'berita-baru', title: { id: 'Berita Baru', en: 'Fresh News' }, published_at: new Date(Date.now() - 1000).toISOString() };
    await publish(context, newsKind, created);
    expect(newsKind.keyOf(created)).toBe(`${slug}.berita-baru`);
    expect((await newsList(context, 'en', slug))[0]).toMatchObject({ slug: 'berita-baru', title: 'Fresh News' });

    await unpublish(context, newsKind, `${slug}.${doc.slug}`);
    for (const locale of LOCALES) {
      expect(await status(context, `/api/companies/${slug}/news/${doc.slug}?locale=${locale}`)).toBe(404);
      expect((await newsList(context, locale, slug)).map((n) => n.slug)).not.toContain(doc.slug);
    }
    expect(await searchTitles(context, 'company-news')).not.toContain('en News Changed');

    const refused = await refusal(publish(context, newsKind, { ...created, company: 'demo-tidak-ada' }));
    expect(refused).toMatchObject({ statusCode: 422, errors: { company: ['There is no company demo-tidak-ada on the site: publish the company first'] } });
    expect(fieldErrors(newsKind, { ...created, slug: '', title: { id: 'T', en: '' }, published_at: '2026-11-01' })).toEqual({
      slug: [expect.stringMatching(/lower-case letters/)],
      published_at: [expect.stringMatching(/date and time/)],
      'title.en': ['Fill in the title'],
    });
  });
});
