/**
 * The marketing remote's i18next namespace. Its words come in parts (`parts/<area>.ts`), each added
 * to the page's one instance by the modules that use it, so a page's first view carries only its own.
 */
export { NS } from './ns.ts';
