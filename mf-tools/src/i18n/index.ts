import { addCatalog } from '@brids/i18n';
import { en } from './common/en.ts';
import { id } from './common/id.ts';

/**
 * The tools remote's i18next namespace, added to the page's one instance. Each page adds the part
 * of the catalog it shows (`./calculator`, `./risk-profile`), so a page's chunk carries its own texts only.
 */
export const NS = 'tools';
addCatalog(NS, { id, en });
