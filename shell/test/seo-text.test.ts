import { describe, expect, it } from 'vitest';
import { routeDeclaration } from '@brids/contracts/release';
import { clip, plainText, readDate, readImage, readPath, readText } from '../server/seo/data-path.ts';

const entry = {
  title: 'Laba naik <5% & "stabil"',
  summary: '<p>Ringkasan <strong>laporan</strong>&nbsp;kuartal.</p><script>alert(1)</script>',
  image: { url: '/images/blog/keuangan.jpg', alt: '' },
  cover: '/images/research/report-cover.jpg',
  authors: [{ name: 'Tim Riset' }],
  attributes: { author: 'Tim Redaksi', starts_at: '2026-12-05T02:00:00.000Z', quota: 300 },
  published_at: 'not a date',
};

describe('reading head fields from a content answer', () => {
  it('follows dotted paths through objects and list indexes, and nothing else', () => {
    expect(readPath(entry, 'image.url')).toBe('/images/blog/keuangan.jpg');
    expect(readPath(entry, 'authors.0.name')).toBe('Tim Riset');
    expect(readPath(entry, 'authors.1.name')).toBeUndefined();
    expect(readPath(entry, 'title.length')).toBeUndefined();
    expect(readPath(entry, 'constructor')).toBeUndefined();
  });

  it('takes the first path that holds a text, a number, or an object with a name', () => {
    expect(readText(entry, ['author', 'attributes.author'])).toBe('Tim Redaksi');
    expect(readText(entry, ['attributes.quota'])).toBe('300');
    expect(readText(entry, ['authors.0'])).toBe('Tim Riset');
    expect(readText(entry, ['missing'])).toBeUndefined();
  });

  it('reads an image as a URL or an image object', () => {
    expect(readImage(entry, 'image')).toBe('/images/blog/keuangan.jpg');
    expect(readImage(entry, 'cover')).toBe('/images/research/report-cover.jpg');
    expect(readImage(entry, 'title.x')).toBeUndefined();
  });

  it('accepts only real dates', () => {
    expect(readDate(entry, ['published_at', 'attributes.starts_at'])).toBe('2026-12-05T02:00:00.000Z');
    expect(readDate(entry, ['published_at'])).toBeUndefined();
  });

  it('drops tags (and scripts) but keeps text that only looks like markup', () => {
    expect(plainText(entry.summary)).toBe('Ringkasan laporan kuartal.');
    expect(plainText(entry.title)).toBe('Laba naik <5% & "stabil"');
  });

  it('clips a description at a word boundary', () => {
    const text = 'Saham '.repeat(60).trim();
    const clipped = clip(text, 200);
    expect(clipped.length).toBeLessThanOrEqual(200);
    expect(clipped.endsWith('Saham…')).toBe(true);
    expect(clip('pendek', 200)).toBe('pendek');
  });
});

describe('the route declaration contract', () => {
  const base = { name: 'blog-detail', paths: { en: 'blog/:slug', id: 'blog/:slug' }, module: './pages/blog-detail', title: { en: 'Blog', id: 'Blog' } };

  it('takes head fields and a description per locale', () => {
    const parsed = routeDeclaration.safeParse({
      ...base,
      description: { en: 'Articles', id: 'Artikel' },
      head: { schema: 'Article', title: 'headline', image: 'cover.url', author: 'authors.0.name', noindex: false },
    });
    expect(parsed.success).toBe(true);
  });

  it('refuses an unknown schema type, a path that is no dotted path, a source outside /api', () => {
    expect(routeDeclaration.safeParse({ ...base, head: { schema: 'Product' } }).success).toBe(false);
    expect(routeDeclaration.safeParse({ ...base, head: { title: 'data[0]' } }).success).toBe(false);
    expect(routeDeclaration.safeParse({ ...base, head: { schema: 'FAQPage', source: 'https://example.com/faqs' } }).success).toBe(false);
    expect(routeDeclaration.safeParse({ ...base, description: { en: 'only English' } }).success).toBe(false);
  });
});
