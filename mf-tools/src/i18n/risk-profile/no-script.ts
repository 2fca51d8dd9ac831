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
export const en: typeof id = {
  quiz: {
    noScriptTitle: 'The risk profile questionnaire needs JavaScript',
    noScriptText: 'JavaScript is turned off in your browser. Turn it on to answer the questions, or contact us to assess your risk profile with our team.',
    noScriptContact: 'Contact us',
  },
};

/** Listed by the quiz page only. */
export const quizNoScriptCatalog = defineCatalog(NS, { id, en });
