import { lazySchemaOf, lazySchema, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { ArticleTopic, Level } from '@brids/contracts/education/constants';
import type { Paging } from '@brids/platform/list';

/** GET /api/learn-investment: articles of a topic and level (or all), and each topic's count at that level. */
export const articlesCall = defineGet({
  path: () => '/learn-investment',
  schema: lazySchema(() => import('@brids/contracts/education').then((m) => m.learnArticleList)),
  query: ({ locale, topic, level, ...paging }: { locale: Locale; topic?: ArticleTopic | undefined; level?: Level | undefined } & Paging) => ({
    locale,
    'filter[topic]': topic,
    'filter[level]': level,
    ...paging,
  }),
});

/** GET /api/learn-investment/{slug}: the article, its contents, series neighbours and related articles. */
export const articleCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/learn-investment/${encodeURIComponent(slug)}`,
  schema: lazySchemaOf(() => import('@brids/contracts/education'), (m, s) => s.single(m.learnArticle)),
  query: ({ locale }) => ({ locale }),
});
