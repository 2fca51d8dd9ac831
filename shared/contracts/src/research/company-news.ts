import { z, type Infer } from '@brids/contracts/schema';

/** A company's latest news (`/api/companies/{slug}/news`). */

export const companyNewsItem = z.object({
  slug: z.string(),
  company: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  published_at: z.string(),
});
export type CompanyNewsItem = Infer<typeof companyNewsItem>;
