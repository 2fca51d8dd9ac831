import { z, type Infer } from '@brids/contracts/schema';
import { image } from './image.ts';

/** Blog posts and their editors (`/api/blog-posts`). */

/** A tab of a list with how many items it holds. */
export const categoryCount = z.object({ slug: z.string(), name: z.string(), count: z.number() });
export type CategoryCount = Infer<typeof categoryCount>;

export const editor = z.object({ slug: z.string(), name: z.string(), role: z.string(), bio: z.string(), photo: image });
export type Editor = Infer<typeof editor>;

export const blogPostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: categoryCount,
  author: z.object({ slug: z.string(), name: z.string() }),
  published_at: z.string(),
  reading_minutes: z.number(),
  cover: image,
});
export type BlogPostSummary = Infer<typeof blogPostSummary>;

export const blogPost = z.extend(blogPostSummary, {
  body: z.string(),
  author: z.object({ slug: z.string(), name: z.string(), role: z.string(), photo: image }),
  related: z.array(blogPostSummary),
});
export type BlogPost = Infer<typeof blogPost>;

/** GET /api/blog-posts: a page of posts and, for the tabs, every category with its count. */
export const blogPostList = z.object({
  data: z.array(blogPostSummary),
  meta: z.object({ page: z.number(), perPage: z.number(), total: z.number(), categories: z.array(categoryCount), all: z.number() }),
});
export type BlogPostList = Infer<typeof blogPostList>;
