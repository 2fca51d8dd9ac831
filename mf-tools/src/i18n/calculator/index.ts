import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';
import { id } from './id.ts';

/** The investment calculator's form: listed by its page. */
export const calculatorCatalog = defineCatalog(NS, { id, en: () => import('./en.ts').then((m) => m.en) });
