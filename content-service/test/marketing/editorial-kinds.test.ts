import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod';
import { collection, single, z } from '@brids/contracts/schema';
import { about, homeContent, offering, offeringSummary } from '@brids/contracts/marketing';
import { marketingKinds } from '../../src/marketing/editorial.ts';
import { aboutKind } from '../../src/marketing/editorial/about.ts';
import { homeKind } from '../../src/marketing/editorial/home.ts';
import { offeringsKind, type OfferingDocument } from '../../src/marketing/editorial/offerings.ts';
import { TARGETS, useApp } from '../helpers.ts';
import { HttpError } from '../../src/lib/errors.ts';
import { copy, roundTrip, fieldErrors, json, publish, status, unpublish } from '../editorial-kind-support.ts';

const offeringUrls = (slug: string) => ['id', 'en'].flatMap((locale) => [`/api/offerings?locale=${locale}`, `/api/offerings/${slug}?locale=${locale}`]);

describe.each(TARGETS)('the marketing content kinds on %s', (target) => {
  const context = useApp(target);

  it('lists its kinds, each writable by editors', () => {
    expect(marketingKinds.map((k) => k.name)).toEqual(['offerings', 'home-page', 'about-page', 'blog-posts', 'blog-categories', 'blog-editors', 'faq-items', 'faq-categories', 'announcement-items', 'promo-items']);
    for (const kind of marketingKinds) {
      expect(kind.writers).toEqual(['editor']);
      expect((toJSONSchema(kind.schema) as { type: string }).type, `${kind.name} as JSON Schema for the console`).toBe('object');
    }
  });

  it('offerings: every sample page reads as a valid document and publishes back to the same public answers', async () => {
    {
      const { before, after } = await roundTrip(context, offeringsKind, [...offeringUrls('stock-account'), ...offeringUrls('priority-customer-gate'), ...offeringUrls('mutual-fund')]);
      expect(after).toEqual(before);
    }
  });

  it('offerings: a changed page shows in both languages, in the overview and on its page; its parts follow the document', async () => {
    const doc = copy((await offeringsKind.read(context.database.db, 'mutual-fund'))!);
    doc.title = { id: 'Reksa Dana Pilihan (diubah)', en: 'Chosen Mutual Funds (changed)' };
    doc.samples = doc.samples.slice(0, 2);
    doc.samples[0]!.name = { id: 'Dana Contoh Baru', en: 'New Sample Fund' };
    doc.variants = [{ key: 'regular', title: { id: 'Reguler', en: 'Regular' }, description: { id: 'Des', en: 'Desc' }, points: { id: ['a'], en: ['b'] }, contract_months: null, min_asset_holding: null }];
    await publish(context, offeringsKind, doc);
    for (const [locale, title, name] of [['id', 'Reksa Dana Pilihan (diubah)', 'Dana Contoh Baru'], ['en', 'Chosen Mutual Funds (changed)', 'New Sample Fund']] as const) {
      const list = z.parse(collection(offeringSummary), await json(context, `/api/offerings?locale=${locale}`)).data;
      expect(list.find((o) => o.slug === 'mutual-fund')?.title).toBe(title);
      const page = z.parse(single(offering), await json(context, `/api/offerings/mutual-fund?locale=${locale}`)).data;
      expect(page.title).toBe(title);
      expect(page.samples.map((s) => s.name)).toHaveLength(2);
      expect(page.samples[0]?.name).toBe(name);
      expect(page.variants.map((v) => v.key)).toEqual(['regular']);
      expect(page.faqs.length, 'the FAQ keeps its questions of the page').toBeGreaterThan(0);
    }
    expect(offeringsKind.sitePaths?.(doc)).toEqual({ id: '/id/produk-dan-layanan/produk/reksadana', en: '/en/mutual-fund' });
  });

  it('offerings: the priority program\'s places left are the document\'s', async () => {
    const doc = copy((await offeringsKind.read(context.database.db, 'priority-customer-gate'))!);
    expect(doc.program).toMatchObject({ quota: 250, quota_remaining: 63 });
    doc.program = { ...doc.program!, quota: 300, quota_remaining: 100 };
    await publish(context, offeringsKind, doc);
    const page = z.parse(single(offering), await json(context, '/api/offerings/priority-customer-gate?locale=en')).data;
    expect(page.program).toMatchObject({ quota: 300, quota_remaining: 100 });
  });

  it('offerings: taken off, the page answers 404 and leaves the overview; published again, it is back whole', async () => {
    const doc = (await offeringsKind.read(context.database.db, 'security-pawn'))!;
    const before = await json(context, '/api/offerings/security-pawn?locale=id');
    await unpublish(context, offeringsKind, 'security-pawn');
    expect(await status(context, '/api/offerings/security-pawn?locale=id')).toBe(404);
    expect(await status(context, '/api/offerings/security-pawn?locale=en')).toBe(404);
    for (const locale of ['id', 'en']) {
      const list = z.parse(collection(offeringSummary), await json(context, `/api/offerings?locale=${locale}`)).data;
      expect(list.map((o) => o.slug)).not.toContain('security-pawn');
    }
    expect(await offeringsKind.read(context.database.db, 'security-pawn')).toBeUndefined();
    expect(await offeringsKind.listKeys(context.database.db)).not.toContain('security-pawn');
    await publish(context, offeringsKind, doc);
    expect(await json(context, '/api/offerings/security-pawn?locale=id')).toEqual(before);
  });

  it('offerings: a fixed set of pages (no new ones, none deleted)', () => {
    expect(offeringsKind.creatable).toBe(false);
    expect(offeringsKind.deletable).toBe(false);
  });

  it('offerings: bad fields fail with a message per field', async () => {
    const doc = copy((await offeringsKind.read(context.database.db, 'stock'))!) as OfferingDocument;
    const bad = {
      ...doc, slug: 'Not A Slug', title: { id: 'Saham', en: '' }, image_url: 'javascript:alert(1)', kind: 'gift',
      benefits: { id: ['ok'], en: [3] }, program: { min_total_assets: -1, starts_on: '2026-13-45', ends_on: '2026-01-01', quota: 5, quota_remaining: 9 },
      variants: [doc.variants[0] ?? { key: 'a', title: { id: 'a', en: 'a' }, description: { id: '', en: '' }, points: { id: [], en: [] }, contract_months: 1.5, min_asset_holding: null }],
    };
    const errors = fieldErrors(offeringsKind, bad)!;
    expect(Object.keys(errors).sort()).toEqual(expect.arrayContaining(['benefits.en.0', 'image_url', 'kind', 'program.min_total_assets', 'program.starts_on', 'slug', 'title.en']));
    expect(errors['title.en']).toEqual(['Fill in the title']);
    expect(errors.slug?.[0]).toMatch(/lower-case letters/);
    expect(errors.image_url?.[0]).toMatch(/path of the site/);
    const places = fieldErrors(offeringsKind, { ...doc, program: { min_total_assets: 1, starts_on: '2026-01-01', ends_on: '2026-02-01', quota: 5, quota_remaining: 9 } })!;
    expect(places).toEqual({ 'program.quota_remaining': ['The places left cannot be more than the quota'] });
  });

  it('home page: reads as a valid document and publishes back to the same answers; slides and quick links change in both languages', async () => {
    const urls = ['/api/home?locale=id', '/api/home?locale=en'];
    {
      const { before, after } = await roundTrip(context, homeKind, urls);
      expect(after).toEqual(before);
    }
    const doc = copy((await homeKind.read(context.database.db, 'home'))!);
    doc.slides[0]!.title = { id: 'Judul baru', en: 'New title' };
    doc.slides[1]!.cta = null;
    doc.slides.pop();
    doc.quick_links = [{ route: 'risk-profile', icon: 'profile', label: { id: 'Profil Risiko', en: 'Risk Profile' } }, ...doc.quick_links.slice(0, 2)];
    await publish(context, homeKind, doc);
    for (const [locale, title, label] of [['id', 'Judul baru', 'Profil Risiko'], ['en', 'New title', 'Risk Profile']] as const) {
      const home = z.parse(single(homeContent), await json(context, `/api/home?locale=${locale}`)).data;
      expect(home.slides.map((s) => s.title)[0]).toBe(title);
      expect(home.slides).toHaveLength(2);
      expect(home.slides[1]?.cta).toBeNull();
      expect(home.quick_links.map((l) => l.label)[0]).toBe(label);
      expect(home.quick_links.map((l) => l.route)).toEqual(['risk-profile', 'stock-account', 'stock']);
    }
    expect(await homeKind.read(context.database.db, 'other')).toBeUndefined();
    expect(await publish(context, homeKind, doc).then(() => undefined)).toBeUndefined();
    const refused = await unpublish(context, homeKind, 'home').then(() => undefined, (error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 409 });
    expect(z.parse(single(homeContent), await json(context, '/api/home?locale=en')).data.slides).toHaveLength(2);
    expect(fieldErrors(homeKind, { ...doc, quick_links: [{ route: 'nowhere', icon: '', label: { id: 'x', en: 'y' } }] })).toEqual({
      'quick_links.0.route': ['Choose a page of the site (a route name such as mutual-fund)'], 'quick_links.0.icon': ['Choose an icon'],
    });
    expect(fieldErrors(homeKind, { ...doc, slides: [{ ...doc.slides[0], cta: { label: { id: 'a', en: 'b' }, url: { id: 'javascript:x', en: '/en' } } }] })).toEqual({
      'slides.0.cta.url.id': ['Enter a path of the site (/…) or an https:// address'],
    });
  });

  it('about page: reads as a valid document and publishes back to the same answers; parts change, come and go in both languages', async () => {
    const urls = ['/api/about?locale=id', '/api/about?locale=en'];
    {
      const { before, after } = await roundTrip(context, aboutKind, urls);
      expect(after).toEqual(before);
    }
    const doc = copy((await aboutKind.read(context.database.db, 'about'))!);
    doc.vision.text = { id: 'Visi baru', en: 'New vision' };
    doc.missions = doc.missions.slice(0, 2);
    doc.awards = [{ key: 'award-new', title: { id: 'Penghargaan Baru', en: 'New Award' }, detail: { id: 'Juri', en: 'Jury' }, year: 2026, photo_url: null }, ...doc.awards];
    await publish(context, aboutKind, doc);
    for (const [locale, vision, award] of [['id', 'Visi baru', 'Penghargaan Baru'], ['en', 'New vision', 'New Award']] as const) {
      const page = z.parse(single(about), await json(context, `/api/about?locale=${locale}`)).data;
      expect(page.vision).toBe(vision);
      expect(page.missions).toHaveLength(2);
      expect(page.awards[0]).toMatchObject({ key: 'award-new', title: award, year: 2026, photo: null });
    }
    expect(await aboutKind.read(context.database.db, 'about')).toEqual(doc);
    expect(fieldErrors(aboutKind, { ...doc, offices: [{ ...doc.offices[0]!, year: 12 }] })).toEqual({
      'offices.0.year': ['Enter a year such as 2024, or leave it empty'],
    });
    expect(fieldErrors(aboutKind, { ...doc, offices: [{ ...doc.offices[0]!, key: 'award-new' }] })).toEqual({
      'offices.0.key': ['This key is already used on the page: give the part a key of its own'],
    });
  });
});
