import type { ContentKind } from '../editorial/kind.ts';
import { calculatorLimitsKind } from './editorial/calculator-limits.ts';
import { riskProfilesKind } from './editorial/risk-profiles.ts';
import { riskQuestionsKind } from './editorial/risk-questions.ts';

/** The tools slice's content kinds, edited through the console (editorial/kind.ts). */
export const toolsKinds: ContentKind[] = [riskQuestionsKind, riskProfilesKind, calculatorLimitsKind];
