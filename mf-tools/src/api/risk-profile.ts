import { lazySchemaOf, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/risk-profile/questions: the questionnaire, questions and answers in order, with their points. */
export const riskQuestionsCall = defineGet({
  path: () => '/risk-profile/questions',
  schema: lazySchemaOf(() => import('@brids/contracts/tools'), (m, s) => s.collection(m.riskQuestion)),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});
