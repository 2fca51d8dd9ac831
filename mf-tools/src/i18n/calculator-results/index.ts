import { addCatalog } from '@brids/i18n';
import { NS } from '../index.ts';
import { en } from './en.ts';
import { id } from './id.ts';

/** The calculator results part of the tools namespace: import `NS` from here in the pages that show it. */
addCatalog(NS, { id, en });
export { NS };
