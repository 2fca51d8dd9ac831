import type { Kysely, Transaction } from 'kysely';
import { FALLBACK_LOCALE, type Locale } from '@brids/contracts';
import {
  CLIENT_CHECK_UNAVAILABLE,
  type ClientRegistration,
  clientRegistration,
  formMessage,
  type NonClientRegistration,
  nonClientRegistration,
  type RegistrationRefusal,
} from '@brids/contracts/forms';
import type { DB } from '../../schema.ts';
import { eventStatus } from '../event-status.ts';
import type { FormDefinition, MailDraft, Receipt } from '../../forms/submit.ts';
import { HttpError } from '../../lib/errors.ts';
import { type ClientDirectory, ClientDirectoryUnavailable, type RegisteredClient } from './client-directory.ts';

const REFUSALS: Record<Locale, Record<RegistrationRefusal, string>> = {
  id: {
    full: 'Maaf, kuota acara ini sudah penuh.',
    closed: 'Pendaftaran acara ini sedang tidak dibuka.',
    finished: 'Acara ini sudah selesai.',
    'already-registered': 'Anda sudah terdaftar. Silakan periksa email Anda.',
  },
  en: {
    full: 'Sorry, this event is fully booked.',
    closed: 'Registration for this event is not open.',
    finished: 'This event has finished.',
    'already-registered': 'You are already registered. Please check your email.',
  },
};
const NOT_FOUND = { id: 'Acara tidak ditemukan.', en: 'Event not found.' };
const CHECK_UNAVAILABLE: Record<Locale, string> = {
  id: 'Kode nasabah belum dapat diperiksa saat ini. Silakan coba lagi dalam beberapa menit.',
  en: 'We cannot check client codes right now. Please try again in a few minutes.',
};

/** The client directory could not answer: 503 'try again later' in the visitor's language (never 'not registered'). */
export class ClientCheckUnavailable extends HttpError {
  constructor(locale: Locale, options: { cause: unknown }) {
    super(503, CHECK_UNAVAILABLE[locale], { reason: [CLIENT_CHECK_UNAVAILABLE] });
    this.cause = options.cause;
  }
}

/** A refusal: 409 with the reason in `errors.reason` (the register-failed page explains it). */
export const refusal = (reason: RegistrationRefusal, locale: Locale) => new HttpError(409, REFUSALS[locale][reason], { reason: [reason] });

interface EventRow {
  id: number;
  slug: string;
  starts_at: string;
  ends_at: string;
  registration_opens_at: string;
  registration_closes_at: string;
  quota: number;
  seats_taken: number;
  is_cancelled: number;
}

async function openEvent(trx: Kysely<DB>, slug: string, locale: Locale): Promise<EventRow> {
  const event = await trx
    .selectFrom('eduvest_events')
    .select(['id', 'slug', 'starts_at', 'ends_at', 'registration_opens_at', 'registration_closes_at', 'quota', 'seats_taken', 'is_cancelled'])
    .where('slug', '=', slug)
    .where('published_at', '<=', new Date().toISOString())
    .where('is_published', '=', 1)
    .executeTakeFirst();
  if (!event) throw new HttpError(404, NOT_FOUND[locale]);
  const status = eventStatus(event);
  if (status !== 'open') throw refusal(status, locale);
  return event;
}

async function alreadyRegistered(trx: Transaction<DB>, eventId: number, email: string, clientId: string | null): Promise<boolean> {
  const row = await trx
    .selectFrom('eduvest_registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .where((eb) => (clientId === null ? eb('email', '=', email) : eb.or([eb('email', '=', email), eb('client_identity', '=', clientId)])))
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes one seat atomically: the update only happens while a seat is left, whatever runs beside it. */
async function takeSeat(trx: Transaction<DB>, eventId: number, locale: Locale): Promise<void> {
  const taken = await trx
    .updateTable('eduvest_events')
    .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1) }))
    .where('id', '=', eventId)
    .where((eb) => eb('seats_taken', '<', eb.ref('quota')))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw refusal('full', locale);
}

async function eventText(trx: Transaction<DB>, eventId: number, locale: Locale) {
  const rows = await trx.selectFrom('eduvest_event_translations').select(['locale', 'title', 'venue']).where('event_id', '=', eventId).execute();
  return rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === FALLBACK_LOCALE) ?? { title: '', venue: '' };
}

const wib = (iso: string, locale: Locale) =>
  `${new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(new Date(iso))} WIB`;

function confirmation(to: string, name: string, event: EventRow, text: { title: string; venue: string }, receipt: Receipt, locale: Locale): MailDraft {
  return locale === 'id'
    ? {
        kind: 'confirmation',
        to,
        subject: `Pendaftaran Eduvest: ${text.title} (${receipt.reference})`,
        text: [`Halo ${name},`, '', `Pendaftaran Anda untuk "${text.title}" sudah kami terima (nomor referensi ${receipt.reference}).`, `Waktu: ${wib(event.starts_at, locale)}`, `Tempat: ${text.venue}`, '', 'Sampai jumpa di acara!'].join('\n'),
      }
    : {
        kind: 'confirmation',
        to,
        subject: `Eduvest registration: ${text.title} (${receipt.reference})`,
        text: [`Hello ${name},`, '', `We have received your registration for "${text.title}" (reference ${receipt.reference}).`, `When: ${wib(event.starts_at, locale)}`, `Where: ${text.venue}`, '', 'See you at the event!'].join('\n'),
      };
}

/** A unique constraint lost to a concurrent registration of the same person: 'already registered'. */
function duplicate(error: unknown, locale: Locale): HttpError | undefined {
  const e = error as { code?: unknown; message?: unknown };
  const unique = e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof e.message === 'string' && /UNIQUE constraint failed: eduvest_registrations/.test(e.message));
  return unique ? refusal('already-registered', locale) : undefined;
}

/**
 * A client's registration for the event of `slug`: the client directory must know the code (asked before
 * the transaction, after the event is found open); the registration is keyed by the event and the
 * identity the directory answers, so two clients sharing their last 7 digits stay two.
 */
export function clientRegistrationForm(slug: string, directory: ClientDirectory, db: Kysely<DB>): FormDefinition<ClientRegistration> {
  let event: EventRow;
  let client: RegisteredClient;
  return {
    name: 'eduvest-registration',
    referencePrefix: 'EV',
    scope: slug,
    schema: clientRegistration,
    conflict: duplicate,
    async prepare(data, locale) {
      await openEvent(db, slug, locale);
      let found: RegisteredClient | null;
      try {
        found = await directory.find(data.clientCode);
      } catch (error) {
        if (error instanceof ClientDirectoryUnavailable) throw new ClientCheckUnavailable(locale, { cause: error });
        throw error;
      }
      if (!found) throw new HttpError(422, formMessage('client_unknown', locale), { clientCode: [formMessage('client_unknown', locale)] });
      client = found;
    },
    async check(trx, _data, locale) {
      event = await openEvent(trx, slug, locale);
      if (await alreadyRegistered(trx, event.id, client.email.toLowerCase(), client.clientId)) throw refusal('already-registered', locale);
      await takeSeat(trx, event.id, locale);
    },
    async store(trx, submissionId, _data, now) {
      await trx
        .insertInto('eduvest_registrations')
        .values({ submission_id: submissionId, event_id: event.id, kind: 'client', client_identity: client.clientId, full_name: client.fullName, email: client.email.toLowerCase(), mobile: null, city: null, created_at: now })
        .execute();
    },
    async mails(trx, _data, receipt, locale) {
      return [confirmation(client.email, client.fullName, event, await eventText(trx, event.id, locale), receipt, locale)];
    },
  };
}

/** A non-client's registration for the event of `slug`. */
export function nonClientRegistrationForm(slug: string): FormDefinition<NonClientRegistration> {
  let event: EventRow;
  return {
    name: 'eduvest-registration',
    referencePrefix: 'EV',
    scope: slug,
    schema: nonClientRegistration,
    conflict: duplicate,
    async check(trx, data, locale) {
      event = await openEvent(trx, slug, locale);
      if (await alreadyRegistered(trx, event.id, data.email.toLowerCase(), null)) throw refusal('already-registered', locale);
      await takeSeat(trx, event.id, locale);
    },
    async store(trx, submissionId, data, now) {
      await trx
        .insertInto('eduvest_registrations')
        .values({ submission_id: submissionId, event_id: event.id, kind: 'non-client', client_identity: null, full_name: data.fullName, email: data.email.toLowerCase(), mobile: data.mobile, city: data.city, created_at: now })
        .execute();
    },
    async mails(trx, data, receipt, locale) {
      return [confirmation(data.email, data.fullName, event, await eventText(trx, event.id, locale), receipt, locale)];
    },
  };
}

/** The registration fields staff see, by submission id. */
export async function registrationFields(db: Pick<Transaction<DB>, 'selectFrom'>, ids: number[]) {
  if (ids.length === 0) return new Map<number, Record<string, string | null>>();
  const rows = await db
    .selectFrom('eduvest_registrations as r')
    .innerJoin('eduvest_events as e', 'e.id', 'r.event_id')
    .select(['r.submission_id', 'e.slug', 'r.kind', 'r.client_identity', 'r.full_name', 'r.email', 'r.mobile', 'r.city'])
    .where('r.submission_id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [r.submission_id, { event: r.slug, kind: r.kind, clientCode: r.client_identity, fullName: r.full_name, email: r.email, mobile: r.mobile, city: r.city }]),
  );
}
