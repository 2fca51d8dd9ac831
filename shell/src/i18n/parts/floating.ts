// Part of the shell's `shell` namespace. The floating buttons' words, in their after-paint chunk (off the first view).

export const id = {
  floating: {
    downloadForms: 'Download Formulir',
    formsTitle: 'Informasi Formulir Pembukaan Rekening',
    formsEmpty: 'Formulir belum tersedia.',
    formsFailed: 'Formulir tidak dapat dimuat. Silakan coba lagi.',
    download: 'Unduh {{name}}',
    chat: 'Chat WhatsApp',
    chatLabel: 'Chat WhatsApp (tab baru)',
    ask: 'Ask {{name}}',
  },
};

export const en: typeof id = {
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
