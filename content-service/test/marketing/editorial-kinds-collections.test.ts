import { describe, expect, it } from 'vitest';
import { collection, list, single, z } from '@brids/contracts/schema';
import { announcement, announcementList, blogPost, blogPostList, editor, faqCategory, faqItem, promo, promoSummary } from '@brids/contracts/marketing';
import { announcementsKind } from '../../src/marketing/editorial/announcements.ts';
import { blogEditorsKind, blogPostsKind } from '../../src/marketing/editorial/blog.ts';
import { blogCategoriesKind, faqCategoriesKind } from '../../src/marketing/editorial/categories.ts';
import { faqItemsKind } from '../../src/marketing/editorial/faqs.ts';
import { promosKind } from '../../src/marketing/editorial/promos.ts';
import { marketingSearchSource } from '../../src/marketing/search-source.ts';
import { HttpError } from '../../src/lib/errors.ts';
import type { ContentKind } from '../../src/editorial/kind.ts';
import { TARGETS, useApp, type TestContext } from '../helpers.ts';
import { copy, fieldErrors, json, publish, roundTrip, status, unpublish } from '../editorial-kind-support.ts';

const LOCALES = ['id', 'en'] as const;
const both = (path: string) => LOCALES.map((locale) => `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`);
const SCRIPT = '<p>Isi</p><script>alert(1)</script><img src="x" onerror="alert(2)">';

/** The error a kind's publish or unpublish throws (in its own transaction), or undefined. */
async function refusal(run: Promise<void>): Promise<unknown> {
  return run.then(() => undefined, (error: unknown) => error);
}

/** The routes (with slug) of the marketing search documents. */
async function searched(context: TestContext, route: string): Promise<string[]> {
  return (await marketingSearchSource(context.database.db)).filter((d) => d.route === route).map((d) => String(d.params.slug));
}

describe.each(TARGETS)('the marketing blog, FAQ, announcement and promo content kinds on %s', (target) => {
  const context = useApp(target);
  const firstKey = async (kind: ContentKind) => (await kind.listKeys(context.database.db))[0]!;

  it('blog posts: every post reads as a valid document and publishes back to the same public answers', async () => {
    const slug = await firstKey(blogPostsKind);
    const { before, after } = await roundTrip(context, blogPostsKind, [...both('/api/blog-posts'), ...both('/api/blog-posts?filter[category]=investing'), ...both(`/api/blog-posts/${slug}`), ...both('/api/editors')]);
    expect(after).toEqual(before);
  });

  it('blog posts: a changed post shows in both languages in the list and on its page, its body sanitised', async () => {
    const slug = await firstKey(blogPostsKind);
    const doc = copy((await blogPostsKind.read(context.database.db, slug))!);
    doc.title = { id: 'Judul Artikel Baru', en: 'New Post Title' };
    doc.body = { id: SCRIPT, en: '<p>Body</p>' };
    doc.category = 'lifestyle';
    await publish(context, blogPostsKind, doc);
    for (const [locale, title] of [['id', 'Judul Artikel Baru'], ['en', 'New Post Title']] as const) {
      const page = z.parse(blogPostList, await json(context, `/api/blog-posts?locale=${locale}`));
      expect(page.data.find((p) => p.slug === slug)?.title).toBe(title);
      const post = z.parse(single(blogPost), await json(context, `/api/blog-posts/${slug}?locale=${locale}`)).data;
      expect(post.title).toBe(title);
      expect(post.category.slug).toBe('lifestyle');
    }
    const body = z.parse(single(blogPost), await json(context, `/api/blog-posts/${slug}?locale=id`)).data.body;
    expect(body).toContain('<p>Isi</p>');
    expect(body).not.toMatch(/script|onerror/);
    expect((await blogPostsKind.read(context.database.db, slug))!.body.id).not.toMatch(/script|onerror/);
  });

  it('blog posts: a new post appears; taken off, it answers 404 and leaves the list, the category counts and the search', async () => {
    const doc = {
      slug: 'artikel-editor-baru', category: 'investing', author: 'budi-santoso', published_at: '2026-11-20T02:00:00.000Z', reading_minutes: 4,
      cover_url: '/images/marketing/blog/market.jpg', title: { id: 'Artikel Editor Baru', en: 'New Editor Post' }, summary: { id: 'Ringkas', en: 'Short' },
      body: { id: '<p>Isi</p>', en: '<p>Body</p>' },
    };
    expect(fieldErrors(blogPostsKind, doc)).toBeUndefined();
    const count = async () => z.parse(blogPostList, await json(context, '/api/blog-posts?locale=en')).meta.categories.find((c) => c.slug === 'investing')!.count;
    const before = await count();
    await publish(context, blogPostsKind, doc);
    expect(await count()).toBe(before + 1);
    for (const [locale, title] of [['id', 'Artikel Editor Baru'], ['en', 'New Editor Post']] as const) {
      expect(z.parse(blogPostList, await json(context, `/api/blog-posts?locale=${locale}`)).data[0]).toMatchObject({ slug: doc.slug, title, author: { slug: 'budi-santoso' } });
    }
    expect(await searched(context, 'blog-detail')).toContain(doc.slug);
    expect(blogPostsKind.sitePaths?.(doc)).toEqual({ id: '/id/blog/artikel-editor-baru', en: '/en/blog/artikel-editor-baru' });
    await unpublish(context, blogPostsKind, doc.slug);
    for (const locale of LOCALES) {
      expect(await status(context, `/api/blog-posts/${doc.slug}?locale=${locale}`)).toBe(404);
      expect(z.parse(blogPostList, await json(context, `/api/blog-posts?locale=${locale}`)).data.map((p) => p.slug)).not.toContain(doc.slug);
    }
    expect(await count()).toBe(before);
    expect(await searched(context, 'blog-detail')).not.toContain(doc.slug);
    expect(await blogPostsKind.listKeys(context.database.db)).not.toContain(doc.slug);
  });

  it('blog posts: bad fields fail with a message per field; an unknown category or author is a 422 on that field and changes nothing', async () => {
    const slug = await firstKey(blogPostsKind);
    const doc = (await blogPostsKind.read(context.database.db, slug))!;
    const errors = fieldErrors(blogPostsKind, { ...doc, slug: 'Bad Slug', title: { id: '', en: 'x' }, published_at: 'tomorrow', reading_minutes: 0, cover_url: 'javascript:x' })!;
    expect(errors['title.id']).toEqual(['Fill in the title']);
    expect(errors.reading_minutes).toEqual(['Enter the minutes it takes to read (1 or more)']);
    expect(Object.keys(errors).sort()).toEqual(['cover_url', 'published_at', 'reading_minutes', 'slug', 'title.id']);
    const before = await json(context, `/api/blog-posts/${slug}?locale=en`);
    const refused = await refusal(publish(context, blogPostsKind, { ...doc, title: { id: 'X', en: 'X' }, category: 'nowhere', author: 'nobody' }));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 422, errors: { category: [expect.stringMatching(/category of the blog/)], author: [expect.stringMatching(/editor of the blog/)] } });
    expect(await json(context, `/api/blog-posts/${slug}?locale=en`)).toEqual(before);
  });

  it('blog categories: read and publish back unchanged; renamed in both languages; one with posts cannot be taken off, an empty one can', async () => {
    const urls = [...both('/api/blog-posts'), ...both('/api/blog-posts?filter[category]=lifestyle')];
    {
      const { before, after } = await roundTrip(context, blogCategoriesKind, urls);
      expect(after).toEqual(before);
    }
    const doc = copy((await blogCategoriesKind.read(context.database.db, 'lifestyle'))!);
    doc.name = { id: 'Gaya Hidup Baru', en: 'New Lifestyle' };
    await publish(context, blogCategoriesKind, doc);
    for (const [locale, name] of [['id', 'Gaya Hidup Baru'], ['en', 'New Lifestyle']] as const) {
      expect(z.parse(blogPostList, await json(context, `/api/blog-posts?locale=${locale}`)).meta.categories.find((c) => c.slug === 'lifestyle')?.name).toBe(name);
    }
    expect(await refusal(unpublish(context, blogCategoriesKind, 'lifestyle'))).toMatchObject({ statusCode: 409 });
    await publish(context, blogCategoriesKind, { slug: 'saham-syariah', sort_order: 9, name: { id: 'Saham Syariah', en: 'Sharia Stocks' } });
    expect(z.parse(blogPostList, await json(context, '/api/blog-posts?locale=en')).meta.categories.at(-1)).toEqual({ slug: 'saham-syariah', name: 'Sharia Stocks', count: 0 });
    await unpublish(context, blogCategoriesKind, 'saham-syariah');
    expect(z.parse(blogPostList, await json(context, '/api/blog-posts?locale=en')).meta.categories.map((c) => c.slug)).not.toContain('saham-syariah');
    expect(fieldErrors(blogCategoriesKind, { ...doc, name: { id: 'x', en: '' }, sort_order: -1 })).toEqual({
      'name.en': ['Fill in the name'], sort_order: ['Enter a whole number of 0 or more (its place among the tabs)'],
    });
  });

  it('blog editors: read and publish back unchanged; a changed role shows in both languages; an author cannot be taken off, a new editor can', async () => {
    {
      const { before, after } = await roundTrip(context, blogEditorsKind, both('/api/editors'));
      expect(after).toEqual(before);
    }
    const doc = copy((await blogEditorsKind.read(context.database.db, 'rina-kusuma'))!);
    doc.role = { id: 'Redaktur Senior', en: 'Senior Editor' };
    await publish(context, blogEditorsKind, doc);
    for (const [locale, role] of [['id', 'Redaktur Senior'], ['en', 'Senior Editor']] as const) {
      expect(z.parse(collection(editor), await json(context, `/api/editors?locale=${locale}`)).data.find((e) => e.slug === 'rina-kusuma')?.role).toBe(role);
    }
    expect(await refusal(unpublish(context, blogEditorsKind, 'rina-kusuma'))).toMatchObject({ statusCode: 409 });
    expect(z.parse(collection(editor), await json(context, '/api/editors?locale=en')).data.map((e) => e.slug)).toContain('rina-kusuma');
    const added = { slug: 'dewi-lestari', sort_order: 5, name: 'Dewi Lestari', photo_url: '/images/marketing/editors/rina-kusuma.jpg', role: { id: 'Penulis Tamu', en: 'Guest Writer' }, bio: { id: 'Bio', en: 'Bio' } };
    await publish(context, blogEditorsKind, added);
    expect(z.parse(collection(editor), await json(context, '/api/editors?locale=en')).data.at(-1)).toMatchObject({ slug: 'dewi-lestari', role: 'Guest Writer' });
    await unpublish(context, blogEditorsKind, 'dewi-lestari');
    expect(z.parse(collection(editor), await json(context, '/api/editors?locale=id')).data.map((e) => e.slug)).not.toContain('dewi-lestari');
    expect(fieldErrors(blogEditorsKind, { ...added, name: '', photo_url: 'ftp://x' })).toEqual({ name: ['Fill in the name'], photo_url: ['Enter a path of the site (/…) or an https:// address'] });
  });

  it('FAQ questions: read and publish back unchanged; a changed question shows on the FAQ page, in the list, on its page and its offering\'s page', async () => {
    {
      const { before, after } = await roundTrip(context, faqItemsKind, [...both('/api/faq-categories'), ...both('/api/faq-items?page[size]=50'), ...both('/api/faq-items/apa-itu-rdn'), ...both('/api/offerings/stock-account')]);
      expect(after).toEqual(before);
    }
    const doc = copy((await faqItemsKind.read(context.database.db, 'apa-itu-rdn'))!);
    doc.question = { id: 'Apa itu RDN (diubah)?', en: 'What is an RDN (changed)?' };
    doc.answer = { id: SCRIPT, en: '<p>Answer</p>' };
    await publish(context, faqItemsKind, doc);
    for (const [locale, question] of [['id', 'Apa itu RDN (diubah)?'], ['en', 'What is an RDN (changed)?']] as const) {
      const categories = z.parse(collection(faqCategory), await json(context, `/api/faq-categories?locale=${locale}`)).data;
      expect(categories.find((c) => c.slug === 'account')?.items.find((i) => i.slug === 'apa-itu-rdn')?.question).toBe(question);
      expect(z.parse(list(faqItem), await json(context, `/api/faq-items?page[size]=50&locale=${locale}`)).data.find((i) => i.slug === 'apa-itu-rdn')?.question).toBe(question);
      expect(z.parse(single(faqItem), await json(context, `/api/faq-items/apa-itu-rdn?locale=${locale}`)).data.question).toBe(question);
      expect((await json(context, `/api/offerings/stock-account?locale=${locale}`)).data.faqs.map((f: { question: string }) => f.question)).toContain(question);
    }
    expect(z.parse(single(faqItem), await json(context, '/api/faq-items/apa-itu-rdn?locale=id')).data.answer).not.toMatch(/script|onerror/);
    expect((await faqItemsKind.read(context.database.db, 'apa-itu-rdn'))!.answer.id, 'stored sanitised').not.toMatch(/script|onerror/);
  });

  it('FAQ questions: a new one appears; taken off, it answers 404 and leaves the FAQ page, the list and the search', async () => {
    const doc = { slug: 'apa-itu-sid', category: 'account', offering_slug: null, sort_order: 99, question: { id: 'Apa itu SID?', en: 'What is an SID?' }, answer: { id: '<p>Nomor tunggal.</p>', en: '<p>A single number.</p>' } };
    await publish(context, faqItemsKind, doc);
    for (const [locale, question] of [['id', 'Apa itu SID?'], ['en', 'What is an SID?']] as const) {
      const account = z.parse(collection(faqCategory), await json(context, `/api/faq-categories?locale=${locale}`)).data.find((c) => c.slug === 'account')!;
      expect(account.items.at(-1)).toMatchObject({ slug: 'apa-itu-sid', question });
    }
    expect(await searched(context, 'faq-detail')).toContain('apa-itu-sid');
    expect(faqItemsKind.sitePaths?.(doc)).toEqual({ id: '/id/faq/apa-itu-sid', en: '/en/faq/apa-itu-sid' });
    await unpublish(context, faqItemsKind, 'apa-itu-sid');
    for (const locale of LOCALES) {
      expect(await status(context, `/api/faq-items/apa-itu-sid?locale=${locale}`)).toBe(404);
      const items = z.parse(collection(faqCategory), await json(context, `/api/faq-categories?locale=${locale}`)).data.flatMap((c) => c.items);
      expect(items.map((i) => i.slug)).not.toContain('apa-itu-sid');
      expect(z.parse(list(faqItem), await json(context, `/api/faq-items?page[size]=50&locale=${locale}`)).data.map((i) => i.slug)).not.toContain('apa-itu-sid');
    }
    expect(await searched(context, 'faq-detail')).not.toContain('apa-itu-sid');
    expect(fieldErrors(faqItemsKind, { ...doc, offering_slug: 'nowhere', answer: { id: '', en: 'x' } })).toEqual({
      offering_slug: ['Choose a product or service page (a route name such as mutual-fund), or leave it empty'], 'answer.id': ['Write the answer'],
    });
    expect(await refusal(publish(context, faqItemsKind, { ...doc, category: 'nowhere' }))).toMatchObject({ statusCode: 422, errors: { category: [expect.stringMatching(/category of the FAQ/)] } });
    expect(await status(context, '/api/faq-items/apa-itu-sid?locale=id')).toBe(404);
  });

  it('FAQ categories: read and publish back unchanged; renamed in both languages; one with questions cannot be taken off', async () => {
    {
      const { before, after } = await roundTrip(context, faqCategoriesKind, both('/api/faq-categories'));
      expect(after).toEqual(before);
    }
    await publish(context, faqCategoriesKind, { slug: 'brights', sort_order: 0, name: { id: 'Aplikasi BRIGHTS', en: 'The BRIGHTS App' } });
    for (const [locale, name] of [['id', 'Aplikasi BRIGHTS'], ['en', 'The BRIGHTS App']] as const) {
      expect(z.parse(collection(faqCategory), await json(context, `/api/faq-categories?locale=${locale}`)).data[0]).toMatchObject({ slug: 'brights', name });
    }
    expect(await refusal(unpublish(context, faqCategoriesKind, 'brights'))).toMatchObject({ statusCode: 409 });
    await publish(context, faqCategoriesKind, { slug: 'pajak', sort_order: 9, name: { id: 'Pajak', en: 'Tax' } });
    await unpublish(context, faqCategoriesKind, 'pajak');
    expect(await faqCategoriesKind.read(context.database.db, 'pajak')).toBeUndefined();
  });

  it('announcements: read and publish back unchanged; changed with its attachments in both languages; taken off, 404 and out of the list and the search', async () => {
    const slug = await firstKey(announcementsKind);
    {
      const { before, after } = await roundTrip(context, announcementsKind, [...both('/api/announcement-items'), ...both('/api/announcement-items?filter[year]=2024'), ...both(`/api/announcement-items/${slug}`)]);
      expect(after).toEqual(before);
    }
    const doc = copy((await announcementsKind.read(context.database.db, slug))!);
    doc.title = { id: 'Pengumuman Diubah', en: 'Changed Announcement' };
    doc.body = { id: SCRIPT, en: '<p>Body</p>' };
    doc.attachments = [{ name: 'jadwal.pdf', url: '/files/announcements/jadwal-libur-bursa.pdf', size: 698 }, { name: 'lampiran.pdf', url: '/media/abc.pdf', size: 10 }];
    await publish(context, announcementsKind, doc);
    for (const [locale, title] of [['id', 'Pengumuman Diubah'], ['en', 'Changed Announcement']] as const) {
      expect(z.parse(announcementList, await json(context, `/api/announcement-items?locale=${locale}`)).data.find((a) => a.slug === slug)).toMatchObject({ title, attachment_count: 2 });
      const page = z.parse(single(announcement), await json(context, `/api/announcement-items/${slug}?locale=${locale}`)).data;
      expect(page.title).toBe(title);
      expect(page.attachments.map((f) => f.name)).toEqual(['jadwal.pdf', 'lampiran.pdf']);
      expect(page.body).not.toMatch(/script|onerror/);
    }
    expect((await announcementsKind.read(context.database.db, slug))!.body.id, 'stored sanitised').not.toMatch(/script|onerror/);
    expect(await searched(context, 'announcement-detail')).toContain(slug);
    await unpublish(context, announcementsKind, slug);
    for (const locale of LOCALES) {
      expect(await status(context, `/api/announcement-items/${slug}?locale=${locale}`)).toBe(404);
      expect(z.parse(announcementList, await json(context, `/api/announcement-items?page[size]=50&locale=${locale}`)).data.map((a) => a.slug)).not.toContain(slug);
    }
    expect(await searched(context, 'announcement-detail')).not.toContain(slug);
    const added = { ...doc, slug: 'pengumuman-baru', published_at: '2026-11-26T03:00:00.000Z', attachments: [] };
    await publish(context, announcementsKind, added);
    expect(z.parse(announcementList, await json(context, '/api/announcement-items?locale=en')).data[0]).toMatchObject({ slug: 'pengumuman-baru', attachment_count: 0 });
    expect(fieldErrors(announcementsKind, { ...added, title: { id: 'x', en: '' }, attachments: [{ name: '', url: 'file:///etc/passwd', size: 1.5 }] })).toEqual({
      'title.en': ['Fill in the title'], 'attachments.0.name': ['Fill in the file\'s name'], 'attachments.0.url': ['Enter a path of the site (/…) or an https:// address'],
      'attachments.0.size': ['Enter the file\'s size in bytes (a whole number of 0 or more)'],
    });
  });

  it('promos: read and publish back unchanged; changed and new ones show in both languages; taken off, 404 and out of the list and the search', async () => {
    const slug = 'cashback-pembukaan-rekening';
    {
      const { before, after } = await roundTrip(context, promosKind, [...both('/api/promo-items'), ...both('/api/promo-items?filter[status]=expired'), ...both(`/api/promo-items/${slug}`)]);
      expect(after).toEqual(before);
    }
    const doc = copy((await promosKind.read(context.database.db, slug))!);
    doc.title = { id: 'Cashback Diubah', en: 'Changed Cashback' };
    doc.terms = { id: ['Syarat satu'], en: ['Term one'] };
    doc.body = { id: SCRIPT, en: '<p>Body</p>' };
    await publish(context, promosKind, doc);
    for (const [locale, title, term] of [['id', 'Cashback Diubah', 'Syarat satu'], ['en', 'Changed Cashback', 'Term one']] as const) {
      expect(z.parse(list(promoSummary), await json(context, `/api/promo-items?page[size]=50&locale=${locale}`)).data.find((p) => p.slug === slug)?.title).toBe(title);
      const page = z.parse(single(promo), await json(context, `/api/promo-items/${slug}?locale=${locale}`)).data;
      expect(page).toMatchObject({ title, terms: [term] });
      expect(page.body).not.toMatch(/script|onerror/);
    }
    expect((await promosKind.read(context.database.db, slug))!.body.id, 'stored sanitised').not.toMatch(/script|onerror/);
    const added = { ...doc, slug: 'promo-editor-baru', valid_from: '2026-01-01', valid_until: '2099-12-31', title: { id: 'Promo Baru', en: 'New Promo' } };
    await publish(context, promosKind, added);
    expect(z.parse(list(promoSummary), await json(context, '/api/promo-items?page[size]=50&locale=en')).data.find((p) => p.slug === 'promo-editor-baru')).toMatchObject({ title: 'New Promo', status: 'active' });
    expect(await searched(context, 'promo-detail')).toContain('promo-editor-baru');
    await unpublish(context, promosKind, 'promo-editor-baru');
    for (const locale of LOCALES) {
      expect(await status(context, `/api/promo-items/promo-editor-baru?locale=${locale}`)).toBe(404);
      expect(z.parse(list(promoSummary), await json(context, `/api/promo-items?page[size]=50&locale=${locale}`)).data.map((p) => p.slug)).not.toContain('promo-editor-baru');
    }
    expect(await searched(context, 'promo-detail')).not.toContain('promo-editor-baru');
    expect(promosKind.sitePaths?.(added)).toEqual({ id: '/id/promo/promo-editor-baru', en: '/en/promo/promo-editor-baru' });
    expect(fieldErrors(promosKind, { ...added, valid_from: '2026-02-30x', image_url: '', terms: { id: ['a'], en: [1] } })).toEqual({
      valid_from: ['Enter a day such as 2026-12-01'], image_url: ['Choose an image', 'Enter a path of the site (/…) or an https:// address'], 'terms.en.0': [expect.any(String)],
    });
    expect(fieldErrors(promosKind, { ...added, valid_from: '2026-03-01', valid_until: '2026-02-01' })).toEqual({ valid_until: ['The last day cannot come before the first'] });
  });
});
