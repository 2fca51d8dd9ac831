import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type Locale } from '@brids/contracts';
import { collection, list, single } from '@brids/contracts/schema';
import {
  OFFERING_KINDS, PROMO_STATUSES, RISK_LEVELS,
  about as aboutSchema, announcement as announcementSchema, announcementList, blogPost as blogPostSchema, blogPostList, editor as editorSchema,
  faqCategory, faqItem as faqItemSchema, homeContent, offering as offeringSchema, offeringSummary, promo as promoSchema, promoSummary as promoSummarySchema,
  type About, type Announcement, type AnnouncementSummary, type BlogPost, type BlogPostSummary, type CategoryCount, type Editor,
  type FaqCategory, type FaqItem, type HomeContent, type Offering, type OfferingFee, type OfferingSummary, type Promo, type PromoSummary, type RiskLevel,
} from '@brids/contracts/marketing';
import type { AppContext } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import { sanitize } from '../lib/html.ts';
import { enumList, locale, pageNumber, pageSize, SLUG, slug, text } from '../lib/query.ts';
import { pick, pickList, promoStatus, todayWib } from './data.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Row = Record<string, unknown>;
const image = (url: string, alt: string) => ({ url, alt });
const nowIso = () => new Date().toISOString();
const count = (row: { n: number | string } | undefined) => Number(row?.n ?? 0);
const slugParam = (value: string) => {
  if (!SLUG.test(value) || value.length > 100) throw notFound();
  return value;
};
const year = text(4).regex(/^(19|20)[0-9]{2}$/, 'must be a year such as 2026').meta({ examples: ['2026'] }).transform(Number);
const searchText = text(100).meta({ description: 'Words every question or answer must contain.', examples: ['rekening'] }).transform((v) => v.trim()).optional();
const paging = { locale, 'page[number]': pageNumber, 'page[size]': pageSize };
const localeQuery = { locale };
const offeringQuery = { locale, 'filter[kind]': enumList(OFFERING_KINDS).optional() };
const faqCategoryQuery = { locale, 'filter[q]': searchText };
const blogQuery = { ...paging, 'filter[category]': slug.optional() };
const announcementQuery = { ...paging, 'filter[year]': year.optional() };
const promoQuery = { ...paging, 'filter[status]': enumList(PROMO_STATUSES).optional() };

function faqItem(row: Row & { slug: string; category: string }, lang: Locale): FaqItem {
  return { slug: row.slug, category: row.category, question: pick(row, 'question', lang), answer: sanitize(pick(row, 'answer', lang)) };
}

/** The marketing squad's resources (contract: `@brids/contracts/marketing`). */
export function marketingRoutes(instance: FastifyInstance, context: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  // Products and services ---------------------------------------------------------------------
  app.get('/api/offerings', {
    schema: apiSchema({ summary: 'The products and services, in order', query: offeringQuery, response: collection(offeringSummary) }),
  }, async (request) => {
    const q = request.query;
    let select = db.selectFrom('offerings').selectAll().orderBy('sort_order');
    if (q['filter[kind]']) select = select.where('kind', 'in', q['filter[kind]']);
    const rows = await select.execute();
    const data: OfferingSummary[] = rows.map((r) => ({
      slug: r.slug, kind: r.kind as OfferingSummary['kind'], title: pick(r, 'title', q.locale), tagline: pick(r, 'tagline', q.locale),
      image: image(r.image_url, pick(r, 'title', q.locale)),
    }));
    return { data };
  });

  app.get('/api/offerings/:slug', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'A product or service page: what it is, steps, fees, variants, samples, FAQs', query: localeQuery, response: single(offeringSchema) }),
  }, async (request) => {
    const q = request.query;
    const row = await db.selectFrom('offerings').selectAll().where('slug', '=', slugParam(request.params.slug)).executeTakeFirst();
    if (!row) throw notFound();
    const lang = q.locale;
    const [variants, samples, program, faqs] = await Promise.all([
      db.selectFrom('offering_variants').selectAll().where('offering_id', '=', row.id).orderBy('sort_order').execute(),
      db.selectFrom('offering_samples').selectAll().where('offering_id', '=', row.id).orderBy('sort_order').execute(),
      db.selectFrom('priority_programs').selectAll().where('offering_id', '=', row.id).orderBy('starts_on', 'desc').executeTakeFirst(),
      db.selectFrom('faqs as f').innerJoin('faq_categories as c', 'c.id', 'f.category_id')
        .selectAll('f').select('c.slug as category').where('f.offering_slug', '=', row.slug).orderBy('f.sort_order').execute(),
    ]);
    const data: Offering = {
      slug: row.slug,
      kind: row.kind as Offering['kind'],
      title: pick(row, 'title', lang),
      tagline: pick(row, 'tagline', lang),
      image: image(row.image_url, pick(row, 'title', lang)),
      what_it_is: pick(row, 'what', lang),
      who_it_is_for: pick(row, 'who', lang),
      benefits: pickList(row, 'benefits', lang),
      steps: pickList(row, 'steps', lang),
      requirements: pickList(row, 'requirements', lang),
      documents: pickList(row, 'documents', lang),
      fees: pickList<OfferingFee>(row, 'fees', lang),
      risks: pickList(row, 'risks', lang),
      variants: variants.map((v) => ({
        key: v.key, title: pick(v, 'title', lang), description: pick(v, 'description', lang), points: pickList(v, 'points', lang),
        contract_months: v.contract_months === null ? null : Number(v.contract_months),
        min_asset_holding: v.min_asset_holding === null ? null : Number(v.min_asset_holding),
      })),
      samples: samples.map((s) => ({
        slug: s.slug, name: pick(s, 'name', lang), type: s.type,
        risk_level: ((RISK_LEVELS as readonly string[]).includes(s.risk_level) ? s.risk_level : 'moderate') as RiskLevel,
        minimum_subscription: Number(s.minimum_subscription), coupon_rate: s.coupon_rate === null ? null : Number(s.coupon_rate),
        tenor_months: s.tenor_months === null ? null : Number(s.tenor_months), offer_start: s.offer_start, offer_end: s.offer_end, terms: pick(s, 'terms', lang),
      })),
      program: program
        ? {
            min_total_assets: Number(program.min_total_assets), starts_on: program.starts_on, ends_on: program.ends_on,
            quota: Number(program.quota), quota_remaining: Math.max(0, Number(program.quota) - Number(program.quota_taken)),
          }
        : null,
      faqs: faqs.map((f) => faqItem(f, lang)),
      form_url: row.form_url,
      open_account: row.open_account === 1,
    };
    return { data };
  });

  // FAQ -----------------------------------------------------------------------------------------
  app.get('/api/faq-categories', {
    schema: apiSchema({ summary: 'FAQ categories with their questions (those matching filter[q]); empty categories left out', query: faqCategoryQuery, response: collection(faqCategory) }),
  }, async (request) => {
    const q = request.query;
    const [categories, items] = await Promise.all([
      db.selectFrom('faq_categories').selectAll().orderBy('sort_order').execute(),
      db.selectFrom('faqs as f').innerJoin('faq_categories as c', 'c.id', 'f.category_id').selectAll('f').select('c.slug as category').orderBy('f.sort_order').execute(),
    ]);
    const words = (q['filter[q]'] ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
    const all = items.map((f) => faqItem(f, q.locale)).filter((f) => {
      const hay = `${f.question} ${f.answer}`.toLocaleLowerCase();
      return words.every((w) => hay.includes(w));
    });
    const data: FaqCategory[] = categories
      .map((c) => ({ slug: c.slug, name: pick(c, 'name', q.locale), items: all.filter((f) => f.category === c.slug) }))
      .filter((c) => c.items.length > 0);
    return { data };
  });

  app.get('/api/faq-items', {
    schema: apiSchema({ summary: 'Every FAQ question, by category', query: paging, response: list(faqItemSchema) }),
  }, async (request) => {
    const q = request.query;
    const select = db.selectFrom('faqs as f').innerJoin('faq_categories as c', 'c.id', 'f.category_id');
    const total = count(await select.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst());
    const rows = await select.selectAll('f').select('c.slug as category').orderBy('c.sort_order').orderBy('f.sort_order')
      .limit(q['page[size]']).offset((q['page[number]'] - 1) * q['page[size]']).execute();
    return { data: rows.map((f) => faqItem(f, q.locale)), meta: { page: q['page[number]'], perPage: q['page[size]'], total } };
  });

  app.get('/api/faq-items/:slug', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'One FAQ question', query: localeQuery, response: single(faqItemSchema) }),
  }, async (request) => {
    const q = request.query;
    const row = await db.selectFrom('faqs as f').innerJoin('faq_categories as c', 'c.id', 'f.category_id')
      .selectAll('f').select('c.slug as category').where('f.slug', '=', slugParam(request.params.slug)).executeTakeFirst();
    if (!row) throw notFound();
    return { data: faqItem(row, q.locale) };
  });

  // Blog ----------------------------------------------------------------------------------------
  const blogCategories = async (lang: Locale, now: string): Promise<CategoryCount[]> => {
    const rows = await db.selectFrom('blog_categories as c')
      .leftJoin('blog_posts as p', (j) => j.onRef('p.category_id', '=', 'c.id').on('p.published_at', '<=', now))
      .select(['c.slug', 'c.name_id', 'c.name_en', 'c.sort_order', (eb) => eb.fn.count<number | string>('p.id').as('n')])
      .groupBy(['c.id', 'c.slug', 'c.name_id', 'c.name_en', 'c.sort_order']).orderBy('c.sort_order').execute();
    return rows.map((r) => ({ slug: r.slug, name: pick(r, 'name', lang), count: Number(r.n) }));
  };
  const postSelect = (now: string) => db.selectFrom('blog_posts as p')
    .innerJoin('blog_categories as c', 'c.id', 'p.category_id')
    .innerJoin('editors as e', 'e.id', 'p.author_id')
    .where('p.published_at', '<=', now)
    .selectAll('p')
    .select(['c.slug as category_slug', 'c.name_id as category_name_id', 'c.name_en as category_name_en', 'e.slug as author_slug', 'e.name as author_name',
      'e.photo_url as author_photo', 'e.role_id as author_role_id', 'e.role_en as author_role_en']);
  const summary = (r: Row & { slug: string; published_at: string; cover_url: string; reading_minutes: number; category_slug: string; author_slug: string; author_name: string }, lang: Locale, counts: CategoryCount[]): BlogPostSummary => ({
    slug: r.slug, title: pick(r, 'title', lang), summary: pick(r, 'summary', lang),
    category: counts.find((c) => c.slug === r.category_slug) ?? { slug: r.category_slug, name: pick(r, 'category_name', lang), count: 0 },
    author: { slug: r.author_slug, name: r.author_name }, published_at: r.published_at, reading_minutes: Number(r.reading_minutes),
    cover: image(r.cover_url, ''),
  });

  app.get('/api/blog-posts', {
    schema: apiSchema({ summary: 'Blog posts, newest first; meta.categories with their counts', query: blogQuery, response: blogPostList }),
  }, async (request) => {
    const q = request.query;
    const now = nowIso();
    const categories = await blogCategories(q.locale, now);
    let select = postSelect(now);
    if (q['filter[category]']) select = select.where('c.slug', '=', q['filter[category]']);
    const total = count(await select.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst());
    const rows = await select.orderBy('p.published_at', 'desc').orderBy('p.id', 'desc')
      .limit(q['page[size]']).offset((q['page[number]'] - 1) * q['page[size]']).execute();
    return {
      data: rows.map((r) => summary(r, q.locale, categories)),
      meta: { page: q['page[number]'], perPage: q['page[size]'], total, categories, all: categories.reduce((n, c) => n + c.count, 0) },
    };
  });

  app.get('/api/blog-posts/:slug', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'A blog post with its author and three related posts', query: localeQuery, response: single(blogPostSchema) }),
  }, async (request) => {
    const q = request.query;
    const now = nowIso();
    const row = await postSelect(now).where('p.slug', '=', slugParam(request.params.slug)).executeTakeFirst();
    if (!row) throw notFound();
    const categories = await blogCategories(q.locale, now);
    const related = await postSelect(now).where('p.category_id', '=', row.category_id).where('p.id', '!=', row.id)
      .orderBy('p.published_at', 'desc').limit(3).execute();
    const data: BlogPost = {
      ...summary(row, q.locale, categories),
      body: sanitize(pick(row, 'body', q.locale)),
      author: { slug: row.author_slug, name: row.author_name, role: pick({ r_id: row.author_role_id, r_en: row.author_role_en }, 'r', q.locale), photo: image(row.author_photo, row.author_name) },
      related: related.map((r) => summary(r, q.locale, categories)),
    };
    return { data };
  });

  app.get('/api/editors', {
    schema: apiSchema({ summary: 'The blog\'s editorial board', query: localeQuery, response: collection(editorSchema) }),
  }, async (request) => {
    const q = request.query;
    const rows = await db.selectFrom('editors').selectAll().orderBy('sort_order').execute();
    const data: Editor[] = rows.map((r) => ({ slug: r.slug, name: r.name, role: pick(r, 'role', q.locale), bio: pick(r, 'bio', q.locale), photo: image(r.photo_url, r.name) }));
    return { data };
  });

  // Announcements -------------------------------------------------------------------------------
  const yearOf = sql<string>`substr(published_at, 1, 4)`;
  app.get('/api/announcement-items', {
    schema: apiSchema({ summary: 'Announcements, newest first; meta.years that have some', query: announcementQuery, response: announcementList }),
  }, async (request) => {
    const q = request.query;
    const now = nowIso();
    const base = db.selectFrom('announcements').where('published_at', '<=', now);
    const years = (await base.select(yearOf.as('y')).distinct().execute()).map((r) => Number(r.y)).sort((a, b) => b - a);
    const filtered = q['filter[year]'] ? base.where(yearOf, '=', String(q['filter[year]'])) : base;
    const total = count(await filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst());
    const rows = await filtered.selectAll()
      .select((eb) => eb.selectFrom('announcement_attachments as a').whereRef('a.announcement_id', '=', 'announcements.id').select((e) => e.fn.countAll<number | string>().as('c')).as('attachment_count'))
      .orderBy('published_at', 'desc').orderBy('id', 'desc')
      .limit(q['page[size]']).offset((q['page[number]'] - 1) * q['page[size]']).execute();
    const data: AnnouncementSummary[] = rows.map((r) => ({
      slug: r.slug, title: pick(r, 'title', q.locale), summary: pick(r, 'summary', q.locale), published_at: r.published_at, attachment_count: Number(r.attachment_count ?? 0),
    }));
    return { data, meta: { page: q['page[number]'], perPage: q['page[size]'], total, years } };
  });

  app.get('/api/announcement-items/:slug', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'An announcement with its attachments', query: localeQuery, response: single(announcementSchema) }),
  }, async (request) => {
    const q = request.query;
    const row = await db.selectFrom('announcements').selectAll().where('slug', '=', slugParam(request.params.slug)).where('published_at', '<=', nowIso()).executeTakeFirst();
    if (!row) throw notFound();
    const files = await db.selectFrom('announcement_attachments').selectAll().where('announcement_id', '=', row.id).orderBy('sort_order').execute();
    const data: Announcement = {
      slug: row.slug, title: pick(row, 'title', q.locale), summary: pick(row, 'summary', q.locale), published_at: row.published_at,
      attachment_count: files.length, body: sanitize(pick(row, 'body', q.locale)),
      attachments: files.map((f) => ({ name: f.name, url: f.url, size: Number(f.size) })),
    };
    return { data };
  });

  // Promos --------------------------------------------------------------------------------------
  const promoSummary = (r: Row & { slug: string; image_url: string; valid_from: string; valid_until: string }, lang: Locale, today: string): PromoSummary => ({
    slug: r.slug, title: pick(r, 'title', lang), summary: pick(r, 'summary', lang), image: image(r.image_url, pick(r, 'title', lang)),
    valid_from: r.valid_from, valid_until: r.valid_until, status: promoStatus(r.valid_until, today),
  });
  app.get('/api/promo-items', {
    schema: apiSchema({ summary: 'Promos that have started: running ones (ending soonest first), then expired ones', query: promoQuery, response: list(promoSummarySchema) }),
  }, async (request) => {
    const q = request.query;
    const today = todayWib();
    // Running promos first (ending soonest first), then expired ones, latest first; status is computed, so filter in memory.
    const rows = await db.selectFrom('promos').selectAll().where('valid_from', '<=', today).execute();
    const all = rows.map((r) => promoSummary(r, q.locale, today))
      .filter((p) => !q['filter[status]'] || q['filter[status]'].includes(p.status))
      .sort((a, b) => (a.status === 'expired') !== (b.status === 'expired')
        ? (a.status === 'expired' ? 1 : -1)
        : a.status === 'expired' ? b.valid_until.localeCompare(a.valid_until) : a.valid_until.localeCompare(b.valid_until));
    const start = (q['page[number]'] - 1) * q['page[size]'];
    return { data: all.slice(start, start + q['page[size]']), meta: { page: q['page[number]'], perPage: q['page[size]'], total: all.length } };
  });

  app.get('/api/promo-items/:slug', {
    schema: apiSchema({ params: { slug: z.string() }, summary: 'A promo with its terms', query: localeQuery, response: single(promoSchema) }),
  }, async (request) => {
    const q = request.query;
    const today = todayWib();
    const row = await db.selectFrom('promos').selectAll().where('slug', '=', slugParam(request.params.slug)).where('valid_from', '<=', today).executeTakeFirst();
    if (!row) throw notFound();
    const data: Promo = { ...promoSummary(row, q.locale, today), body: sanitize(pick(row, 'body', q.locale)), terms: pickList(row, 'terms', q.locale) };
    return { data };
  });

  // Home ----------------------------------------------------------------------------------------
  app.get('/api/home', {
    schema: apiSchema({ summary: 'The home page\'s hero slides and quick links', query: localeQuery, response: single(homeContent) }),
  }, async (request) => {
    const q = request.query;
    const [slides, links] = await Promise.all([
      db.selectFrom('home_slides').selectAll().orderBy('sort_order').execute(),
      db.selectFrom('quick_links').selectAll().orderBy('sort_order').execute(),
    ]);
    const data: HomeContent = {
      slides: slides.map((s) => {
        const label = pick(s, 'cta_label', q.locale);
        const url = pick(s, 'cta_url', q.locale);
        return { title: pick(s, 'title', q.locale), text: pick(s, 'text', q.locale), image: image(s.image_url, ''), cta: label && url ? { label, url } : null };
      }),
      quick_links: links.map((l) => ({ route: l.route, icon: l.icon, label: pick(l, 'label', q.locale) })),
    };
    return { data };
  });

  // About us ------------------------------------------------------------------------------------
  app.get('/api/about', {
    schema: apiSchema({ summary: 'The about-us parts: vision, missions, management, licences, awards, offices', query: localeQuery, response: single(aboutSchema) }),
  }, async (request) => {
    const q = request.query;
    const rows = await db.selectFrom('about_items').selectAll().orderBy('sort_order').execute();
    const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => ({
      key: r.key, title: pick(r, 'title', q.locale), detail: pick(r, 'detail', q.locale), year: r.year === null ? null : Number(r.year),
      photo: r.photo_url ? image(r.photo_url, pick(r, 'title', q.locale)) : null,
    }));
    const data: About = {
      vision: of('vision')[0]?.detail ?? '', missions: of('mission').map((m) => m.detail),
      management: of('management'), licences: of('licence'), awards: of('award'), offices: of('office'),
    };
    return { data };
  });

}

