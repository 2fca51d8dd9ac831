import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@brids/contracts';

/**
 * The visitor's language for messages: the `locale` query parameter, else the first of id/en in
 * Accept-Language, else Indonesian (the default locale, spec §9).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLocale(query?.locale)) return query.locale;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const tag = part.trim().slice(0, 2).toLowerCase();
      if (isLocale(tag)) return tag;
    }
  }
  return 'id';
}
