import { lazySchemaOf, lazySchema, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { Paging } from '@brids/platform/list';

/** Announcements on a page of the list. */
export const ANNOUNCEMENT_PAGE_SIZE = 12;

/** GET /api/announcement-items: a page of announcements of one year (or all), newest first, and the years that have some. */
export const announcementsCall = defineGet({
  path: () => '/announcement-items',
  schema: lazySchema(() => import('@brids/contracts/marketing/announcements').then((m) => m.announcementList)),
  query: (args: { locale: Locale; year?: number | undefined } & Paging) => ({
    locale: args.locale,
    'page[number]': args['page[number]'],
    'page[size]': args['page[size]'],
    'filter[year]': args.year,
  }),
});

/** GET /api/announcement-items/{slug}: one announcement with its attachments. */
export const announcementCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/announcement-items/${encodeURIComponent(slug)}`,
  schema: lazySchemaOf(() => import('@brids/contracts/marketing/announcements'), (m, s) => s.single(m.announcement)),
  query: ({ locale }) => ({ locale }),
});
