import type { Locale } from '@brids/contracts';
import { CHAT_MESSAGE_MAX } from '@brids/contracts/chat';

/** The live chat's answers to visitors, in both languages (agents read the English ones). */
export const CHAT_WORDS = {
  id: {
    notFound: 'Percakapan tidak ditemukan.',
    unavailable: 'Saat ini tidak ada petugas yang dapat dihubungi. Silakan tinggalkan pesan, kami akan menghubungi Anda.',
    closed: 'Percakapan ini sudah ditutup.',
    invalid: 'Pesan tidak dapat diproses.',
    body: `Tulis pesan antara 1 dan ${CHAT_MESSAGE_MAX} karakter.`,
    clientId: 'clientId harus berupa teks 8–64 karakter.',
    clientIdTaken: 'clientId ini sudah dipakai untuk pesan lain.',
    locale: 'Bahasa harus id atau en.',
    transcript: 'Transkrip asisten tidak valid.',
    streams: 'Terlalu banyak koneksi untuk percakapan ini. Tutup tab lain lalu coba lagi.',
    accept: 'Aliran ini hanya tersedia sebagai text/event-stream.',
  },
  en: {
    notFound: 'Conversation not found.',
    unavailable: 'No agent can be reached right now. Please leave a message and we will get back to you.',
    closed: 'This conversation has been closed.',
    invalid: 'The message cannot be processed.',
    body: `Write a message of 1 to ${CHAT_MESSAGE_MAX} characters.`,
    clientId: 'clientId must be a text of 8–64 characters.',
    clientIdTaken: 'This clientId was already used for another message.',
    locale: 'The language must be id or en.',
    transcript: 'The assistant\'s transcript is not valid.',
    streams: 'Too many connections to this conversation. Close other tabs and try again.',
    accept: 'This stream is only available as text/event-stream.',
  },
} satisfies Record<Locale, Record<string, string>>;

export type ChatWord = keyof (typeof CHAT_WORDS)['en'];

/** A chat text in the visitor's language. */
export const chatWord = (locale: Locale, word: ChatWord) => CHAT_WORDS[locale][word];
