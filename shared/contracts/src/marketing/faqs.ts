import { z, type Infer } from '@brids/contracts/schema';

/** Questions and answers (`/api/faq-items`, the FAQ page's categories). */

/** A question and its (sanitised HTML) answer. */
export const faqItem = z.object({
  slug: z.string(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = Infer<typeof faqItem>;

export const faqCategory = z.object({ slug: z.string(), name: z.string(), items: z.array(faqItem) });
export type FaqCategory = Infer<typeof faqCategory>;
