import { lazySchema, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { VideoCategory } from '@brids/contracts/education/constants';
import type { Paging } from '@brids/platform/list';

/** GET /api/educational-videos: a category's videos (or all, or the featured ones) and each category's count. */
export const videosCall = defineGet({
  path: () => '/educational-videos',
  schema: lazySchema(() => import('@brids/contracts/education').then((m) => m.educationalVideoList)),
  query: ({ locale, category, featured, ...paging }: { locale: Locale; category?: VideoCategory | undefined; featured?: boolean } & Paging) => ({
    locale,
    'filter[category]': category,
    'filter[featured]': featured === undefined ? undefined : String(featured),
    ...paging,
  }),
});
