import type { FastifyInstance } from 'fastify';
import { single } from '@brids/contracts/schema';
import {
  ARTICLE_TOPICS, EVENT_PERIODS, LEVELS, VIDEO_CATEGORIES, educationalVideoList, eduvestEvent, eduvestEventList, learnArticle, learnArticleList,
} from '@brids/contracts/education';
import type { AppContext } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import { flag, locale, oneOf, pageNumber, pageSize, SLUG } from '../lib/query.ts';
import { findArticle, listArticles } from './articles.ts';
import { findEvent, listEvents } from './events.ts';
import { listVideos } from './videos.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const localeQuery = { locale };
const eventQuery = {
  locale,
  'filter[period]': oneOf(EVENT_PERIODS).default('upcoming'),
  'page[number]': pageNumber,
  'page[size]': pageSize,
};
const videoQuery = {
  locale,
  'filter[category]': oneOf(VIDEO_CATEGORIES).optional(),
  'filter[level]': oneOf(LEVELS).optional(),
  'filter[featured]': flag.meta({ description: 'true: featured videos only.' }).optional(),
  'page[number]': pageNumber,
  'page[size]': pageSize,
};
const articleQuery = {
  locale,
  'filter[topic]': oneOf(ARTICLE_TOPICS).optional(),
  'filter[level]': oneOf(LEVELS).optional(),
  'page[number]': pageNumber,
  'page[size]': pageSize,
};

/** The education squad's resources: Eduvest events, educational videos, learn-investment articles. */
export function educationRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/eduvest-events', {
    schema: apiSchema({ summary: 'Eduvest events of a period (upcoming soonest first, past latest first); meta.counts per period', query: eventQuery, response: eduvestEventList }),
  }, async (request) => {
    const q = request.query;
    return listEvents(db, { locale: q.locale, period: q['filter[period]'], page: q['page[number]'], perPage: q['page[size]'] });
  });

  app.get('/api/eduvest-events/:slug', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'An Eduvest event with its status (open, full, closed, finished)', query: localeQuery, response: single(eduvestEvent) }),
  }, async (request) => {
    const q = request.query;
    if (!SLUG.test(request.params.slug)) throw notFound();
    const data = await findEvent(db, request.params.slug, q.locale);
    if (!data) throw notFound();
    return { data };
  });

  app.get('/api/educational-videos', {
    schema: apiSchema({ summary: 'Educational videos', query: videoQuery, response: educationalVideoList }),
  }, async (request) => {
    const q = request.query;
    return listVideos(db, {
      locale: q.locale,
      category: q['filter[category]'],
      level: q['filter[level]'],
      featured: q['filter[featured]'],
      page: q['page[number]'],
      perPage: q['page[size]'],
    });
  });

  app.get('/api/learn-investment', {
    schema: apiSchema({ summary: 'Learn-investment articles', query: articleQuery, response: learnArticleList }),
  }, async (request) => {
    const q = request.query;
    return listArticles(db, {
      locale: q.locale,
      topic: q['filter[topic]'],
      level: q['filter[level]'],
      page: q['page[number]'],
      perPage: q['page[size]'],
    });
  });

  app.get('/api/learn-investment/:slug', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'A learn-investment article with its table of contents', query: localeQuery, response: single(learnArticle) }),
  }, async (request) => {
    const q = request.query;
    if (!SLUG.test(request.params.slug)) throw notFound();
    const data = await findArticle(db, request.params.slug, q.locale);
    if (!data) throw notFound();
    return { data };
  });
}
