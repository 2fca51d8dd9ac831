import type { FastifyInstance } from 'fastify';
import { ARTICLE_TOPICS, EVENT_PERIODS, LEVELS, VIDEO_CATEGORIES } from '@brids/contracts/education';
import type { AppContext } from '../app.ts';
import { notFound } from '../lib/errors.ts';
import { flag, locale, oneOf, pageNumber, pageSize, parseQuery, SLUG } from '../lib/query.ts';
import { findArticle, listArticles } from './articles.ts';
import { findEvent, listEvents } from './events.ts';
import { listVideos } from './videos.ts';

/** The education squad's resources: Eduvest events, educational videos, learn-investment articles. */
export function educationRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/eduvest-events', async (request) => {
    const q = parseQuery(request.query, {
      locale,
      'filter[period]': oneOf(EVENT_PERIODS).default('upcoming'),
      'page[number]': pageNumber,
      'page[size]': pageSize,
    });
    return listEvents(db, { locale: q.locale, period: q['filter[period]'], page: q['page[number]'], perPage: q['page[size]'] });
  });

  app.get<{ Params: { slug: string } }>('/api/eduvest-events/:slug', async (request) => {
    const q = parseQuery(request.query, { locale });
    if (!SLUG.test(request.params.slug)) throw notFound();
    const data = await findEvent(db, request.params.slug, q.locale);
    if (!data) throw notFound();
    return { data };
  });

  app.get('/api/educational-videos', async (request) => {
    const q = parseQuery(request.query, {
      locale,
      'filter[category]': oneOf(VIDEO_CATEGORIES).optional(),
      'filter[level]': oneOf(LEVELS).optional(),
      'filter[featured]': flag.optional(),
      'page[number]': pageNumber,
      'page[size]': pageSize,
    });
    return listVideos(db, {
      locale: q.locale,
      category: q['filter[category]'],
      level: q['filter[level]'],
      featured: q['filter[featured]'],
      page: q['page[number]'],
      perPage: q['page[size]'],
    });
  });

  app.get('/api/learn-investment', async (request) => {
    const q = parseQuery(request.query, {
      locale,
      'filter[topic]': oneOf(ARTICLE_TOPICS).optional(),
      'filter[level]': oneOf(LEVELS).optional(),
      'page[number]': pageNumber,
      'page[size]': pageSize,
    });
    return listArticles(db, {
      locale: q.locale,
      topic: q['filter[topic]'],
      level: q['filter[level]'],
      page: q['page[number]'],
      perPage: q['page[size]'],
    });
  });

  app.get<{ Params: { slug: string } }>('/api/learn-investment/:slug', async (request) => {
    const q = parseQuery(request.query, { locale });
    if (!SLUG.test(request.params.slug)) throw notFound();
    const data = await findArticle(db, request.params.slug, q.locale);
    if (!data) throw notFound();
    return { data };
  });
}
