import { z, type Infer } from '@brids/contracts/schema';

/** The site search (`/api/site-search`). */

/** A search result: what it is, where it links (route name + params), and a snippet with the matched words. */
export const searchResult = z.object({
  kind: z.string(),
  route: z.string(),
  params: z.record(z.string(), z.string()),
  title: z.string(),
  /** The snippet as text pieces; `mark` pieces are the matched words (no HTML: the page renders them). */
  snippet: z.array(z.object({ text: z.string(), mark: z.boolean() })),
  published_at: z.nullable(z.string()),
});
export type SearchResult = Infer<typeof searchResult>;

/** GET /api/site-search: a page of ranked results of one kind (or all) and the count of every kind. */
export const searchResultList = z.object({
  data: z.array(searchResult),
  meta: z.object({
    page: z.number(),
    perPage: z.number(),
    total: z.number(),
    kinds: z.array(z.object({ kind: z.string(), count: z.number() })),
    all: z.number(),
  }),
});
export type SearchResultList = Infer<typeof searchResultList>;
