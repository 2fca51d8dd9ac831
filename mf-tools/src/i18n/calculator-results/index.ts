import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';
import { en } from './en.ts';
import { id } from './id.ts';

/** The calculator's results, chart and table: loaded with the results' chunk. */
export const calculatorResultsCatalog = defineCatalog(NS, { id, en });
