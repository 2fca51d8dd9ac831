import type { Transaction } from 'kysely';
import { z } from 'zod';
import { blogPost, editor } from '@brids/contracts/marketing';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, dateTime, filled, html, slugField, url, wholeNumber } from '../../lib/both-languages.ts';
import { HttpError } from '../../lib/errors.ts';
import { sanitize } from '../../lib/html.ts';
import type { DB } from '../../schema.ts';
import { siteUrls } from '../../site/site-paths.ts';

const e = editor.shape;
const p = blogPost.shape;

/** A member of the blog's editorial board (`GET /api/editors`): their name is the same in both languages; `sort_order` places them. */
export const blogEditorDocument = z.object({
  slug: slugField(e.slug),
  sort_order: wholeNumber(z.number(), 0, 'Enter a whole number of 0 or more (their place on the board)'),
  name: filled(e.name, 'Fill in the name'),
  photo_url: url(filled(e.photo.shape.url, 'Choose a photo')),
  role: bothLanguages(filled(e.role, 'Fill in the role')),
  bio: bothLanguages(e.bio),
});
export type BlogEditorDocument = z.infer<typeof blogEditorDocument>;

/**
 * A blog post (`GET /api/blog-posts/{slug}`), both languages together: `category` is a blog category's
 * slug, `author` an editor's; it shows from `published_at`. The body is HTML, sanitised when published.
 */
export const blogPostDocument = z.object({
  slug: slugField(p.slug),
  category: slugField(p.category.shape.slug),
  author: slugField(p.author.shape.slug),
  published_at: dateTime(p.published_at),
  reading_minutes: wholeNumber(p.reading_minutes, 1, 'Enter the minutes it takes to read (1 or more)'),
  cover_url: url(filled(p.cover.shape.url, 'Choose a cover image')),
  title: bothLanguages(filled(p.title, 'Fill in the title')),
  summary: bothLanguages(p.summary),
  body: bothLanguages(html(filled(p.body, 'Write the post'))),
});
export type BlogPostDocument = z.infer<typeof blogPostDocument>;

/** The blog's editorial board. Posts name their author, so one is taken off (its row deleted) only when no post does: 409 otherwise. */
export const blogEditorsKind: ContentKind<BlogEditorDocument> = {
  name: 'blog-editors',
  label: { id: 'Dewan redaksi blog', en: 'Blog editorial board' },
  writers: ['editor'],
  fourEyes: false,
  schema: blogEditorDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => ({ id: doc.name, en: doc.name }),
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('editors').select('slug').orderBy('sort_order').orderBy('id').execute()).map((r) => r.slug);
  },
  async read(db, key) {
    const row = await db.selectFrom('editors').selectAll().where('slug', '=', key).executeTakeFirst();
    if (!row) return undefined;
    return {
      slug: row.slug, sort_order: Number(row.sort_order), name: row.name, photo_url: row.photo_url,
      role: { id: row.role_id, en: row.role_en }, bio: { id: row.bio_id, en: row.bio_en },
    };
  },
  async publish(trx, doc) {
    const values = { sort_order: doc.sort_order, name: doc.name, photo_url: doc.photo_url, role_id: doc.role.id, role_en: doc.role.en, bio_id: doc.bio.id, bio_en: doc.bio.en };
    const existing = await trx.selectFrom('editors').select('id').where('slug', '=', doc.slug).executeTakeFirst();
    if (existing) await trx.updateTable('editors').set(values).where('id', '=', existing.id).execute();
    else await trx.insertInto('editors').values({ slug: doc.slug, ...values }).execute();
  },
  async unpublish(trx, key) {
    const row = await trx.selectFrom('editors').select('id').where('slug', '=', key).executeTakeFirst();
    if (!row) return;
    const wrote = await trx.selectFrom('blog_posts').select('id').where('author_id', '=', row.id).limit(1).executeTakeFirst();
    if (wrote) throw new HttpError(409, 'Blog posts name this editor as their author: give them another author or take them off first');
    await trx.deleteFrom('editors').where('id', '=', row.id).execute();
  },
  sitePaths: () => siteUrls('blog-editor-board'),
};

/** The ids a post refers to, or a 422 naming each field whose category or editor does not exist. */
async function references(trx: Transaction<DB>, doc: BlogPostDocument): Promise<{ category_id: number; author_id: number }> {
  const [category, author] = await Promise.all([
    trx.selectFrom('blog_categories').select('id').where('slug', '=', doc.category).executeTakeFirst(),
    trx.selectFrom('editors').select('id').where('slug', '=', doc.author).executeTakeFirst(),
  ]);
  if (category && author) return { category_id: category.id, author_id: author.id };
  const errors: Record<string, string[]> = {};
  if (!category) errors.category = ['Choose a category of the blog (publish the category first)'];
  if (!author) errors.author = ['Choose an editor of the blog as the author (publish the editor first)'];
  throw new HttpError(422, 'The post cannot be published as it is', errors);
}

/** Blog posts: related posts are found by category, nothing refers to a post, so taking it off deletes its row. */
export const blogPostsKind: ContentKind<BlogPostDocument> = {
  name: 'blog-posts',
  label: { id: 'Artikel blog', en: 'Blog posts' },
  writers: ['editor'],
  fourEyes: false,
  schema: blogPostDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => doc.title,
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('blog_posts').select('slug').orderBy('published_at', 'desc').orderBy('id', 'desc').execute()).map((r) => r.slug);
  },
  async read(db, key) {
    const row = await db.selectFrom('blog_posts as p')
      .innerJoin('blog_categories as c', 'c.id', 'p.category_id')
      .innerJoin('editors as e', 'e.id', 'p.author_id')
      .selectAll('p').select(['c.slug as category', 'e.slug as author']).where('p.slug', '=', key).executeTakeFirst();
    if (!row) return undefined;
    return {
      slug: row.slug, category: row.category, author: row.author, published_at: row.published_at,
      reading_minutes: Number(row.reading_minutes), cover_url: row.cover_url,
      title: { id: row.title_id, en: row.title_en }, summary: { id: row.summary_id, en: row.summary_en }, body: { id: row.body_id, en: row.body_en },
    };
  },
  async publish(trx, doc) {
    const values = {
      ...(await references(trx, doc)), published_at: doc.published_at, reading_minutes: doc.reading_minutes, cover_url: doc.cover_url,
      title_id: doc.title.id, title_en: doc.title.en, summary_id: doc.summary.id, summary_en: doc.summary.en,
      body_id: sanitize(doc.body.id), body_en: sanitize(doc.body.en),
    };
    const existing = await trx.selectFrom('blog_posts').select('id').where('slug', '=', doc.slug).executeTakeFirst();
    if (existing) await trx.updateTable('blog_posts').set(values).where('id', '=', existing.id).execute();
    else await trx.insertInto('blog_posts').values({ slug: doc.slug, ...values }).execute();
  },
  async unpublish(trx, key) {
    await trx.deleteFrom('blog_posts').where('slug', '=', key).execute();
  },
  sitePaths: (doc) => {
    const page = siteUrls('blog');
    return { id: `${page.id}/${doc.slug}`, en: `${page.en}/${doc.slug}` };
  },
};
