import type { Transaction } from 'kysely';
import { z } from 'zod';
import { faqItem } from '@brids/contracts/marketing';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, filled, html, slugField, wholeNumber } from '../../lib/both-languages.ts';
import { HttpError } from '../../lib/errors.ts';
import { sanitize } from '../../lib/html.ts';
import type { DB } from '../../schema.ts';
import { SITE_ROUTES, siteUrls } from '../../site/site-paths.ts';

const f = faqItem.shape;
const isRoute = (name: string) => Object.hasOwn(SITE_ROUTES, name);

/**
 * A question of the FAQ (`GET /api/faq-items/{slug}`, the FAQ page's categories), both languages together.
 * `category` is a FAQ category's slug; `offering_slug` the product or service page (route name) that also
 * lists it, or null; `sort_order` its place in its category. The answer is HTML, sanitised when published.
 */
export const faqDocument = z.object({
  slug: slugField(f.slug),
  category: slugField(f.category),
  offering_slug: z.nullable(z.string().check(z.refine(isRoute, 'Choose a product or service page (a route name such as mutual-fund), or leave it empty'))),
  sort_order: wholeNumber(z.number(), 0, 'Enter a whole number of 0 or more (its place in its category)'),
  question: bothLanguages(filled(f.question, 'Fill in the question')),
  answer: bothLanguages(html(filled(f.answer, 'Write the answer'))),
});
export type FaqDocument = z.infer<typeof faqDocument>;

/** The category's id, or a 422 on `category` when the FAQ has no such category. */
async function categoryId(trx: Transaction<DB>, slug: string): Promise<number> {
  const row = await trx.selectFrom('faq_categories').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new HttpError(422, 'The question cannot be published as it is', { category: ['Choose a category of the FAQ (publish the category first)'] });
  return row.id;
}

/** The FAQ's questions: nothing refers to one, so taking it off deletes its row (the editorial layer keeps the document). */
export const faqItemsKind: ContentKind<FaqDocument> = {
  name: 'faq-items',
  label: { id: 'Pertanyaan FAQ', en: 'FAQ questions' },
  writers: ['editor'],
  fourEyes: false,
  schema: faqDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => doc.question,
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('faqs').select('slug').orderBy('category_id').orderBy('sort_order').orderBy('id').execute()).map((r) => r.slug);
  },
  async read(db, key) {
    const row = await db.selectFrom('faqs as f').innerJoin('faq_categories as c', 'c.id', 'f.category_id')
      .selectAll('f').select('c.slug as category').where('f.slug', '=', key).executeTakeFirst();
    if (!row) return undefined;
    return {
      slug: row.slug, category: row.category, offering_slug: row.offering_slug, sort_order: Number(row.sort_order),
      question: { id: row.question_id, en: row.question_en }, answer: { id: row.answer_id, en: row.answer_en },
    };
  },
  async publish(trx, doc) {
    const values = {
      category_id: await categoryId(trx, doc.category), offering_slug: doc.offering_slug, sort_order: doc.sort_order,
      question_id: doc.question.id, question_en: doc.question.en, answer_id: sanitize(doc.answer.id), answer_en: sanitize(doc.answer.en),
    };
    const existing = await trx.selectFrom('faqs').select('id').where('slug', '=', doc.slug).executeTakeFirst();
    if (existing) await trx.updateTable('faqs').set(values).where('id', '=', existing.id).execute();
    else await trx.insertInto('faqs').values({ slug: doc.slug, ...values }).execute();
  },
  async unpublish(trx, key) {
    await trx.deleteFrom('faqs').where('slug', '=', key).execute();
  },
  sitePaths: (doc) => {
    const faq = siteUrls('faq');
    return { id: `${faq.id}/${doc.slug}`, en: `${faq.en}/${doc.slug}` };
  },
};
