import { snippet } from '../../src/search/search-index.ts';
export { promoStatus } from '../../src/marketing/data.ts';

/** A snippet with its marked pieces in brackets. */
export function snippetText(text: string, words: string[]): string {
  return snippet(text, words).map((p) => (p.mark ? `[${p.text}]` : p.text)).join('');
}
