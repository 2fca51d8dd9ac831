import { addCatalog } from '@brids/i18n';
import { NS } from '../index.ts';

/** The quiz page's words for a reader without JavaScript (the result page, which shares the quiz's catalog, does not carry them). */
const id = {
  quiz: {
    noScriptTitle: 'Kuesioner profil risiko memerlukan JavaScript',
    noScriptText: 'JavaScript tidak aktif di peramban Anda. Aktifkan JavaScript untuk menjawab pertanyaannya, atau hubungi kami untuk menilai profil risiko Anda bersama tim kami.',
    noScriptContact: 'Hubungi kami',
  },
};
const en: typeof id = {
  quiz: {
    noScriptTitle: 'The risk profile questionnaire needs JavaScript',
    noScriptText: 'JavaScript is turned off in your browser. Turn it on to answer the questions, or contact us to assess your risk profile with our team.',
    noScriptContact: 'Contact us',
  },
};
addCatalog(NS, { id, en });
export { NS };
