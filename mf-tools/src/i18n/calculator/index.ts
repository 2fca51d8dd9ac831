import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';
import { en } from './en.ts';
import { id } from './id.ts';

/** The investment calculator's form: listed by its page. */
export const calculatorCatalog = defineCatalog(NS, { id, en });
