/**
 * The assistant panel's words (`shell` namespace, `assistant.*`): added with the panel's chunk
 * (`assistant/chat-panel.tsx`, loaded on the first open), never in the boot chunk. English in `en.ts`, same keys.
 */
export const id = {
  assistant: {
    title: 'Tanya {{name}}',
    intro: 'Halo, saya {{name}}. Tanyakan tentang produk, rekening dan layanan kami: saya menjawab dari FAQ dan halaman situs ini.',
    close: 'Tutup obrolan',
    question: 'Pertanyaan Anda',
    placeholder: 'Tulis pertanyaan…',
    send: 'Kirim',
    tooShort: 'Tulis minimal 2 karakter.',
    you: 'Anda',
    thinking: '{{name}} sedang mencari…',
    faqFound: 'Dari FAQ kami:',
    faqLink: 'Buka jawaban ini di halaman FAQ',
    pagesFound: 'Halaman-halaman ini mungkin membantu:',
    nothing: 'Maaf, saya tidak menemukan jawaban yang tepat di situs ini. Petugas layanan nasabah kami dapat membantu:',
    failed: 'Jawaban tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.',
    limited: 'Terlalu banyak pertanyaan dalam waktu singkat. Silakan coba lagi sebentar lagi.',
    personTitle: 'Bicara dengan petugas',
    personText: 'Obrolan langsung dengan petugas belum tersedia di sini. Hubungi kami lewat:',
    contactPage: 'Halaman Hubungi Kami',
    whatsapp: 'Chat WhatsApp (tab baru)',
  },
};

export type AssistantCatalog = typeof id;
