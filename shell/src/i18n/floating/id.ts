/**
 * The floating buttons' words (`shell` namespace, `floating.*`): added with their lazy chunk
 * (`layout/floating-buttons.tsx`), never in the boot chunk's catalog. English in `en.ts`, same keys.
 */
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

export type FloatingCatalog = typeof id;
