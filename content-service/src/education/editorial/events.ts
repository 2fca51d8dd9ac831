import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { LOCALES } from '@brids/contracts';
import { agendaItem, eduvestEvent, educationalVideo, eventSpeaker } from '@brids/contracts/education';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, dateTime, filled, html, perLocale, slugField, url, wholeNumber } from '../../lib/both-languages.ts';
import { HttpError } from '../../lib/errors.ts';
import { plainText, sanitize } from '../../lib/html.ts';
import type { DB } from '../../schema.ts';
import { siteUrls } from '../../site/site-paths.ts';
import { jsonList } from '../json.ts';

const e = eduvestEvent.shape;
const image = educationalVideo.shape.thumbnail.shape.url;

/**
 * An Eduvest event (`GET /api/eduvest-events/{slug}`), both languages together. Seats taken and the
 * status are the registrations', never the document's; the description is HTML, sanitised when published.
 */
export const eventDocument = z.object({
  slug: slugField(e.slug),
  format: e.format,
  starts_at: dateTime(e.starts_at),
  ends_at: dateTime(e.ends_at),
  registration_opens_at: dateTime(e.registration_opens_at),
  registration_closes_at: dateTime(e.registration_closes_at),
  quota: wholeNumber(e.quota, 0, 'Enter a whole number of seats (0 or more)'),
  is_cancelled: e.is_cancelled,
  published_at: dateTime(e.published_at),
  image_url: z.nullable(url(filled(image, 'Choose an image, or leave it empty'))),
  title: bothLanguages(filled(e.title, 'Fill in the title')),
  summary: bothLanguages(filled(e.summary, 'Fill in the summary')),
  venue: bothLanguages(filled(e.venue, 'Fill in the place: an address, or the platform of an online event')),
  description: bothLanguages(html(e.description)),
  speakers: bothLanguages(z.array(z.object({ name: filled(eventSpeaker.shape.name, 'Fill in the speaker\'s name'), role: eventSpeaker.shape.role }))),
  agenda: bothLanguages(z.array(z.object({ time: filled(agendaItem.shape.time, 'Fill in the time'), title: filled(agendaItem.shape.title, 'Fill in what happens') }))),
}).superRefine((doc, ctx) => {
  if (Date.parse(doc.ends_at) <= Date.parse(doc.starts_at)) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'The event must end after it starts' });
  if (Date.parse(doc.registration_closes_at) <= Date.parse(doc.registration_opens_at)) {
    ctx.addIssue({ code: 'custom', path: ['registration_closes_at'], message: 'Registration must close after it opens' });
  }
  if (Date.parse(doc.registration_closes_at) > Date.parse(doc.ends_at)) {
    ctx.addIssue({ code: 'custom', path: ['registration_closes_at'], message: 'Registration must close by the end of the event' });
  }
});
export type EventDocument = z.infer<typeof eventDocument>;

const speakers = (value: string) => jsonList(value, (item) => (typeof item.name === 'string' ? { name: item.name, role: typeof item.role === 'string' ? item.role : '' } : undefined));
const agenda = (value: string) => jsonList(value, (item) => (typeof item.time === 'string' && typeof item.title === 'string' ? { time: item.time, title: item.title } : undefined));

async function readEvent(db: Kysely<DB>, slug: string): Promise<EventDocument | undefined> {
  const row = await db.selectFrom('eduvest_events').selectAll().where('slug', '=', slug).where('is_published', '=', 1).executeTakeFirst();
  if (!row) return undefined;
  const texts = await db.selectFrom('eduvest_event_translations').selectAll().where('event_id', '=', row.id).execute();
  const text = perLocale((locale) => texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === 'id'));
  if (!text.id) return undefined;
  const of = <T>(pick: (t: NonNullable<typeof text.id>) => T) => perLocale((locale) => pick(text[locale] ?? text.id!));
  return {
    slug: row.slug,
    format: row.format as EventDocument['format'],
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    registration_opens_at: row.registration_opens_at,
    registration_closes_at: row.registration_closes_at,
    quota: Number(row.quota),
    is_cancelled: Number(row.is_cancelled) === 1,
    published_at: row.published_at,
    image_url: row.image_url,
    title: of((t) => t.title),
    summary: of((t) => t.summary),
    venue: of((t) => t.venue),
    description: of((t) => t.description),
    speakers: of((t) => speakers(t.speakers)),
    agenda: of((t) => agenda(t.agenda)),
  };
}

const quotaMessage = (taken: number) => `The quota cannot be lower than the ${taken} seats already taken`;

/**
 * Makes the event what visitors see. An existing event keeps its row (its registrations refer to it):
 * the update happens only while the new quota still holds the seats taken, in the same statement, so a
 * registration at the same moment cannot slip under it; else a 422 on `quota`.
 */
async function publishEvent(trx: Transaction<DB>, doc: EventDocument): Promise<void> {
  const values = {
    format: doc.format, starts_at: doc.starts_at, ends_at: doc.ends_at, registration_opens_at: doc.registration_opens_at,
    registration_closes_at: doc.registration_closes_at, quota: doc.quota, is_cancelled: doc.is_cancelled ? 1 : 0,
    published_at: doc.published_at, image_url: doc.image_url, is_published: 1,
  };
  const existing = await trx.selectFrom('eduvest_events').select(['id', 'seats_taken']).where('slug', '=', doc.slug).executeTakeFirst();
  let id: number;
  if (existing) {
    const updated = await trx.updateTable('eduvest_events').set(values).where('id', '=', existing.id).where('seats_taken', '<=', doc.quota).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      const taken = await trx.selectFrom('eduvest_events').select('seats_taken').where('id', '=', existing.id).executeTakeFirstOrThrow();
      throw new HttpError(422, 'The event cannot be published as it is', { quota: [quotaMessage(Number(taken.seats_taken))] });
    }
    id = existing.id;
  } else {
    id = (await trx.insertInto('eduvest_events').values({ slug: doc.slug, ...values }).returning('id').executeTakeFirstOrThrow()).id;
  }
  await trx.deleteFrom('eduvest_event_translations').where('event_id', '=', id).execute();
  await trx.insertInto('eduvest_event_translations').values(LOCALES.map((locale) => {
    const description = sanitize(doc.description[locale]);
    return {
      event_id: id, locale, title: doc.title[locale], summary: doc.summary[locale], description, description_text: plainText(description),
      venue: doc.venue[locale], speakers: JSON.stringify(doc.speakers[locale]), agenda: JSON.stringify(doc.agenda[locale]),
    };
  })).execute();
}

/** Eduvest events: never deleted (their registrations refer to them), taken off the site by a flag instead. */
export const eventsKind: ContentKind<EventDocument> = {
  name: 'eduvest-events',
  label: { id: 'Acara Eduvest', en: 'Eduvest events' },
  writers: ['editor'],
  fourEyes: false,
  schema: eventDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => doc.title,
  creatable: true,
  deletable: false,
  async listKeys(db) {
    return (await db.selectFrom('eduvest_events').select('slug').where('is_published', '=', 1).orderBy('starts_at', 'desc').orderBy('id').execute()).map((r) => r.slug);
  },
  read: readEvent,
  publish: publishEvent,
  async unpublish(trx, key) {
    await trx.updateTable('eduvest_events').set({ is_published: 0 }).where('slug', '=', key).execute();
  },
  sitePaths: (doc) => {
    const list = siteUrls('brids-eduvest');
    return { id: `${list.id}/${doc.slug}`, en: `${list.en}/${doc.slug}` };
  },
};
