import { lazySchemaOf, type ApiClient, type Locale, type RiskAnswers, type RiskProfileResult } from '@brids/contracts';

/** The answer's schema, loaded with the first scoring (the tools contract and zod are in no first view). */
const resultSchema = lazySchemaOf(() => import('@brids/contracts/tools'), (m, s) => s.single(m.riskProfileResult));

/** POST /api/risk-profile/result: the content service scores the answers (422 when one is missing or unknown). */
export async function scoreRiskAnswers(api: ApiClient, answers: RiskAnswers, locale: Locale): Promise<RiskProfileResult> {
  return (await api.post('/risk-profile/result', resultSchema, { answers }, { query: { locale } })).data;
}
