import type { RouteDeclaration } from '@brids/contracts';
import { calculatorLimitsCall } from './api/calculator.ts';
import { riskQuestionsCall } from './api/risk-profile.ts';
import { preloadOf } from '@brids/contracts/api-preload';

/**
 * The tools squad's pages (spec §2 "Analysis tools"). Plain data: read by the build and the release tools.
 * `data`: the calls a page makes at once in the browser, preloaded by the document (from ./api).
 */
export const routes: RouteDeclaration[] = [
  {
    name: 'investment-calculator',
    paths: { en: 'analysis-tools/investment-calculator', id: 'alat-analisis/kalkulator-investasi' },
    module: './pages/investment-calculator',
    data: [preloadOf(calculatorLimitsCall, {})],
    title: { en: 'Investment Calculator', id: 'Kalkulator Investasi' },
  },
  {
    name: 'risk-profile',
    paths: { en: 'analysis-tools/risk-profile', id: 'alat-analisis/profil-risiko' },
    module: './pages/risk-profile',
    data: [preloadOf(riskQuestionsCall, { locale: ':locale' })],
    title: { en: 'Risk Profile', id: 'Profil Risiko' },
  },
  {
    name: 'risk-profile-result',
    paths: { en: 'risk-profile/result', id: 'profil-risiko/hasil' },
    module: './pages/risk-profile-result',
    data: [preloadOf(riskQuestionsCall, { locale: ':locale' })],
    title: { en: 'Risk Profile Result', id: 'Hasil Profil Risiko' },
  },
];
