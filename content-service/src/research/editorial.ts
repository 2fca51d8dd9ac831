import type { ContentKind } from '../editorial/kind.ts';
import { companiesKind } from './editorial/companies.ts';
import { newsKind } from './editorial/company-news.ts';
import { actionsKind } from './editorial/corporate-actions.ts';
import { financialsKind } from './editorial/financial-statements.ts';
import { recommendationsKind } from './editorial/recommendations.ts';
import { reportsKind } from './editorial/reports.ts';
import { editionsKind } from './editorial/sapa-mentari.ts';

/**
 * The research slice's content kinds, edited through the console (editorial/kind.ts), written by research
 * publishers. Reports, Sapa Mentari issues and recommendations need a second research publisher's approval.
 */
export const researchKinds: ContentKind[] = [reportsKind, editionsKind, recommendationsKind, actionsKind, companiesKind, financialsKind, newsKind];
