import type { Generated } from 'kysely';

/** The submissions backbone's tables (migration `…-310-forms`). */
export interface FormsTables {
  form_submissions: FormSubmissionsTable;
  outbox_mails: OutboxMailsTable;
  contact_messages: ContactMessagesTable;
}

/** One accepted submission of any form, with the idempotency key it came with and the answer it got. */
export interface FormSubmissionsTable {
  id: Generated<number>;
  /** The form's name ('contact', 'eduvest-registration'...). */
  form: string;
  /** The reference number the visitor was given, unique. */
  reference: string;
  /** The `Idempotency-Key` header; unique per form. */
  idempotency_key: string;
  /** SHA-256 of the submitted fields (captcha response and honeypot left out): same key, other body = 409. */
  request_hash: string;
  locale: string;
  /** The JSON body of the 201 answer, answered again for a repeated key. */
  response_body: string;
  created_at: string;
}

/** A mail caused by a submission, written in the submission's transaction and sent by the outbox worker. */
export interface OutboxMailsTable {
  id: Generated<number>;
  submission_id: number;
  /** 'notification' (to the client-service address) or 'acknowledgement' (to the visitor). */
  kind: string;
  /** The mail's Message-ID, fixed when written, so a receiver can recognise a mail it has. */
  message_id: string;
  to_address: string;
  subject: string;
  body_text: string;
  /** pending -> sending -> sent; back to pending with a later next_attempt_at on failure; failed after the last attempt. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  /** While `sending`: until when this worker holds the mail. */
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** What a contact-form visitor sent (spec §3). Personal data: deleted by the retention command. */
export interface ContactMessagesTable {
  submission_id: number;
  full_name: string;
  email: string;
  phone: string;
  domicile: string;
  message: string;
  /** When the visitor agreed to the processing of their personal data (UU PDP). */
  consent_at: string;
}
