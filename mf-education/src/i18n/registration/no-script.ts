import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from './catalog.ts';

/** The registration page's words for a reader without JavaScript (only that page carries them). */
export const id = {
  noScriptTitle: 'Pendaftaran memerlukan JavaScript',
  noScriptText: 'JavaScript tidak aktif di peramban Anda. Pemeriksaan keamanan formulir (captcha) berjalan dengan JavaScript: aktifkan JavaScript untuk mendaftar lewat formulir ini, atau hubungi kami dan tim kami akan membantu Anda mendaftar.',
  noScriptContact: 'Hubungi kami',
};
const en: typeof id = {
  noScriptTitle: 'Registration needs JavaScript',
  noScriptText: 'JavaScript is turned off in your browser. The form\'s security check (the captcha) runs in JavaScript: turn it on to register with this form, or contact us and our team will help you register.',
  noScriptContact: 'Contact us',
};

/** The part of the registration namespace only the register page loads. */
export const noScriptCatalog = defineCatalog(NS, { id, en });
