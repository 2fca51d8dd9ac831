import { addCatalog } from '@brids/i18n';
import { NS } from './index.ts';

/** The registration page's words for a reader without JavaScript (only that page carries them). */
const id = {
  noScriptTitle: 'Pendaftaran memerlukan JavaScript',
  noScriptText: 'JavaScript tidak aktif di peramban Anda. Aktifkan JavaScript untuk mendaftar lewat formulir ini, atau hubungi kami dan tim kami akan membantu Anda mendaftar.',
  noScriptContact: 'Hubungi kami',
};
const en: typeof id = {
  noScriptTitle: 'Registration needs JavaScript',
  noScriptText: 'JavaScript is turned off in your browser. Turn it on to register with this form, or contact us and our team will help you register.',
  noScriptContact: 'Contact us',
};
addCatalog(NS, { id, en });
export { NS };
