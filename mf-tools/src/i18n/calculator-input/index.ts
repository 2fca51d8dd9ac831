import { addCatalog } from '@brids/i18n';
import { NS } from '../index.ts';
import { en } from './en.ts';
import { id } from './id.ts';

/** The calculator's messages about badly written numbers and the retirement limits: a chunk of their own, off the first view. */
addCatalog(NS, { id, en });
export { NS };
