import type { Transaction } from 'kysely';
import type { Locale } from '@brids/contracts';
import { type ChatLeftMessage, chatLeftMessage } from '@brids/contracts/forms';
import type { DB } from '../schema.ts';
import type { FormDefinition, MailDraft, Receipt } from '../forms/submit.ts';

/** Where notifications go when the settings name no address (as the contact form's). */
const FALLBACK_CLIENT_SERVICE = 'customer.care@example.com';

async function clientServiceAddress(trx: Transaction<DB>): Promise<string> {
  const rows = await trx.selectFrom('settings').select(['locale', 'value']).where('key', '=', 'footer-email').execute();
  return (rows.find((r) => r.locale === '*') ?? rows.find((r) => r.locale === 'id') ?? rows[0])?.value ?? FALLBACK_CLIENT_SERVICE;
}

function acknowledgement(data: ChatLeftMessage, receipt: Receipt, locale: Locale): MailDraft | undefined {
  if (!data.email) return undefined;
  return locale === 'id'
    ? {
        kind: 'acknowledgement',
        to: data.email,
        subject: `Pesan Anda sudah kami terima (${receipt.reference})`,
        text: [`Halo ${data.name},`, '', `Terima kasih. Pesan yang Anda tinggalkan di chat sudah kami terima dengan nomor referensi ${receipt.reference}.`, 'Tim layanan nasabah kami akan menghubungi Anda pada hari dan jam kerja.', '', 'Pesan Anda:', data.message].join('\n'),
      }
    : {
        kind: 'acknowledgement',
        to: data.email,
        subject: `We have received your message (${receipt.reference})`,
        text: [`Hello ${data.name},`, '', `Thank you. We have received the message you left in the chat with reference number ${receipt.reference}.`, 'Our client service team will get back to you on working days, during office hours.', '', 'Your message:', data.message].join('\n'),
      };
}

/**
 * The live chat's left message (outside hours, or no agent online) on the forms backbone: its row in
 * `chat_left_messages`, a notification to client service (with the assistant's transcript) and, when the
 * visitor gave an email, an acknowledgement in their language.
 */
export const chatLeftMessageDefinition: FormDefinition<ChatLeftMessage> = {
  name: 'chat-message',
  referencePrefix: 'CH',
  schema: chatLeftMessage,
  async store(trx, submissionId, data, now) {
    await trx
      .insertInto('chat_left_messages')
      .values({
        submission_id: submissionId,
        name: data.name,
        email: data.email || null,
        phone: data.phone || null,
        message: data.message,
        transcript: data.transcript?.length ? JSON.stringify(data.transcript) : null,
        consent_at: now,
      })
      .execute();
  },
  async mails(trx, data, receipt, locale) {
    const transcript = (data.transcript ?? []).map((line) => `${line.author === 'visitor' ? 'Visitor' : 'Assistant'}: ${line.body}`);
    const notification: MailDraft = {
      kind: 'notification',
      to: await clientServiceAddress(trx),
      subject: `[Live chat message] ${receipt.reference}: ${data.name}`,
      text: [
        `Reference: ${receipt.reference}`,
        `Received: ${receipt.receivedAt}`,
        `Language: ${locale}`,
        `Name: ${data.name}`,
        `Email: ${data.email || '-'}`,
        `Phone: ${data.phone || '-'}`,
        '',
        data.message,
        ...(transcript.length ? ['', 'Before, with the assistant:', ...transcript] : []),
      ].join('\n'),
    };
    const ack = acknowledgement(data, receipt, locale);
    return ack ? [notification, ack] : [notification];
  },
};

/** The left messages' fields staff see, by submission id. */
export async function chatLeftMessageFields(trx: Pick<Transaction<DB>, 'selectFrom'>, ids: number[]) {
  if (ids.length === 0) return new Map<number, Record<string, string | null>>();
  const rows = await trx.selectFrom('chat_left_messages').selectAll().where('submission_id', 'in', ids).execute();
  return new Map(
    rows.map((r) => [r.submission_id, { name: r.name, email: r.email, phone: r.phone, message: r.message, transcript: r.transcript, consentAt: r.consent_at }]),
  );
}
