import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/faq-categories: every category with its questions, in order. */
export const faqCategoriesCall = defineGet({
  path: () => '/faq-categories',
  schema: lazySchemaOf(() => import('@brids/contracts/marketing/faqs'), (m, s) => s.collection(m.faqCategory)),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});

/** GET /api/faq-items/{slug}: one question and its answer. */
export const faqItemCall = defineGet({
  path: ({ slug }: { slug: string; locale: Locale }) => `/faq-items/${encodeURIComponent(slug)}`,
  schema: lazySchemaOf(() => import('@brids/contracts/marketing/faqs'), (m, s) => s.single(m.faqItem)),
  query: ({ locale }) => ({ locale }),
});
