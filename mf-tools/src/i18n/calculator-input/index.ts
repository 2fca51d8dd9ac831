import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';
import { en } from './en.ts';
import { id } from './id.ts';

/** The calculator's messages about badly written numbers and the retirement limits: loaded with the first one shown, off the first view. */
export const calculatorInputCatalog = defineCatalog(NS, { id, en });
