import type { Kysely, Selectable } from 'kysely';
import { FALLBACK_LOCALE, type Locale } from '@brids/contracts';
import type { EduvestEvent, EduvestEventList, EduvestEventSummary, EventFormat, EventPeriod } from '@brids/contracts/education';
import type { DB } from '../schema.ts';
import type { EduvestEventsTable } from './schema.ts';
import { sanitize } from '../lib/html.ts';
import { translated } from '../lib/like.ts';
import { eventStatus, seatsLeft } from './event-status.ts';
import { jsonList } from './json.ts';

/** Published events (not taken off the site) with their text in the locale, else the fallback locale. */
function base(db: Kysely<DB>, locale: Locale, now: string) {
  return db
    .selectFrom('eduvest_events as e')
    .leftJoin('eduvest_event_translations as t', (j) => j.onRef('t.event_id', '=', 'e.id').on('t.locale', '=', locale))
    .leftJoin('eduvest_event_translations as f', (j) => j.onRef('f.event_id', '=', 'e.id').on('f.locale', '=', FALLBACK_LOCALE))
    .where((eb) => eb.or([eb('t.event_id', 'is not', null), eb('f.event_id', 'is not', null)]))
    .where('e.published_at', '<=', now)
    .where('e.is_published', '=', 1);
}

const summaryColumns = [
  'e.id', 'e.slug', 'e.starts_at', 'e.ends_at', 'e.format', 'e.registration_opens_at', 'e.registration_closes_at',
  'e.quota', 'e.seats_taken', 'e.is_cancelled', 'e.published_at', 'e.image_url',
  translated('title').as('title'), translated('summary').as('summary'), translated('venue').as('venue'),
] as const;

/** A row of `summaryColumns`: the table's columns and the translated texts (null when neither locale has them). */
type SummaryRow = Omit<Selectable<EduvestEventsTable>, 'id' | 'is_published'> & { title: string | null; summary: string | null; venue: string | null };

function toSummary(row: SummaryRow, now: Date): EduvestEventSummary {
  const title = row.title ?? '';
  const numbers = { quota: Number(row.quota), seats_taken: Number(row.seats_taken), is_cancelled: Number(row.is_cancelled) };
  return {
    slug: row.slug,
    title,
    summary: row.summary ?? '',
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    format: row.format as EventFormat,
    venue: row.venue ?? '',
    registration_opens_at: row.registration_opens_at,
    registration_closes_at: row.registration_closes_at,
    quota: numbers.quota,
    seats_taken: numbers.seats_taken,
    seats_left: seatsLeft(numbers),
    is_cancelled: numbers.is_cancelled === 1,
    status: eventStatus({ ...row, ...numbers }, now),
    published_at: row.published_at,
    image: row.image_url ? { url: row.image_url, alt: title } : null,
  };
}

export interface EventListQuery {
  locale: Locale;
  period: EventPeriod;
  page: number;
  perPage: number;
}

/** Upcoming events (not ended), soonest first, or past ones, latest first; with both periods' counts. */
export async function listEvents(db: Kysely<DB>, query: EventListQuery, now = new Date()): Promise<EduvestEventList> {
  const at = now.toISOString();
  const count = async (period: EventPeriod) => {
    const row = await base(db, query.locale, at)
      .where('e.ends_at', period === 'upcoming' ? '>' : '<=', at)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const [upcoming, past] = await Promise.all([count('upcoming'), count('past')]);
  const direction = query.period === 'upcoming' ? 'asc' : 'desc';
  const rows = await base(db, query.locale, at)
    .where('e.ends_at', query.period === 'upcoming' ? '>' : '<=', at)
    .select([...summaryColumns])
    .orderBy('e.starts_at', direction)
    .orderBy('e.id', direction)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return {
    data: rows.map((row) => toSummary(row, now)),
    meta: { page: query.page, perPage: query.perPage, total: query.period === 'upcoming' ? upcoming : past, counts: { upcoming, past } },
  };
}

/** One published event with its description, speakers and agenda. */
export async function findEvent(db: Kysely<DB>, slug: string, locale: Locale, now = new Date()): Promise<EduvestEvent | undefined> {
  const row = await base(db, locale, now.toISOString())
    .where('e.slug', '=', slug)
    .select([...summaryColumns, translated('description').as('description'), translated('speakers').as('speakers'), translated('agenda').as('agenda')])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toSummary(row, now),
    description: sanitize(row.description ?? ''),
    speakers: jsonList(row.speakers, (item) =>
      typeof item.name === 'string' ? { name: item.name, role: typeof item.role === 'string' ? item.role : '' } : undefined),
    agenda: jsonList(row.agenda, (item) =>
      typeof item.time === 'string' && typeof item.title === 'string' ? { time: item.time, title: item.title } : undefined),
  };
}
