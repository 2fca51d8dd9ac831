import { pageCall } from '@brids/contracts/page-call';
import type { Page } from '@brids/contracts';
import { ARTICLE_TOPICS, LEVELS, type ArticleTopic, type Level } from '@brids/contracts/education/constants';
import type { EducationalVideoList, EduvestEventList, LearnArticleList } from '@brids/contracts/education';
import type { PageLoaderArgs } from '@brids/platform';
import { loadList, oneOfParam, paging, type Loaded } from '@brids/platform/list';
import { articlesCall } from '../../api/articles.ts';
import { eventsCall } from '../../api/events.ts';
import { videosCall } from '../../api/videos.ts';

export const HUB_EVENTS = 3;
export const HUB_VIDEOS = 3;
export const ARTICLES_PER_PAGE = 12;

export interface HubData {
  page: Page;
  events: Loaded<EduvestEventList>;
  videos: Loaded<EducationalVideoList>;
  articles: Loaded<LearnArticleList>;
  topic: ArticleTopic | undefined;
  level: Level | undefined;
}

/** The hub's page, upcoming events, featured videos and the articles of the URL's topic, level and page. */
export async function loadHub({ api, locale, url }: PageLoaderArgs): Promise<HubData> {
  const topic = oneOfParam(url, 'topic', ARTICLE_TOPICS);
  const level = oneOfParam(url, 'level', LEVELS);
  const [page, events, videos, articles] = await Promise.all([
    pageCall(api, { slug: 'education', locale }),
    loadList(eventsCall(api, { locale, period: 'upcoming', 'page[number]': 1, 'page[size]': HUB_EVENTS })),
    loadList(videosCall(api, { locale, featured: true, 'page[number]': 1, 'page[size]': HUB_VIDEOS })),
    loadList(articlesCall(api, { locale, topic, level, ...paging(url, ARTICLES_PER_PAGE) })),
  ]);
  return { page: page.data, events, videos, articles, topic, level };
}
