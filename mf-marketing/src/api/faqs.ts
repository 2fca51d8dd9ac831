import { collection, single, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import { faqCategory, faqItem } from '@brids/contracts/marketing';

/** GET /api/faq-categories: every category with its questions, in order. */
export const faqCategoriesCall = defineGet({
  path: () => '/faq-categories',
  schema: collection(faqCategory),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});

/** GET /api/faq-items/{slug}: one question and its answer. */
export const faqItemCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/faq-items/${encodeURIComponent(slug)}`,
  schema: single(faqItem),
  query: ({ locale }) => ({ locale }),
});
