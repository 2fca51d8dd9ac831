import { describe, expect, it } from 'vitest';
import { filterFaq } from './faq-filter.ts';

describe('the FAQ filter', () => {
  const categories = [
    { slug: 'brights', name: 'BRIGHTS', items: [
      { slug: 'lupa-pin', category: 'brights', question: 'Saya lupa PIN', answer: '<p>Pilih “Lupa PIN”.</p>' },
      { slug: 'perangkat', category: 'brights', question: 'Perangkat apa?', answer: '<p>Android dan iOS.</p>' },
    ] },
    { slug: 'account', name: 'Rekening', items: [{ slug: 'rdn', category: 'account', question: 'Apa itu RDN?', answer: '<p>Rekening dana nasabah.</p>' }] },
  ];
  it('keeps the questions holding every word, in any order and case, and drops empty categories', () => {
    expect(filterFaq(categories, 'pin LUPA').flatMap((c) => c.items.map((i) => i.slug))).toEqual(['lupa-pin']);
    expect(filterFaq(categories, 'rekening').map((c) => c.slug)).toEqual(['account']);
    expect(filterFaq(categories, '   ')).toBe(categories);
    expect(filterFaq(categories, 'p strong')).toEqual([]);
  });
});
