import type { Locale } from '@brids/contracts';

/** A text in both locales. */
export type Bilingual = Record<Locale, string>;

/** Indonesian first, English second. */
export const b = (id: string, en: string): Bilingual => ({ id, en });

/** Ends every seeded body, description and article: the content is sample content. */
export const SAMPLE_NOTE: Bilingual = {
  id: '<p class="sample-note"><em>Konten contoh: angka bersifat ilustratif dan bukan rekomendasi investasi.</em></p>',
  en: '<p class="sample-note"><em>Sample content: figures are illustrative and not investment advice.</em></p>',
};
