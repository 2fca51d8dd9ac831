import { riskProfileResult, single, type ApiClient, type Locale, type RiskAnswers, type RiskProfileResult } from '@brids/contracts';

/** POST /api/risk-profile/result: the content service scores the answers (422 when one is missing or unknown). */
export async function scoreRiskAnswers(api: ApiClient, answers: RiskAnswers, locale: Locale): Promise<RiskProfileResult> {
  return (await api.post('/risk-profile/result', single(riskProfileResult), { answers }, { query: { locale } })).data;
}
