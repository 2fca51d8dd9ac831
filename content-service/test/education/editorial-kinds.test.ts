import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod';
import { TEST_CAPTCHA_TOKEN } from '@brids/contracts';
import { single, z } from '@brids/contracts/schema';
import { eduvestEvent, eduvestEventList, educationalVideoList, learnArticle, learnArticleList } from '@brids/contracts/education';
import { educationKinds } from '../../src/education/editorial.ts';
import { articlesKind } from '../../src/education/editorial/articles.ts';
import { eventsKind, type EventDocument } from '../../src/education/editorial/events.ts';
import { videosKind } from '../../src/education/editorial/videos.ts';
import { HttpError } from '../../src/lib/errors.ts';
import { post, TARGETS, useApp } from '../helpers.ts';
import { copy, roundTrip, fieldErrors, json, publish, status, unpublish } from '../editorial-kind-support.ts';

const LOCALES = ['id', 'en'] as const;
const eventLists = LOCALES.flatMap((l) => ['upcoming', 'past'].map((p) => `/api/eduvest-events?locale=${l}&filter[period]=${p}&page[size]=50`));
const videoLists = LOCALES.map((l) => `/api/educational-videos?locale=${l}&page[size]=50`);
const articleLists = LOCALES.map((l) => `/api/learn-investment?locale=${l}&page[size]=50`);
const details = (path: string, slug: string) => LOCALES.map((l) => `${path}/${slug}?locale=${l}`);

const eventIn = async (context: Parameters<typeof json>[0], locale: string, slug: string) => {
  const lists = await Promise.all(['upcoming', 'past'].map(async (p) => z.parse(eduvestEventList, await json(context, `/api/eduvest-events?locale=${locale}&filter[period]=${p}&page[size]=50`)).data));
  return lists.flat().find((e) => e.slug === slug);
};

describe.each(TARGETS)('the education content kinds on %s', (target) => {
  const context = useApp(target);

  it('lists its kinds, each writable by editors', () => {
    expect(educationKinds.map((k) => k.name)).toEqual(['eduvest-events', 'educational-videos', 'learn-investment']);
    for (const kind of educationKinds) expect(kind.writers).toEqual(['editor']);
    expect(eventsKind.deletable, 'registrations refer to events').toBe(false);
  });

  it('describes each document as JSON Schema for the console, rich text marked as HTML', () => {
    const schemas = Object.fromEntries(educationKinds.map((kind) => [kind.name, toJSONSchema(kind.schema) as any]));
    expect(schemas['eduvest-events'].properties.description.properties.en).toMatchObject({ type: 'string', contentMediaType: 'text/html' });
    expect(schemas['learn-investment'].properties.body.properties.id).toMatchObject({ type: 'string', minLength: 1, contentMediaType: 'text/html' });
    expect(schemas['learn-investment'].properties.title.properties.id.contentMediaType).toBeUndefined();
    expect(schemas['educational-videos'].required).toEqual(expect.arrayContaining(['slug', 'title', 'published_at']));
  });

  it('every sample entry reads as a valid document and publishes back to the same public answers', async () => {
    {
      const { before, after } = await roundTrip(context, eventsKind, [...eventLists, ...details('/api/eduvest-events', 'webinar-saham-untuk-pemula'), ...details('/api/eduvest-events', 'kelas-manajemen-risiko')]);
      expect(after).toEqual(before);
    }
    {
      const { before, after } = await roundTrip(context, videosKind, videoLists);
      expect(after).toEqual(before);
    }
    {
      const { before, after } = await roundTrip(context, articlesKind, [...articleLists, ...details('/api/learn-investment', 'membuka-rekening-saham'), ...details('/api/learn-investment', 'apa-itu-saham-dan-bursa')]);
      expect(after).toEqual(before);
    }
  });

  it('eduvest events: a changed event shows in both languages in the list and on its page; the seats taken stay', async () => {
    const doc = copy((await eventsKind.read(context.database.db, 'webinar-strategi-dividen'))!);
    doc.title = { id: 'Webinar: Dividen (diubah)', en: 'Webinar: Dividends (changed)' };
    doc.description = { id: '<p>Baru</p><script>alert(1)</script>', en: '<p onclick="x()">New</p>' };
    doc.quota = 600;
    await publish(context, eventsKind, doc);
    for (const [locale, title, body] of [['id', 'Webinar: Dividen (diubah)', '<p>Baru</p>'], ['en', 'Webinar: Dividends (changed)', '<p>New</p>']] as const) {
      expect((await eventIn(context, locale, 'webinar-strategi-dividen'))?.title).toBe(title);
      const page = z.parse(single(eduvestEvent), await json(context, `/api/eduvest-events/webinar-strategi-dividen?locale=${locale}`)).data;
      expect(page).toMatchObject({ title, description: body, quota: 600, seats_taken: 45, seats_left: 555 });
    }
    expect(eventsKind.sitePaths?.(doc)).toEqual({ id: '/id/edukasi/brids-eduvest/webinar-strategi-dividen', en: '/en/education/brids-eduvest/webinar-strategi-dividen' });
  });

  it('eduvest events: a new event by publish appears and takes registrations', async () => {
    const base = (await eventsKind.read(context.database.db, 'webinar-saham-untuk-pemula'))!;
    const doc: EventDocument = { ...copy(base), slug: 'webinar-baru-editor', title: { id: 'Webinar Baru', en: 'New Webinar' }, quota: 10 };
    await publish(context, eventsKind, doc);
    expect((await eventIn(context, 'en', 'webinar-baru-editor'))).toMatchObject({ title: 'New Webinar', seats_taken: 0, status: 'open' });
    const answer = await post(context, '/api/eduvest-events/webinar-baru-editor/registrations/non-client?locale=en',
      { fullName: 'Rina Maharani', email: 'rina@example.com', mobile: '081234567890', city: 'Bandung', consent: true, captchaToken: TEST_CAPTCHA_TOKEN },
      { 'idempotency-key': randomUUID() });
    expect(answer.status).toBe(201);
  });

  it('eduvest events: taken off, the event answers 404 and leaves the lists, and its registrations stay; published again, it is back with them', async () => {
    const slug = 'webinar-saham-untuk-pemula';
    const register = (email: string) => post(context, `/api/eduvest-events/${slug}/registrations/non-client?locale=id`,
      { fullName: 'Budi Contoh', email, mobile: '081234567890', city: 'Bandung', consent: true, captchaToken: TEST_CAPTCHA_TOKEN },
      { 'idempotency-key': randomUUID() });
    expect((await register('budi@example.com')).status).toBe(201);
    const doc = (await eventsKind.read(context.database.db, slug))!;
    const db = context.database.db;
    const registrations = async () => (await db.selectFrom('eduvest_registrations as r').innerJoin('eduvest_events as e', 'e.id', 'r.event_id').select('r.email').where('e.slug', '=', slug).execute()).map((r) => r.email);
    expect(await registrations()).toEqual(['budi@example.com']);

    await unpublish(context, eventsKind, slug);
    for (const locale of LOCALES) {
      expect(await status(context, `/api/eduvest-events/${slug}?locale=${locale}`)).toBe(404);
      expect(await eventIn(context, locale, slug)).toBeUndefined();
    }
    expect((await register('late@example.com')).status, 'no registration for an event off the site').toBe(404);
    expect(await registrations()).toEqual(['budi@example.com']);
    expect(await eventsKind.read(db, slug)).toBeUndefined();
    expect(await eventsKind.listKeys(db)).not.toContain(slug);

    await publish(context, eventsKind, doc);
    expect(await eventIn(context, 'id', slug)).toMatchObject({ seats_taken: 113 });
    expect(await registrations()).toEqual(['budi@example.com']);
  });

  it('eduvest events: a quota below the seats taken is refused on the quota field, and nothing changes', async () => {
    const slug = 'webinar-reksadana-untuk-milenial';
    const before = await json(context, `/api/eduvest-events/${slug}?locale=en`);
    const doc = { ...copy((await eventsKind.read(context.database.db, slug))!), quota: 100, title: { id: 'X', en: 'X' } };
    const refused = await publish(context, eventsKind, doc).then(() => undefined, (error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 422, errors: { quota: ['The quota cannot be lower than the 194 seats already taken'] } });
    expect(await json(context, `/api/eduvest-events/${slug}?locale=en`)).toEqual(before);
    await publish(context, eventsKind, { ...doc, quota: 194 });
    expect(await eventIn(context, 'en', slug)).toMatchObject({ quota: 194, seats_left: 0, status: 'full' });
  });

  it('eduvest events: bad fields fail with a message per field', async () => {
    const doc = (await eventsKind.read(context.database.db, 'kelas-trading-di-brights'))!;
    const errors = fieldErrors(eventsKind, {
      ...doc, slug: 'Bad Slug', format: 'hybrid', starts_at: 'tomorrow', quota: -3, title: { id: '', en: 'T' }, venue: { id: 'x' },
      speakers: { id: [{ name: '', role: 'r' }], en: [] },
    })!;
    expect(errors).toMatchObject({
      slug: [expect.stringMatching(/lower-case/)], starts_at: [expect.stringMatching(/date and time/)], quota: ['Enter a whole number of seats (0 or more)'],
      'title.id': ['Fill in the title'], 'speakers.id.0.name': ["Fill in the speaker's name"],
    });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['format', 'venue.en']));
    expect(fieldErrors(eventsKind, { ...doc, ends_at: doc.starts_at })).toEqual({ ends_at: ['The event must end after it starts'] });
  });

  it('educational videos: changed, new and taken off, as visitors see them in both languages', async () => {
    const db = context.database.db;
    const doc = copy((await videosKind.read(db, 'cara-kerja-bursa-efek'))!);
    doc.title = { id: 'Cara Kerja Bursa (diubah)', en: 'How the Exchange Works (changed)' };
    await publish(context, videosKind, doc);
    const fresh = { ...copy(doc), slug: 'video-baru', provider_video_id: 'sMpLeVid999', title: { id: 'Video Baru', en: 'New Video' }, published_at: new Date(Date.now() - 60_000).toISOString() };
    await publish(context, videosKind, fresh);
    for (const [locale, title, added] of [['id', 'Cara Kerja Bursa (diubah)', 'Video Baru'], ['en', 'How the Exchange Works (changed)', 'New Video']] as const) {
      const list = z.parse(educationalVideoList, await json(context, `/api/educational-videos?locale=${locale}&page[size]=50`)).data;
      expect(list.find((v) => v.slug === 'cara-kerja-bursa-efek')?.title).toBe(title);
      expect(list[0]).toMatchObject({ slug: 'video-baru', title: added });
    }
    await unpublish(context, videosKind, 'video-baru');
    for (const locale of LOCALES) {
      const list = z.parse(educationalVideoList, await json(context, `/api/educational-videos?locale=${locale}&page[size]=50`)).data;
      expect(list.map((v) => v.slug)).not.toContain('video-baru');
    }
    expect(await videosKind.read(db, 'video-baru')).toBeUndefined();
    expect(fieldErrors(videosKind, { ...doc, category: 'cooking', duration_seconds: 0, provider_video_id: '<script>', title: { id: 'a', en: '' } })).toEqual({
      category: [expect.any(String)], duration_seconds: ['Enter the length in whole seconds (1 or more)'],
      provider_video_id: ["Enter the video's id on the provider (letters, digits, - and _)"], 'title.en': ['Fill in the title'],
    });
  });

  it('learn-investment articles: changed (sanitised), new and taken off, in both languages, list and page', async () => {
    const db = context.database.db;
    const doc = copy((await articlesKind.read(db, 'membuka-rekening-saham'))!);
    doc.title = { id: 'Membuka Rekening (diubah)', en: 'Opening an Account (changed)' };
    doc.body = { id: '<h2>Langkah</h2><p>Isi</p><img src=x onerror="alert(1)">', en: '<h2>Steps</h2><p>Text</p>' };
    await publish(context, articlesKind, doc);
    for (const [locale, title, heading] of [['id', 'Membuka Rekening (diubah)', 'Langkah'], ['en', 'Opening an Account (changed)', 'Steps']] as const) {
      const list = z.parse(learnArticleList, await json(context, `/api/learn-investment?locale=${locale}&page[size]=50`)).data;
      expect(list.find((a) => a.slug === 'membuka-rekening-saham')?.title).toBe(title);
      const page = z.parse(single(learnArticle), await json(context, `/api/learn-investment/membuka-rekening-saham?locale=${locale}`)).data;
      expect(page.title).toBe(title);
      expect(page.toc).toEqual([{ id: expect.any(String), text: heading, level: 2 }]);
      expect(page.body).not.toMatch(/onerror|<script/);
      expect(page.previous?.slug).toBe('apa-itu-saham-dan-bursa');
    }
    const fresh = { ...copy(doc), slug: 'artikel-baru', series: null, title: { id: 'Artikel Baru', en: 'New Article' } };
    await publish(context, articlesKind, fresh);
    expect(z.parse(single(learnArticle), await json(context, '/api/learn-investment/artikel-baru?locale=en')).data.title).toBe('New Article');
    await unpublish(context, articlesKind, 'membuka-rekening-saham');
    for (const locale of LOCALES) {
      expect(await status(context, `/api/learn-investment/membuka-rekening-saham?locale=${locale}`)).toBe(404);
      const list = z.parse(learnArticleList, await json(context, `/api/learn-investment?locale=${locale}&page[size]=50`)).data;
      expect(list.map((a) => a.slug)).not.toContain('membuka-rekening-saham');
    }
    expect(articlesKind.sitePaths?.(doc)).toEqual({ id: '/id/edukasi/belajar-investasi/membuka-rekening-saham', en: '/en/education/learn-investment/membuka-rekening-saham' });
    expect(fieldErrors(articlesKind, { ...doc, topic: 'gold', reading_minutes: 0, series: { slug: 's', order: 0, title: { id: 'S', en: '' } }, body: { id: '', en: 'x' } })).toEqual({
      topic: [expect.any(String)], reading_minutes: ['Enter the minutes it takes to read (1 or more)'], 'series.order': ['Enter its place in the series (1 or more)'],
      'series.title.en': ["Fill in the series' title"], 'body.id': ['Write the article'],
    });
  });
});
