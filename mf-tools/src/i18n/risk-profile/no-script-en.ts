import type { id } from './no-script.ts';

/** The quiz page's words for a reader without JavaScript, English (loaded on English pages only). */
export const en: typeof id = {
  quiz: {
    noScriptTitle: 'The risk profile questionnaire needs JavaScript',
    noScriptText: 'JavaScript is turned off in your browser. Turn it on to answer the questions, or contact us to assess your risk profile with our team.',
    noScriptContact: 'Contact us',
  },
};
