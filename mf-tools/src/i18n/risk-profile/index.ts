import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';
import { id } from './id.ts';

/** The risk-profile quiz's and result's words: listed by both pages. */
export const riskProfileCatalog = defineCatalog(NS, { id, en: () => import('./en.ts').then((m) => m.en) });
