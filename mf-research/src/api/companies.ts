import { collection, list, single, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import { company as companySchema, companyNewsItem as newsItemSchema, companySummary, financialStatement, type Sector } from '@brids/contracts/research';
import type { Paging } from '@brids/platform/list';

/** GET /api/companies: a page of listed companies, by name or ticker and sector. */
export const companies = defineGet({
  path: () => '/companies',
  schema: list(companySummary),
  query: (args: Paging & { locale: Locale; q?: string | undefined; sector?: Sector | undefined }) => ({
    locale: args.locale,
    'filter[q]': args.q,
    'filter[sector]': args.sector,
    'page[number]': args['page[number]'],
    'page[size]': args['page[size]'],
  }),
});

/** GET /api/companies/{slug}: one company's profile (spec §3's sections). */
export const company = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/companies/${encodeURIComponent(slug)}`,
  schema: single(companySchema),
  query: ({ locale }) => ({ locale }),
});

/** GET /api/companies/{slug}/financials: every yearly and quarterly statement (numbers only, no locale). */
export const companyFinancials = defineGet({
  path: ({ slug }: { slug: string }) => `/companies/${encodeURIComponent(slug)}/financials`,
  schema: collection(financialStatement),
});

/** A company's news list: `page[size]` items, of page `page[number]` (left out: the first). */
type NewsArgs = { slug: string; locale: Locale; 'page[number]'?: number; 'page[size]': number };

/** GET /api/companies/{slug}/news: the company's latest news, newest first. */
export const companyNews = defineGet({
  path: ({ slug }: NewsArgs) => `/companies/${encodeURIComponent(slug)}/news`,
  schema: list(newsItemSchema),
  query: (args) => ({ locale: args.locale, 'page[number]': args['page[number]'], 'page[size]': args['page[size]'] }),
});

/** GET /api/companies/{slug}/news/{news}: one news item of the company. */
export const companyNewsItem = defineGet({
  path: ({ slug, news }: { slug: string; news: string; locale: Locale }) => `/companies/${encodeURIComponent(slug)}/news/${encodeURIComponent(news)}`,
  schema: single(newsItemSchema),
  query: ({ locale }) => ({ locale }),
});
