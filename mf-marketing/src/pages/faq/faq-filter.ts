import type { FaqCategory } from '@brids/contracts/marketing';

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
const text = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** The categories with only the questions whose question or answer holds every word of `query` (accents and case ignored). */
export function filterFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  return categories
    .map((c) => ({ ...c, items: c.items.filter((item) => words.every((w) => fold(`${item.question} ${text(item.answer)}`).includes(w))) }))
    .filter((c) => c.items.length > 0);
}
