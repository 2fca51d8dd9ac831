import type { RouteDeclaration } from '@brids/contracts';

/** The tools squad's pages (spec §2 "Analysis tools"). Plain data: read by the build and the release tools. */
export const routes: RouteDeclaration[] = [
  {
    name: 'investment-calculator',
    paths: { en: 'analysis-tools/investment-calculator', id: 'alat-analisis/kalkulator-investasi' },
    module: './pages/investment-calculator',
    data: ['/api/calculator/limits'],
    title: { en: 'Investment Calculator', id: 'Kalkulator Investasi' },
  },
  {
    name: 'risk-profile',
    paths: { en: 'analysis-tools/risk-profile', id: 'alat-analisis/profil-risiko' },
    module: './pages/risk-profile',
    data: ['/api/risk-profile/questions?locale=:locale'],
    title: { en: 'Risk Profile', id: 'Profil Risiko' },
  },
  {
    name: 'risk-profile-result',
    paths: { en: 'risk-profile/result', id: 'profil-risiko/hasil' },
    module: './pages/risk-profile-result',
    data: ['/api/risk-profile/questions?locale=:locale'],
    title: { en: 'Risk Profile Result', id: 'Hasil Profil Risiko' },
  },
];
