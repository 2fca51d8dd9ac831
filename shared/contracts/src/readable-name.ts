/**
 * A field name as words, for a field no label is written for yet: `published_at` → 'Published at', `keyPoints` →
 * 'Key points'. The content service's field labels and the console's forms use it (never the raw key).
 */
export function readableName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
