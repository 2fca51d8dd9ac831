import { lazySchemaOf, lazySchema, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { Paging } from '@brids/platform/list';

/** Posts on a page of the blog. */
export const BLOG_PAGE_SIZE = 12;

/** GET /api/blog-posts: a page of posts of one category (or all), and every category's count. */
export const blogPostsCall = defineGet({
  path: () => '/blog-posts',
  schema: lazySchema(() => import('@brids/contracts/marketing/blog').then((m) => m.blogPostList)),
  query: (args: { locale: Locale; category?: string | undefined } & Paging) => ({
    locale: args.locale,
    'page[number]': args['page[number]'],
    'page[size]': args['page[size]'],
    'filter[category]': args.category,
  }),
});

/** GET /api/blog-posts/{slug}: a post with its author, body and related posts. */
export const blogPostCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/blog-posts/${encodeURIComponent(slug)}`,
  schema: lazySchemaOf(() => import('@brids/contracts/marketing/blog'), (m, s) => s.single(m.blogPost)),
  query: ({ locale }) => ({ locale }),
});
