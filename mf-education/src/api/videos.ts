import type { Locale } from '@brids/contracts';
import { educationalVideoList, type EducationalVideoList, type VideoCategory } from '@brids/contracts/education';
import type { Api } from './events.ts';

/** GET /api/educational-videos: a category's videos (or all, or the featured ones) and each category's count. */
export function fetchVideos(
  api: Api,
  query: { locale: Locale; category?: VideoCategory | undefined; featured?: boolean; page?: number; perPage?: number },
): Promise<EducationalVideoList> {
  return api.get('/educational-videos', educationalVideoList, {
    locale: query.locale,
    'filter[category]': query.category,
    'filter[featured]': query.featured === undefined ? undefined : query.featured ? 'true' : 'false',
    'page[number]': query.page,
    'page[size]': query.perPage,
  });
}
