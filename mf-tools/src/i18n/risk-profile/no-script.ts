import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';

/** The quiz page's words for a reader without JavaScript (the result page, which shares the quiz's catalog, does not carry them). */
export const id = {
  quiz: {
    noScriptTitle: 'Kuesioner profil risiko memerlukan JavaScript',
    noScriptText: 'JavaScript tidak aktif di peramban Anda. Aktifkan JavaScript untuk menjawab pertanyaannya, atau hubungi kami untuk menilai profil risiko Anda bersama tim kami.',
    noScriptContact: 'Hubungi kami',
  },
};

/** Listed by the quiz page only. */
export const quizNoScriptCatalog = defineCatalog(NS, { id, en: () => import('./no-script-en.ts').then((m) => m.en) });
