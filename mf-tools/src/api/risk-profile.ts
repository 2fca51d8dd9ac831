import {
  collection, riskProfileResult, riskQuestion, single, type ApiClient, type Locale, type RiskAnswers, type RiskProfileResult,
} from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/risk-profile/questions: the questionnaire, questions and answers in order, with their points. */
export const riskQuestionsCall = defineGet({
  path: () => '/risk-profile/questions',
  schema: collection(riskQuestion),
  query: ({ locale }: { locale: Locale }) => ({ locale }),
});

/** POST /api/risk-profile/result: the content service scores the answers (422 when one is missing or unknown). */
export async function scoreRiskAnswers(api: ApiClient, answers: RiskAnswers, locale: Locale): Promise<RiskProfileResult> {
  return (await api.post('/risk-profile/result', single(riskProfileResult), { answers }, { query: { locale } })).data;
}
