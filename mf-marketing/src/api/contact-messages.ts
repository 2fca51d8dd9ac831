import type { ApiClient, Locale } from '@brids/contracts';
import { submissionReceipt, type SubmissionReceipt } from '@brids/contracts/forms';

/** POST /api/contact-messages: sends the contact form; the same idempotency key never stores a message twice. */
export async function sendContactMessage(api: ApiClient, message: object, options: { locale: Locale; idempotencyKey: string }): Promise<SubmissionReceipt> {
  const answer = await api.post('/contact-messages', submissionReceipt, message, { query: { locale: options.locale }, idempotencyKey: options.idempotencyKey });
  return answer.data;
}
