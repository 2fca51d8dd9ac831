import { LOCALES } from '@brids/contracts';
import { z, type Infer } from '@brids/contracts/schema';

/**
 * GET /api/sitemap (`@brids/contracts/sitemap`): one published document of the site in one locale, the
 * route that shows it, its params and its date (ISO-8601, null when the content is not dated).
 */
export const sitemapDocument = z.object({
  route: z.string(),
  params: z.record(z.string(), z.string()),
  locale: z.enum(LOCALES),
  lastmod: z.nullable(z.string()),
});
export type SitemapDocument = Infer<typeof sitemapDocument>;
