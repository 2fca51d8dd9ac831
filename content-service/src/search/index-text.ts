import { plainText } from '../lib/html.ts';

/** The text of an HTML fragment for the index: block ends keep a space between their words. */
export function indexText(html: string): string {
  return plainText(html.replace(/<(?:\/(?:p|li|h[1-6]|div|td|th|tr|dd|dt|figcaption)|br\s*\/?)>/gi, '$& '));
}
