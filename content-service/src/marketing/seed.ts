import type { Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import { sanitize } from '../lib/html.ts';
import { ABOUT_ITEMS, ANNOUNCEMENTS, BLOG_CATEGORIES, BLOG_POSTS, EDITORS, FAQ_CATEGORIES, FAQS, HOME_SLIDES, PROMOS, QUICK_LINKS } from './seed-content.ts';
import { OFFERINGS } from './seed-offerings.ts';

type Trx = Transaction<DB>;
const json = (value: unknown) => JSON.stringify(value);
const at = (date: string) => `${date}T01:00:00.000Z`;

async function existing(trx: Trx, table: 'offerings' | 'faq_categories' | 'faqs' | 'blog_categories' | 'editors' | 'blog_posts' | 'announcements' | 'promos'): Promise<Map<string, number>> {
  const rows = await trx.selectFrom(table).select(['slug', 'id']).execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Inserts the marketing sample content that is missing, by slug (never updates). Returns counts. */
export async function seedMarketing(trx: Trx): Promise<Record<string, number>> {
  const counts: Record<string, number> = { offerings: 0, faqs: 0, blog_posts: 0, announcements: 0, promos: 0 };

  const offerings = await existing(trx, 'offerings');
  for (const [i, o] of OFFERINGS.entries()) {
    if (offerings.has(o.slug)) continue;
    const { id } = await trx.insertInto('offerings').values({
      slug: o.slug, kind: o.kind, sort_order: i + 1, image_url: o.image, form_url: o.form ?? null, open_account: o.openAccount === false ? 0 : 1,
      title_id: o.title.id, title_en: o.title.en, tagline_id: o.tagline.id, tagline_en: o.tagline.en,
      what_id: o.what.id, what_en: o.what.en, who_id: o.who.id, who_en: o.who.en,
      benefits_id: json(o.benefits.id), benefits_en: json(o.benefits.en), steps_id: json(o.steps.id), steps_en: json(o.steps.en),
      requirements_id: json(o.requirements.id), requirements_en: json(o.requirements.en),
      documents_id: json(o.documents.id), documents_en: json(o.documents.en),
      fees_id: json(o.fees.id), fees_en: json(o.fees.en), risks_id: json(o.risks.id), risks_en: json(o.risks.en),
    }).returning('id').executeTakeFirstOrThrow();
    for (const [j, v] of (o.variants ?? []).entries()) {
      await trx.insertInto('offering_variants').values({
        offering_id: id, key: v.key, sort_order: j + 1, contract_months: v.contractMonths ?? null, min_asset_holding: v.minAssetHolding ?? null,
        title_id: v.title.id, title_en: v.title.en, description_id: v.description.id, description_en: v.description.en,
        points_id: json(v.points.id), points_en: json(v.points.en),
      }).execute();
    }
    for (const [j, s] of (o.samples ?? []).entries()) {
      await trx.insertInto('offering_samples').values({
        offering_id: id, slug: s.slug, sort_order: j + 1, type: s.type, risk_level: s.risk, minimum_subscription: s.minimum,
        coupon_rate: s.coupon ?? null, tenor_months: s.tenor ?? null, offer_start: s.offer?.[0] ?? null, offer_end: s.offer?.[1] ?? null,
        name_id: s.name.id, name_en: s.name.en, terms_id: s.terms.id, terms_en: s.terms.en,
      }).execute();
    }
    if (o.program) {
      await trx.insertInto('priority_programs').values({
        offering_id: id, min_total_assets: o.program.minTotalAssets, starts_on: o.program.startsOn, ends_on: o.program.endsOn,
        quota: o.program.quota, quota_taken: o.program.taken,
      }).execute();
    }
    counts.offerings!++;
  }

  for (const [table, rows] of [['faq_categories', FAQ_CATEGORIES], ['blog_categories', BLOG_CATEGORIES]] as const) {
    const have = await existing(trx, table);
    const missing = rows.map((c, i) => ({ slug: c.slug, sort_order: i + 1, name_id: c.name.id, name_en: c.name.en })).filter((c) => !have.has(c.slug));
    if (missing.length) await trx.insertInto(table).values(missing).execute();
  }

  const faqCategories = await existing(trx, 'faq_categories');
  const faqs = await existing(trx, 'faqs');
  for (const [i, f] of FAQS.entries()) {
    if (faqs.has(f.slug)) continue;
    await trx.insertInto('faqs').values({
      slug: f.slug, category_id: faqCategories.get(f.category)!, offering_slug: f.offering ?? null, sort_order: i + 1,
      question_id: f.question.id, question_en: f.question.en, answer_id: sanitize(f.answer.id), answer_en: sanitize(f.answer.en),
    }).execute();
    counts.faqs!++;
  }

  const editors = await existing(trx, 'editors');
  const newEditors = EDITORS.map((e, i) => ({ slug: e.slug, sort_order: i + 1, name: e.name, photo_url: e.photo, role_id: e.role.id, role_en: e.role.en, bio_id: e.bio.id, bio_en: e.bio.en }))
    .filter((e) => !editors.has(e.slug));
  if (newEditors.length) await trx.insertInto('editors').values(newEditors).execute();

  const blogCategories = await existing(trx, 'blog_categories');
  const authors = await existing(trx, 'editors');
  const posts = await existing(trx, 'blog_posts');
  const newPosts = BLOG_POSTS.filter((p) => !posts.has(p.slug)).map((p) => ({
    slug: p.slug, category_id: blogCategories.get(p.category)!, author_id: authors.get(p.author)!, published_at: at(p.date), cover_url: p.cover,
    reading_minutes: p.minutes, title_id: p.title.id, title_en: p.title.en, summary_id: p.summary.id, summary_en: p.summary.en,
    body_id: sanitize(p.body.id), body_en: sanitize(p.body.en),
  }));
  if (newPosts.length) await trx.insertInto('blog_posts').values(newPosts).execute();
  counts.blog_posts = newPosts.length;

  const announcements = await existing(trx, 'announcements');
  for (const a of ANNOUNCEMENTS) {
    if (announcements.has(a.slug)) continue;
    const { id } = await trx.insertInto('announcements').values({
      slug: a.slug, published_at: at(a.date), title_id: a.title.id, title_en: a.title.en, summary_id: a.summary.id, summary_en: a.summary.en,
      body_id: sanitize(a.body.id), body_en: sanitize(a.body.en),
    }).returning('id').executeTakeFirstOrThrow();
    if (a.attachments.length) {
      await trx.insertInto('announcement_attachments').values(a.attachments.map((f, i) => ({ announcement_id: id, sort_order: i + 1, ...f }))).execute();
    }
    counts.announcements!++;
  }

  const promos = await existing(trx, 'promos');
  const newPromos = PROMOS.filter((p) => !promos.has(p.slug)).map((p) => ({
    slug: p.slug, image_url: p.image, valid_from: p.from, valid_until: p.until, title_id: p.title.id, title_en: p.title.en,
    summary_id: p.summary.id, summary_en: p.summary.en, body_id: sanitize(p.body.id), body_en: sanitize(p.body.en), terms_id: json(p.terms.id), terms_en: json(p.terms.en),
  }));
  if (newPromos.length) await trx.insertInto('promos').values(newPromos).execute();
  counts.promos = newPromos.length;

  const slideCount = Number((await trx.selectFrom('home_slides').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0);
  if (slideCount === 0) {
    await trx.insertInto('home_slides').values(HOME_SLIDES.map((s, i) => ({
      sort_order: i + 1, image_url: s.image, title_id: s.title.id, title_en: s.title.en, text_id: s.text.id, text_en: s.text.en,
      cta_label_id: s.cta.label.id, cta_label_en: s.cta.label.en, cta_url_id: s.cta.url.id, cta_url_en: s.cta.url.en,
    }))).execute();
  }
  const links = new Set((await trx.selectFrom('quick_links').select('route').execute()).map((r) => r.route));
  const newLinks = QUICK_LINKS.map((q, i) => ({ sort_order: i + 1, route: q.route, icon: q.icon, label_id: q.label.id, label_en: q.label.en })).filter((q) => !links.has(q.route));
  if (newLinks.length) await trx.insertInto('quick_links').values(newLinks).execute();
  const about = new Set((await trx.selectFrom('about_items').select('key').execute()).map((r) => r.key));
  const newAbout = ABOUT_ITEMS.filter((a) => !about.has(a.key)).map((a, i) => ({
    kind: a.kind, key: a.key, sort_order: i + 1, year: a.year ?? null, photo_url: a.photo ?? null,
    title_id: a.title.id, title_en: a.title.en, detail_id: a.detail.id, detail_en: a.detail.en,
  }));
  if (newAbout.length) await trx.insertInto('about_items').values(newAbout).execute();
  return counts;
}
