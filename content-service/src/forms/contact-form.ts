import type { Transaction } from 'kysely';
import type { Locale } from '@brids/contracts';
import { type ContactMessage, contactMessage } from '@brids/contracts/forms';
import type { DB } from '../schema.ts';
import type { FormDefinition, MailDraft, Receipt } from './submit.ts';

/** Where notifications go when the settings name no address. */
const FALLBACK_CLIENT_SERVICE = 'customer.care@example.com';

async function setting(trx: Transaction<DB>, key: string, locale: Locale): Promise<string | undefined> {
  const rows = await trx.selectFrom('settings').select(['locale', 'value']).where('key', '=', key).where('locale', 'in', [locale, '*', 'id']).execute();
  return (rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === '*') ?? rows[0])?.value;
}

const DOMICILE = { id: { indonesia: 'Indonesia', abroad: 'Luar Indonesia' }, en: { indonesia: 'Indonesia', abroad: 'Outside Indonesia' } };

function acknowledgement(data: ContactMessage, receipt: Receipt, locale: Locale, phone: string | undefined): MailDraft {
  const contactLine = phone ? (locale === 'id' ? `Layanan nasabah: ${phone}` : `Client service: ${phone}`) : '';
  return locale === 'id'
    ? {
        kind: 'acknowledgement',
        to: data.email,
        subject: `Pesan Anda sudah kami terima (${receipt.reference})`,
        text: [
          `Halo ${data.fullName},`,
          '',
          `Terima kasih telah menghubungi BRIDS. Pesan Anda sudah kami terima dengan nomor referensi ${receipt.reference}.`,
          'Tim layanan nasabah kami akan membalas pada hari dan jam kerja.',
          '',
          'Pesan Anda:',
          data.message,
          '',
          contactLine,
        ].join('\n'),
      }
    : {
        kind: 'acknowledgement',
        to: data.email,
        subject: `We have received your message (${receipt.reference})`,
        text: [
          `Hello ${data.fullName},`,
          '',
          `Thank you for contacting BRIDS. We have received your message with reference number ${receipt.reference}.`,
          'Our client service team will reply on working days, during office hours.',
          '',
          'Your message:',
          data.message,
          '',
          contactLine,
        ].join('\n'),
      };
}

/** The contact form on the backbone: its schema, its row in `contact_messages`, its two mails. */
export const contactFormDefinition: FormDefinition<ContactMessage> = {
  name: 'contact',
  referencePrefix: 'CT',
  schema: contactMessage,
  async store(trx, submissionId, data, now) {
    await trx
      .insertInto('contact_messages')
      .values({
        submission_id: submissionId,
        full_name: data.fullName,
        email: data.email,
        phone: data.phone,
        domicile: data.domicile,
        message: data.message,
        consent_at: now,
      })
      .execute();
  },
  async mails(trx, data, receipt, locale) {
    const clientService = (await setting(trx, 'footer-email', 'id')) ?? FALLBACK_CLIENT_SERVICE;
    const phone = await setting(trx, 'footer-phone', locale);
    return [
      {
        kind: 'notification',
        to: clientService,
        subject: `[Contact form] ${receipt.reference}: ${data.fullName}`,
        text: [
          `Reference: ${receipt.reference}`,
          `Received: ${receipt.receivedAt}`,
          `Language: ${locale}`,
          `Name: ${data.fullName}`,
          `Email: ${data.email}`,
          `Phone: ${data.phone}`,
          `Domicile: ${DOMICILE.en[data.domicile]}`,
          '',
          data.message,
        ].join('\n'),
      },
      acknowledgement(data, receipt, locale, phone),
    ];
  },
};

/** The contact message fields staff see, by submission id. */
export async function contactFields(trx: Pick<Transaction<DB>, 'selectFrom'>, ids: number[]) {
  if (ids.length === 0) return new Map<number, Record<string, string>>();
  const rows = await trx.selectFrom('contact_messages').selectAll().where('submission_id', 'in', ids).execute();
  return new Map(
    rows.map((r) => [
      r.submission_id,
      { fullName: r.full_name, email: r.email, phone: r.phone, domicile: r.domicile, message: r.message, consentAt: r.consent_at },
    ]),
  );
}
