import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { LOCALES, type Locale } from '@brids/contracts';
import { z, type Schema } from '@brids/contracts/schema';
import { formMessage, submissionReceipt } from '@brids/contracts/forms';
import { INVALID_JSON } from '../lib/json-body.ts';
import { HttpError } from '../lib/errors.ts';
import { type ApiDoc, stringMatching } from '../lib/openapi.ts';
import { oneOf } from '../lib/query.ts';
import { requestLocale } from '../lib/request-locale.ts';
import type { DB } from '../schema.ts';
import type { AppContext } from '../lib/context.ts';

/** A mail a submission causes, written to the outbox in the submission's transaction. */
export interface MailDraft {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** What a form plugs into the backbone. */
export interface FormDefinition<T> {
  /** Stored in `form_submissions.form` and used by staff filters ('contact'). */
  name: string;
  /** The first letters of the reference number ('CT' -> CT-20261124-7K3M9Q). */
  referencePrefix: string;
  /** The submitted fields' schema (the captcha response is checked apart, 400). */
  schema: Schema;
  /** What else the submission is about (an event's slug): part of what an idempotency key stands for. */
  scope?: string;
  /** Turns a failure of `store` (a unique constraint lost to a concurrent request) into the answer to give. */
  conflict?: (error: unknown, locale: Locale) => HttpError | undefined;
  /**
   * Checks that ask another service (the client registry), after the captcha and before the transaction,
   * so that no transaction waits on the network: throws an HttpError to refuse.
   */
  prepare?: (data: T, locale: Locale) => Promise<void>;
  /** Checks against stored data (a registered client, seats left...): throws an HttpError to refuse. */
  check?: (trx: Transaction<DB>, data: T, locale: Locale) => Promise<void>;
  /** Writes the form's own rows in the submission's transaction. */
  store: (trx: Transaction<DB>, submissionId: number, data: T, now: string) => Promise<void>;
  /** The mails of a submission, in the visitor's language. */
  mails: (trx: Transaction<DB>, data: T, receipt: Receipt, locale: Locale) => Promise<MailDraft[]>;
}

export interface Receipt {
  reference: string;
  receivedAt: string;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The query of every form route: the language of its messages and mails (absent: Accept-Language, else id). */
export const FORM_QUERY = {
  locale: oneOf(LOCALES).optional().meta({ description: 'Language of the messages and mails; absent: the Accept-Language header, else id.' }),
};

/** The description of a form route (`schema: apiSchema(formApiDoc(...))`): its body, the headers and answers of every form. */
export function formApiDoc(summary: string, body: ApiDoc['body']): ApiDoc {
  return {
    summary,
    description: 'A repeated Idempotency-Key with the same body answers the first receipt again (Idempotent-Replayed: true).',
    query: FORM_QUERY,
    headers: {
      'Idempotency-Key': {
        schema: stringMatching(IDEMPOTENCY_KEY),
        required: true,
        description: 'Chosen by the browser per submission: 8–128 letters, digits, - or _.',
      },
    },
    body,
    response: submissionReceipt,
    status: 201,
    errors: { '409': true, '415': true },
  };
}
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const TEXTS = {
  id: {
    checkForm: 'Periksa kembali isian formulir.',
    captcha: 'Captcha belum diselesaikan atau sudah kedaluwarsa. Silakan ulangi captcha.',
    notJson: 'Isi permintaan bukan JSON yang valid.',
    notObject: 'Isi permintaan harus berupa objek JSON.',
    contentType: 'Kirim formulir sebagai application/json.',
    key: 'Header Idempotency-Key wajib ada: 8–128 huruf, angka, - atau _.',
    conflict: 'Idempotency-Key ini sudah dipakai untuk kiriman lain.',
  },
  en: {
    checkForm: 'Please check the form.',
    captcha: 'The captcha was not completed or has expired. Please complete it again.',
    notJson: 'The request body is not valid JSON.',
    notObject: 'The request body must be a JSON object.',
    contentType: 'Send the form as application/json.',
    key: 'The Idempotency-Key header is required: 8–128 letters, digits, - or _.',
    conflict: 'This Idempotency-Key was already used for a different submission.',
  },
} as const;

export const formText = (locale: Locale, key: keyof (typeof TEXTS)['en']) => TEXTS[locale][key];

/** A reference a visitor can read out on the phone: prefix, date, six unambiguous characters. */
export function newReference(prefix: string, now: Date): string {
  const bytes = randomBytes(6);
  let tail = '';
  for (const byte of bytes) tail += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `${prefix}-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${tail}`;
}

/** Stable JSON (keys sorted) of the fields that make a submission what it is. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => key !== 'captchaToken' && key !== 'website' && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The schema's issues as `{ field: [message] }` in the locale, one message per field. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[], locale: Locale) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (!errors[field]) errors[field] = [formMessage(issue.message, locale)];
  }
  return errors;
}

async function previous(db: Kysely<DB>, form: string, key: string) {
  return db
    .selectFrom('form_submissions')
    .select(['request_hash', 'response_body'])
    .where('form', '=', form)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

function replay(reply: FastifyReply, row: { request_hash: string; response_body: string }, hash: string, locale: Locale) {
  if (row.request_hash !== hash) throw new HttpError(409, formText(locale, 'conflict'));
  return reply.code(201).header('Idempotent-Replayed', 'true').type('application/json').send(row.response_body);
}

/**
 * The backbone's handling of one submission: JSON body, Idempotency-Key (a repeat answers the first
 * answer, another body with the same key 409), the form's schema (422 with per-field messages in
 * the visitor's language), the honeypot, the captcha (400), then ONE transaction that stores the
 * submission, the form's rows and the outbox mails. The outbox worker is woken after the commit.
 */
export async function handleSubmission<T>(
  form: FormDefinition<T>,
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db } = context;
  const locale = requestLocale(request);
  const contentType = String(request.headers['content-type'] ?? '');
  if (!/^application\/json\b/i.test(contentType)) throw new HttpError(415, formText(locale, 'contentType'));
  const body: unknown = request.body;
  if (body === INVALID_JSON) throw new HttpError(400, formText(locale, 'notJson'));
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(422, formText(locale, 'notObject'));

  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, formText(locale, 'key'));
  const hash = createHash('sha256').update(`${form.name}\n${form.scope ?? ''}\n${canonical(body)}`).digest('hex');

  const earlier = await previous(db, form.name, key);
  if (earlier) return replay(reply, earlier, hash, locale);

  const parsed = z.safeParse(form.schema, body);
  if (!parsed.success) throw new HttpError(422, formText(locale, 'checkForm'), fieldErrors(parsed.error.issues, locale));
  const data = parsed.data as T;
  const fields = body as { website?: unknown; captchaToken?: unknown };

  // The honeypot: a person never sees the field. A bot is told it worked; nothing is stored or sent.
  if (typeof fields.website === 'string' && fields.website.trim() !== '') {
    request.log.info({ form: form.name }, 'honeypot filled: submission dropped');
    const now = new Date();
    return reply.code(201).send({ data: { reference: newReference(form.referencePrefix, now), receivedAt: now.toISOString() } });
  }

  const token = typeof fields.captchaToken === 'string' ? fields.captchaToken : undefined;
  if (!token || !(await context.captcha.verify(token, request.ip))) {
    throw new HttpError(400, formText(locale, 'captcha'), { captchaToken: [formText(locale, 'captcha')] });
  }
  await form.prepare?.(data, locale);

  const now = new Date();
  const receipt: Receipt = { reference: newReference(form.referencePrefix, now), receivedAt: now.toISOString() };
  const responseBody = JSON.stringify({ data: receipt });
  try {
    await db.transaction().execute(async (trx) => {
      await form.check?.(trx, data, locale);
      const inserted = await trx
        .insertInto('form_submissions')
        .values({
          form: form.name,
          reference: receipt.reference,
          idempotency_key: key,
          request_hash: hash,
          locale,
          response_body: responseBody,
          created_at: receipt.receivedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await form.store(trx, inserted.id, data, receipt.receivedAt);
      const mails = await form.mails(trx, data, receipt, locale);
      if (mails.length) {
        await trx
          .insertInto('outbox_mails')
          .values(
            mails.map((mail) => ({
              submission_id: inserted.id,
              kind: mail.kind,
              message_id: `<${randomUUID()}@${context.mailDomain}>`,
              to_address: mail.to,
              subject: mail.subject,
              body_text: mail.text,
              status: 'pending',
              attempts: 0,
              next_attempt_at: receipt.receivedAt,
              created_at: receipt.receivedAt,
            })),
          )
          .execute();
      }
    });
  } catch (error) {
    // Two requests with one key at the same time: the second loses the unique constraint and answers like a repeat.
    const raced = await previous(db, form.name, key);
    if (raced) return replay(reply, raced, hash, locale);
    throw (error instanceof HttpError ? undefined : form.conflict?.(error, locale)) ?? error;
  }
  context.outbox?.wake();
  return reply.code(201).type('application/json').send(responseBody);
}
