// Part of the shell's `shell` namespace. The assistant panel's words (`assistant.*`), added with the panel's chunk
// (`assistant/chat-panel.tsx`, loaded on the first open), never in the shell's first view.

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

export const en: typeof id = {
  assistant: {
    title: 'Ask {{name}}',
    intro: 'Hi, I am {{name}}. Ask me about our products, accounts and services: I answer from this site\'s FAQ and pages.',
    close: 'Close the chat',
    question: 'Your question',
    placeholder: 'Type a question…',
    send: 'Send',
    tooShort: 'Write at least 2 characters.',
    you: 'You',
    thinking: '{{name}} is looking…',
    faqFound: 'From our FAQ:',
    faqLink: 'Open this answer on the FAQ page',
    pagesFound: 'These pages may help:',
    nothing: 'Sorry, I found no good answer to that on this site. Our client service can help:',
    failed: 'The answer could not be loaded. Check your connection and try again.',
    limited: 'Too many questions in a short time. Please try again in a moment.',
    personTitle: 'Talk to a person',
    personText: 'A live chat with an agent is not available here yet. Reach us through:',
    contactPage: 'The Contact Us page',
    whatsapp: 'WhatsApp chat (new tab)',
  },
};
