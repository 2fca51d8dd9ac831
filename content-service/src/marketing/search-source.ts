import { LOCALES, type Locale } from '@brids/contracts';
import { indexText as plainText } from '../search/index-text.ts';
import { type SearchDocument, type SearchSection, type SearchSource, sourceOf } from '../search/source.ts';
import { pick, pickList } from './data.ts';

const both = <R>(rows: R[], build: (row: R, locale: Locale) => SearchDocument | null): SearchDocument[] =>
  rows.flatMap((row) => LOCALES.map((locale) => build(row, locale))).filter((d): d is SearchDocument => d !== null);

/** The offerings (products and services), with their sample funds as keywords. */
const offeringsSection: SearchSection = {
  contentKinds: ['offerings'],
  documentKinds: ['product', 'service'],
  documents: async (db) => {
    const [offerings, samples] = await Promise.all([
      db.selectFrom('offerings').selectAll().orderBy('id').execute(),
      db.selectFrom('offering_samples').select(['offering_id', 'name_id', 'name_en']).execute(),
    ]);
    return both(offerings, (o, locale) => ({
      kind: o.kind, locale, route: o.slug, params: {}, title: pick(o, 'title', locale), summary: pick(o, 'tagline', locale),
      text: [pick(o, 'what', locale), pick(o, 'who', locale), ...pickList(o, 'benefits', locale), ...pickList(o, 'requirements', locale)].join(' '),
      keywords: samples.filter((s) => s.offering_id === o.id).map((s) => pick(s, 'name', locale)).join(' '),
    }));
  },
};

/** Route-backed pages other than the offerings (which have their own documents), the app page and static pages. */
const pagesSection: SearchSection = {
  contentKinds: ['pages', 'offerings'],
  documentKinds: ['page'],
  documents: async (db) => {
    const [offerings, pages] = await Promise.all([
      db.selectFrom('offerings').select('slug').orderBy('id').execute(),
      db.selectFrom('pages as p').innerJoin('page_translations as t', 't.page_id', 'p.id').where('p.is_searchable', '=', 1)
        .select(['p.slug', 'p.kind', 't.locale', 't.title', 't.summary', 't.body_text']).orderBy('p.id').orderBy('t.locale').execute(),
    ]);
    const offeringSlugs = new Set(offerings.map((o) => o.slug));
    return pages.filter((p) => !offeringSlugs.has(p.slug) && (p.locale === 'id' || p.locale === 'en')).map((p): SearchDocument => ({
      kind: 'page', locale: p.locale as Locale,
      route: p.kind === 'landing' ? p.slug : 'content-page', params: p.kind === 'landing' ? {} : { slug: p.slug },
      title: p.title, summary: p.summary, text: p.body_text,
    }));
  },
};

const blogSection: SearchSection = {
  contentKinds: ['blog-posts', 'blogs'],
  documentKinds: ['blog'],
  documents: async (db) => {
    const posts = await db.selectFrom('blog_posts').selectAll().where('published_at', '<=', new Date().toISOString()).orderBy('id').execute();
    return both(posts, (p, locale) => ({
      kind: 'blog', locale, route: 'blog-detail', params: { slug: p.slug }, title: pick(p, 'title', locale), summary: pick(p, 'summary', locale),
      text: plainText(pick(p, 'body', locale)), published_at: p.published_at,
    }));
  },
};

const announcementsSection: SearchSection = {
  contentKinds: ['announcements', 'announcement-items'],
  documentKinds: ['announcement'],
  documents: async (db) => {
    const announcements = await db.selectFrom('announcements').selectAll().where('published_at', '<=', new Date().toISOString()).orderBy('id').execute();
    return both(announcements, (a, locale) => ({
      kind: 'announcement', locale, route: 'announcement-detail', params: { slug: a.slug }, title: pick(a, 'title', locale), summary: pick(a, 'summary', locale),
      text: plainText(pick(a, 'body', locale)), published_at: a.published_at,
    }));
  },
};

const promosSection: SearchSection = {
  contentKinds: ['promos', 'promo-items'],
  documentKinds: ['promo'],
  documents: async (db) => {
    const promos = await db.selectFrom('promos').selectAll().where('valid_from', '<=', new Date().toISOString().slice(0, 10)).orderBy('id').execute();
    return both(promos, (p, locale) => ({
      kind: 'promo', locale, route: 'promo-detail', params: { slug: p.slug }, title: pick(p, 'title', locale), summary: pick(p, 'summary', locale),
      text: [plainText(pick(p, 'body', locale)), ...pickList(p, 'terms', locale)].join(' '), published_at: `${p.valid_from}T00:00:00.000Z`,
    }));
  },
};

const faqSection: SearchSection = {
  contentKinds: ['faqs', 'faq-items'],
  documentKinds: ['faq'],
  documents: async (db) => {
    const faqs = await db.selectFrom('faqs').selectAll().orderBy('id').execute();
    return both(faqs, (f, locale) => {
      const answer = plainText(pick(f, 'answer', locale));
      return { kind: 'faq', locale, route: 'faq-detail', params: { slug: f.slug }, title: pick(f, 'question', locale), summary: answer, text: answer };
    });
  },
};

/** The marketing squad's content for the site search, by section: products, services, pages, blog, announcements, promos, FAQ. */
export const marketingSearchSections: SearchSection[] = [offeringsSection, pagesSection, blogSection, announcementsSection, promosSection, faqSection];

/** The marketing squad's content for the site search: pages, products, services, blog, announcements, promos, FAQ. */
export const marketingSearchSource: SearchSource = sourceOf(marketingSearchSections);
