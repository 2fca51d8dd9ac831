import { collection, riskQuestion, type Locale } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/risk-profile/questions: the questionnaire, questions and answers in order, with their points. */
export const riskQuestionsCall = defineGet({
  path: () => '/risk-profile/questions',
  schema: collection(riskQuestion),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});
