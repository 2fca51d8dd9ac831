import { single, type Locale } from '@brids/contracts';
import {
  learnArticle, learnArticleList, type ArticleTopic, type LearnArticle, type LearnArticleList, type Level,
} from '@brids/contracts/education';
import type { Api } from './events.ts';

/** GET /api/learn-investment: articles of a topic and level (or all), and each topic's count at that level. */
export function fetchArticles(
  api: Api,
  query: { locale: Locale; topic?: ArticleTopic | undefined; level?: Level | undefined; page?: number; perPage?: number },
): Promise<LearnArticleList> {
  return api.get('/learn-investment', learnArticleList, {
    locale: query.locale,
    'filter[topic]': query.topic,
    'filter[level]': query.level,
    'page[number]': query.page,
    'page[size]': query.perPage,
  });
}

/** GET /api/learn-investment/{slug}: the article, its contents, series neighbours and related articles. */
export async function fetchArticle(api: Api, slug: string, locale: Locale): Promise<LearnArticle> {
  return (await api.get(`/learn-investment/${encodeURIComponent(slug)}`, single(learnArticle), { locale })).data;
}
