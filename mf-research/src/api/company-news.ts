import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** The news item's schema, loaded on the first call (its module and zod's builders are not in the page's first view). */
const newsItemSchema = () => import('@brids/contracts/research/company-news').then((m) => m.companyNewsItem);

/** A company's news list: `page[size]` items, of page `page[number]` (left out: the first). */
type NewsArgs = { slug: string; locale: Locale; 'page[number]'?: number; 'page[size]': number };

/** GET /api/companies/{slug}/news: the company's latest news, newest first. */
export const companyNews = defineGet({
  path: ({ slug }: NewsArgs) => `/companies/${encodeURIComponent(slug)}/news`,
  schema: lazySchemaOf(newsItemSchema, (item, s) => s.list(item)),
  query: (args) => ({ locale: args.locale, 'page[number]': args['page[number]'], 'page[size]': args['page[size]'] }),
});

/** GET /api/companies/{slug}/news/{news}: one news item of the company. */
export const companyNewsItem = defineGet({
  path: ({ slug, news }: { slug: string; news: string; locale: Locale }) => `/companies/${encodeURIComponent(slug)}/news/${encodeURIComponent(news)}`,
  schema: lazySchemaOf(newsItemSchema, (item, s) => s.single(item)),
  query: ({ locale }) => ({ locale }),
});
