import type { FloatingCatalog } from './id.ts';

export const en: FloatingCatalog = {
  floating: {
    downloadForms: 'Download Formulir',
    formsTitle: 'Open Account Form Information',
    formsEmpty: 'No forms are available yet.',
    formsFailed: 'The forms could not be loaded. Please try again.',
    download: 'Download {{name}}',
    chat: 'WhatsApp chat',
    chatLabel: 'WhatsApp chat (new tab)',
    ask: 'Ask {{name}}',
  },
};
