import { z, type Infer, type Input } from '@brids/contracts/schema';
import type { Locale } from './locale.ts';

/**
 * The forms' contracts: the contact message (spec §3, §5) and the backbone's answers. The schemas
 * carry message CODES ('required', 'min_chars:3'...), not text: the same schema runs in the browser
 * (react-hook-form's zod resolver) and in the content service, and each side turns a code into the
 * spec's message in the visitor's language with `formMessage`.
 */

/** Lengths of the contact form's fields (docs/decisions.md). */
export const CONTACT_LIMITS = {
  fullName: { min: 3, max: 100 },
  email: { max: 254 },
  phone: { min: 9, max: 15 },
  message: { min: 20, max: 2000 },
} as const;

export const DOMICILES = ['indonesia', 'abroad'] as const;
export type Domicile = (typeof DOMICILES)[number];

/** The spec's messages (§5) and the few the spec leaves to us, per locale; `{n}` is a count. */
export const FORM_MESSAGES: Record<Locale, Record<string, string>> = {
  id: {
    required: 'Wajib diisi',
    numeric: 'Harus berupa angka',
    min_chars: 'minimal {n} karakter',
    min_digits: 'minimal {n} digit',
    max_chars: 'maksimal {n} karakter',
    max_digits: 'maksimal {n} digit',
    email: 'Format email salah',
    indonesian_phone: 'Nomor Indonesia diawali 08 atau +62',
    consent: 'Anda perlu menyetujui pemrosesan data pribadi untuk mengirim pesan',
    captcha: 'Selesaikan captcha terlebih dahulu',
    invalid: 'Isian tidak valid',
    client_numbers: 'Mohon isi dengan angka',
    client_digits: 'Masukkan {n} digit',
    client_unknown: 'Code yang Anda masukkan tidak terdaftar.',
    mobile_prefix: 'Nomor ponsel Indonesia diawali +62 atau 08',
    contact_required: 'Isi email atau nomor telepon agar kami dapat menghubungi Anda',
  },
  en: {
    required: 'Required',
    numeric: 'Must be numerical',
    min_chars: 'must be at least {n} characters',
    min_digits: 'must be at least {n} digits',
    max_chars: 'must be at most {n} characters',
    max_digits: 'must be at most {n} digits',
    email: 'Incorrect email format',
    indonesian_phone: 'An Indonesian number starts with 08 or +62',
    consent: 'Please agree to the processing of your personal data to send the message',
    captcha: 'Please complete the captcha first',
    invalid: 'Invalid value',
    client_numbers: 'Please fill in numbers',
    client_digits: 'Please enter {n} digits',
    // The spec's message, in Indonesian on both sites (§8).
    client_unknown: 'Code yang Anda masukkan tidak terdaftar.',
    mobile_prefix: 'An Indonesian mobile number starts with +62 or 08',
    contact_required: 'Give an email address or a phone number so we can reach you',
  },
};

/** The text of a message code ('min_chars:3' -> 'must be at least 3 characters') in a locale. */
export function formMessage(code: string, locale: Locale): string {
  const [key = '', n] = code.split(':');
  const text = FORM_MESSAGES[locale][key] ?? FORM_MESSAGES[locale].invalid ?? code;
  return n === undefined ? text : text.replace('{n}', n);
}

/** An address: no spaces, no NUL or other control characters. */
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@.\p{Cc}]+(\.[^\s@.\p{Cc}]+)+$/u;
/** Digits, an optional leading '+', and spaces or dashes between digits. */
const PHONE = /^\+?\d[\d\s-]*$/;

/** No NUL character: nobody types one, and PostgreSQL's text cannot store it (the backbone would fail with a 5xx). */
const noNul = z.refine<string>((value) => !value.includes('\u0000'), { error: 'invalid' });

/** A required text: trimmed, 'required' when empty, then its length limits; never a NUL character. */
const text = (min: number | undefined, max: number) =>
  z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    ...(min === undefined ? [] : [z.minLength(min, { error: `min_chars:${min}`, abort: true })]),
    z.maxLength(max, { error: `max_chars:${max}` }),
    noNul,
  );

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** A phone number: digits with an optional leading '+' (spaces and dashes allowed between), 9 to 15 digits. */
const phone = z.string({ error: 'required' }).check(
  z.trim(),
  z.minLength(1, { error: 'required', abort: true }),
  z.regex(PHONE, { error: 'numeric', abort: true }),
  z.refine((value) => digitCount(value) >= CONTACT_LIMITS.phone.min, {
    error: `min_digits:${CONTACT_LIMITS.phone.min}`,
    abort: true,
  }),
  z.refine((value) => digitCount(value) <= CONTACT_LIMITS.phone.max, { error: `max_digits:${CONTACT_LIMITS.phone.max}` }),
);

/** A number in Indonesia starts with 08, 62 or +62; outside Indonesia any international number is fine. */
export function isIndonesianNumber(value: string): boolean {
  return /^(08|\+?628)/.test(value.replace(/[\s-]/g, ''));
}

/** The contact message the content service stores (spec §3): what the visitor typed and agreed to. */
export const contactMessage = z
  .object({
    fullName: text(CONTACT_LIMITS.fullName.min, CONTACT_LIMITS.fullName.max),
    email: z.string({ error: 'required' }).check(
      z.trim(),
      z.minLength(1, { error: 'required', abort: true }),
      z.maxLength(CONTACT_LIMITS.email.max, { error: `max_chars:${CONTACT_LIMITS.email.max}`, abort: true }),
      z.regex(EMAIL, { error: 'email' }),
    ),
    phone,
    domicile: z.enum(DOMICILES, { error: 'required' }),
    message: text(CONTACT_LIMITS.message.min, CONTACT_LIMITS.message.max),
    consent: z.literal(true, { error: 'consent' }),
    /** The honeypot: hidden from people, filled in by simple bots. */
    website: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(
    z.refine((m) => m.domicile !== 'indonesia' || isIndonesianNumber(m.phone), {
      error: 'indonesian_phone',
      path: ['phone'],
    }),
  );
export type ContactMessage = Infer<typeof contactMessage>;

/** The form as the browser sends it: the message and the captcha's response (checked by the server, 400). */
export const contactForm = z.extend(contactMessage, {
  captchaToken: z.string({ error: 'captcha' }).check(z.minLength(1, { error: 'captcha' })),
});
export type ContactFormInput = Input<typeof contactForm>;
export type ContactFormValues = Infer<typeof contactForm>;

/** What a stored submission answers (201, and again for a repeated Idempotency-Key). */
export const submissionReceipt = z.object({
  data: z.object({ reference: z.string(), receivedAt: z.string() }),
});
export type SubmissionReceipt = Infer<typeof submissionReceipt>['data'];

/** A stored submission as staff see it (`GET /api/submissions`, scope `submissions:read`). */
export const submissionRecord = z.object({
  id: z.number(),
  form: z.string(),
  reference: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.nullable(z.string())])),
});
export type SubmissionRecord = Infer<typeof submissionRecord>;

/** Eduvest registration (spec §3, §5, §9): a client gives the last 7 digits of the client code. */
export const CLIENT_CODE_DIGITS = 7;
export const REGISTRATION_LIMITS = { fullName: { min: 3, max: 100 }, city: { min: 2, max: 60 }, mobile: { min: 10, max: 15 } } as const;

/** A client's registration: the last 7 digits of the client code ('Please fill in numbers', 'Please enter 7 digits'). */
export const clientRegistration = z.object({
  clientCode: z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.regex(/^\d+$/, { error: 'client_numbers', abort: true }),
    z.minLength(CLIENT_CODE_DIGITS, { error: `client_digits:${CLIENT_CODE_DIGITS}`, abort: true }),
    z.maxLength(CLIENT_CODE_DIGITS, { error: `client_digits:${CLIENT_CODE_DIGITS}` }),
  ),
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type ClientRegistration = Infer<typeof clientRegistration>;

/** An Indonesian mobile number: +62 or 08, then digits only. */
const mobile = z.string({ error: 'required' }).check(
  z.trim(),
  z.minLength(1, { error: 'required', abort: true }),
  z.regex(/^\+?\d+$/, { error: 'numeric', abort: true }),
  z.regex(/^(\+62|08)/, { error: 'mobile_prefix', abort: true }),
  z.refine((value) => digitCount(value) >= REGISTRATION_LIMITS.mobile.min, { error: `min_digits:${REGISTRATION_LIMITS.mobile.min}`, abort: true }),
  z.refine((value) => digitCount(value) <= REGISTRATION_LIMITS.mobile.max, { error: `max_digits:${REGISTRATION_LIMITS.mobile.max}` }),
);

/** A non-client's registration: full name, email, Indonesian mobile number, city, consent. */
export const nonClientRegistration = z.object({
  fullName: text(REGISTRATION_LIMITS.fullName.min, REGISTRATION_LIMITS.fullName.max),
  email: z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.maxLength(CONTACT_LIMITS.email.max, { error: `max_chars:${CONTACT_LIMITS.email.max}`, abort: true }),
    z.regex(EMAIL, { error: 'email' }),
  ),
  mobile,
  city: text(REGISTRATION_LIMITS.city.min, REGISTRATION_LIMITS.city.max),
  consent: z.literal(true, { error: 'consent' }),
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type NonClientRegistration = Infer<typeof nonClientRegistration>;

const captchaToken = z.string({ error: 'captcha' }).check(z.minLength(1, { error: 'captcha' }));
/** The registration forms as the browser sends them (with the captcha's response). */
export const clientRegistrationForm = z.extend(clientRegistration, { captchaToken });
export const nonClientRegistrationForm = z.extend(nonClientRegistration, { captchaToken });

/** Why a registration was refused (409): the register-failed page explains each. */
export const REGISTRATION_REFUSALS = ['full', 'closed', 'finished', 'already-registered'] as const;
export type RegistrationRefusal = (typeof REGISTRATION_REFUSALS)[number];

/** Why a client registration answered 503 (`errors.reason`): the client check could not be made; the visitor should try again later. */
export const CLIENT_CHECK_UNAVAILABLE = 'client-check-unavailable';

/** Lengths of the live chat's leave-a-message form (outside client-service hours, or with no agent online). */
export const CHAT_LEFT_MESSAGE_LIMITS = { name: { min: 3, max: 100 }, message: { min: 10, max: 2000 }, transcript: { lines: 20, chars: 4000 } } as const;

/** An optional email: empty (or absent) is none, else a valid address. */
const optionalEmail = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(CONTACT_LIMITS.email.max, { error: `max_chars:${CONTACT_LIMITS.email.max}`, abort: true }),
    z.refine((value) => value === '' || EMAIL.test(value), { error: 'email' }),
  ),
);

/** An optional phone number: empty (or absent) is none, else digits with an optional '+', 9 to 15 of them. */
const optionalPhone = z.optional(
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || PHONE.test(value), { error: 'numeric', abort: true }),
    z.refine((value) => value === '' || digitCount(value) >= CONTACT_LIMITS.phone.min, { error: `min_digits:${CONTACT_LIMITS.phone.min}`, abort: true }),
    z.refine((value) => digitCount(value) <= CONTACT_LIMITS.phone.max, { error: `max_digits:${CONTACT_LIMITS.phone.max}` }),
  ),
);

/**
 * The live chat's left message (form `chat-message`, `POST /api/chat/left-messages`): a name, an email and/or a
 * phone number (at least one: 'contact_required' on `email`), the message, consent; the assistant's transcript
 * when the visitor had one, so client service reads what was already answered.
 */
export const chatLeftMessage = z
  .object({
    name: text(CHAT_LEFT_MESSAGE_LIMITS.name.min, CHAT_LEFT_MESSAGE_LIMITS.name.max),
    email: optionalEmail,
    phone: optionalPhone,
    message: text(CHAT_LEFT_MESSAGE_LIMITS.message.min, CHAT_LEFT_MESSAGE_LIMITS.message.max),
    consent: z.literal(true, { error: 'consent' }),
    transcript: z.optional(
      z.array(z.object({ author: z.enum(['visitor', 'assistant']), body: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_LEFT_MESSAGE_LIMITS.transcript.chars), noNul) })).check(
        z.maxLength(CHAT_LEFT_MESSAGE_LIMITS.transcript.lines),
      ),
    ),
    /** The honeypot: hidden from people, filled in by simple bots. */
    website: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(
    z.refine((m) => Boolean(m.email) || Boolean(m.phone), { error: 'contact_required', path: ['email'] }),
  );
export type ChatLeftMessage = Infer<typeof chatLeftMessage>;

/** The left message as the browser sends it, with the captcha's response (checked by the server, 400). */
export const chatLeftMessageForm = z.extend(chatLeftMessage, { captchaToken });
export type ChatLeftMessageInput = Input<typeof chatLeftMessageForm>;
