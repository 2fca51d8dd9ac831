import { z } from 'zod';
import { categoryCount, faqCategory } from '@brids/contracts/marketing';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, filled, slugField, wholeNumber } from '../../lib/both-languages.ts';
import { HttpError } from '../../lib/errors.ts';
import { siteUrls } from '../../site/site-paths.ts';

const blog = categoryCount.shape;
const faq = faqCategory.shape;

/** A category of the blog's or the FAQ's tabs, both languages together; `sort_order` places its tab. */
export const blogCategoryDocument = z.object({
  slug: slugField(blog.slug),
  sort_order: wholeNumber(z.number(), 0, 'Enter a whole number of 0 or more (its place among the tabs)'),
  name: bothLanguages(filled(blog.name, 'Fill in the name')),
});
export const faqCategoryDocument = z.object({
  slug: slugField(faq.slug),
  sort_order: blogCategoryDocument.shape.sort_order,
  name: bothLanguages(filled(faq.name, 'Fill in the name')),
});
export type CategoryDocument = z.infer<typeof blogCategoryDocument>;

interface CategoryTable {
  table: 'blog_categories' | 'faq_categories';
  /** The rows that file themselves under a category. */
  items: 'blog_posts' | 'faqs';
  /** The editor's sentence when items still sit in the category. */
  inUse: string;
}

/**
 * The blog's and the FAQ's categories (`blog_categories`, `faq_categories`). Taking one off deletes its
 * row, which only an empty category allows (posts and questions refer to it: 409 otherwise).
 */
function categoriesKind(name: string, label: { id: string; en: string }, schema: typeof blogCategoryDocument, { table, items, inUse }: CategoryTable, page: 'blog' | 'faq'): ContentKind<CategoryDocument> {
  return {
    name,
    label,
    writers: ['editor'],
    fourEyes: false,
    schema,
    keyOf: (doc) => doc.slug,
    titleOf: (doc) => doc.name,
    creatable: true,
    deletable: true,
    async listKeys(db) {
      return (await db.selectFrom(table).select('slug').orderBy('sort_order').orderBy('id').execute()).map((r) => r.slug);
    },
    async read(db, key) {
      const row = await db.selectFrom(table).selectAll().where('slug', '=', key).executeTakeFirst();
      return row && { slug: row.slug, sort_order: Number(row.sort_order), name: { id: row.name_id, en: row.name_en } };
    },
    async publish(trx, doc) {
      const values = { sort_order: doc.sort_order, name_id: doc.name.id, name_en: doc.name.en };
      const existing = await trx.selectFrom(table).select('id').where('slug', '=', doc.slug).executeTakeFirst();
      if (existing) await trx.updateTable(table).set(values).where('id', '=', existing.id).execute();
      else await trx.insertInto(table).values({ slug: doc.slug, ...values }).execute();
    },
    async unpublish(trx, key) {
      const row = await trx.selectFrom(table).select('id').where('slug', '=', key).executeTakeFirst();
      if (!row) return;
      const used = await trx.selectFrom(items).select('id').where('category_id', '=', row.id).limit(1).executeTakeFirst();
      if (used) throw new HttpError(409, inUse);
      await trx.deleteFrom(table).where('id', '=', row.id).execute();
    },
    sitePaths: () => siteUrls(page),
  };
}

export const blogCategoriesKind = categoriesKind(
  'blog-categories', { id: 'Kategori blog', en: 'Blog categories' }, blogCategoryDocument,
  { table: 'blog_categories', items: 'blog_posts', inUse: 'Posts are filed under this category: move or take them off first' }, 'blog',
);
export const faqCategoriesKind = categoriesKind(
  'faq-categories', { id: 'Kategori FAQ', en: 'FAQ categories' }, faqCategoryDocument,
  { table: 'faq_categories', items: 'faqs', inUse: 'Questions are filed under this category: move or take them off first' }, 'faq',
);
