import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CAPTCHA_TOKEN } from '@brids/contracts';
import { submissionReceipt } from '@brids/contracts/forms';
import { type Answer, get, post, TARGETS, type TestContext, useApp } from '../helpers.ts';
import type { ClientDirectory } from '../../src/education/registration/client-directory.ts';
import { clientRegistry } from '../../src/education/registration/client-registry.ts';
import { type RegistryStub, startRegistryStub } from './client-registry-stub.ts';

const ANDI = { clientId: 'C-100001', fullName: 'Andi Wijaya', email: 'andi@example.com' };
/** Two clients of the registry whose client codes end in the same 7 digits. */
const TWINS = [
  { clientId: 'C-200001', fullName: 'Sari Lestari', email: 'sari@example.com' },
  { clientId: 'C-200002', fullName: 'Sari Handayani', email: 'sari.h@example.com' },
];
const CODE = { andi: '0012345', twins: '5550001' };

const register = (context: TestContext, slug: string, clientCode: string, locale = 'en', key = randomUUID()) =>
  post(context, `/api/eduvest-events/${slug}/registrations/client?locale=${locale}`, { clientCode, captchaToken: TEST_CAPTCHA_TOKEN }, { 'idempotency-key': key });
const body = (answer: Answer) => answer.body as { message: string; errors?: Record<string, string[]> };

/** The first open event, its registrations removed and its seats reset. */
async function openEvent(context: TestContext, seatsLeft = 20): Promise<{ slug: string; id: number }> {
  const list = await get(context, '/api/eduvest-events?filter[period]=upcoming&page[size]=50');
  const { slug } = (list.body as { data: { slug: string; status: string }[] }).data.find((e) => e.status === 'open')!;
  const db = context.database.db;
  const row = await db.selectFrom('eduvest_events').select(['id', 'quota']).where('slug', '=', slug).executeTakeFirstOrThrow();
  await db.deleteFrom('eduvest_registrations').where('event_id', '=', row.id).execute();
  await db.updateTable('eduvest_events').set({ seats_taken: row.quota - seatsLeft }).where('id', '=', row.id).execute();
  return { slug, id: row.id };
}

const counts = async (context: TestContext, eventId: number) => {
  const db = context.database.db;
  const registrations = await db.selectFrom('eduvest_registrations').select(['client_identity', 'email']).where('event_id', '=', eventId).orderBy('id').execute();
  const event = await db.selectFrom('eduvest_events').select(['quota', 'seats_taken']).where('id', '=', eventId).executeTakeFirstOrThrow();
  const submissions = await db.selectFrom('form_submissions').select('id').where('form', '=', 'eduvest-registration').execute();
  return { registrations, seatsLeft: event.quota - event.seats_taken, submissions: submissions.length };
};

describe.each(TARGETS)('Eduvest registration checked by the client registry over HTTP (%s)', (target) => {
  let stub: RegistryStub;
  // The app is built in useApp's beforeAll, after this one has made the registry adapter over the stub.
  const options: { clientDirectory?: ClientDirectory } = {};
  beforeAll(async () => {
    stub = await startRegistryStub({ [CODE.andi]: ANDI });
    options.clientDirectory = clientRegistry({ url: stub.url });
  });
  const context = useApp(target, options);
  afterAll(async () => {
    options.clientDirectory?.close?.();
    await stub.close();
  });
  const healthy = () => {
    let twin = 0;
    // The registry tells the two clients with the same last 7 digits apart (by what it knows of them): one, then the other.
    stub.answer = (code) => (code === CODE.andi ? { status: 200, body: ANDI } : code === CODE.twins ? { status: 200, body: TWINS[twin++ % 2] } : { status: 404 });
  };

  it('registers the client the registry names, keyed by its identity, with the mail to its address; again: 409', async () => {
    healthy();
    const event = await openEvent(context);
    const answer = await register(context, event.slug, CODE.andi);
    expect(answer.status).toBe(201);
    expect(submissionReceipt.parse(answer.body).data.reference).toMatch(/^EV-/);
    expect((await counts(context, event.id)).registrations).toEqual([{ client_identity: ANDI.clientId, email: ANDI.email }]);
    const mail = await context.database.db.selectFrom('outbox_mails').select(['subject', 'body_text']).where('to_address', '=', ANDI.email).executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('Hello Andi Wijaya,');

    const again = await register(context, event.slug, CODE.andi, 'id');
    expect(again.status).toBe(409);
    expect(body(again)).toEqual({ message: 'Anda sudah terdaftar. Silakan periksa email Anda.', errors: { reason: ['already-registered'] } });
  });

  it('registers two clients who share their last 7 digits for the same event: both succeed and stay distinct', async () => {
    healthy();
    const event = await openEvent(context);
    const first = await register(context, event.slug, CODE.twins);
    const second = await register(context, event.slug, CODE.twins);
    expect([first.status, second.status]).toEqual([201, 201]);
    const after = await counts(context, event.id);
    expect(after.registrations).toEqual(TWINS.map((t) => ({ client_identity: t.clientId, email: t.email })));
    expect(after.seatsLeft).toBe(18);
    const mails = await context.database.db
      .selectFrom('outbox_mails')
      .select('to_address')
      .where('to_address', 'in', TWINS.map((t) => t.email))
      .execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual(TWINS.map((t) => t.email).sort());
  });

  it("answers a code the registry does not know with the spec's 'Code yang Anda masukkan tidak terdaftar.' (422), nothing stored", async () => {
    healthy();
    const event = await openEvent(context);
    const before = await counts(context, event.id);
    for (const locale of ['en', 'id']) {
      const unknown = await register(context, event.slug, '9999999', locale);
      expect(unknown.status).toBe(422);
      expect(body(unknown).errors).toEqual({ clientCode: ['Code yang Anda masukkan tidak terdaftar.'] });
    }
    expect(await counts(context, event.id)).toEqual(before);
  });

  it("answers 503 'try again later' in the visitor's language when the registry fails, stores nothing, and registers once when it is back", async () => {
    const event = await openEvent(context);
    const before = await counts(context, event.id);
    stub.answer = () => ({ status: 500, body: { message: 'down' } });
    const key = randomUUID();
    const en = await register(context, event.slug, CODE.andi, 'en', key);
    expect(en.status).toBe(503);
    expect(en.headers['retry-after']).toBe('10');
    expect(body(en)).toEqual({ message: 'We cannot check client codes right now. Please try again in a few minutes.', errors: { reason: ['client-check-unavailable'] } });
    const id = await register(context, event.slug, CODE.andi, 'id', key);
    expect(id.status).toBe(503);
    expect(body(id).message).toBe('Kode nasabah belum dapat diperiksa saat ini. Silakan coba lagi dalam beberapa menit.');
    for (const answer of [en, id]) expect(JSON.stringify(answer.body)).not.toContain('tidak terdaftar');
    expect(await counts(context, event.id)).toEqual(before);

    // The visitor presses again with the same key once the registry is back: one registration, then the same receipt.
    healthy();
    const done = await register(context, event.slug, CODE.andi, 'id', key);
    expect(done.status).toBe(201);
    const replay = await register(context, event.slug, CODE.andi, 'id', key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(done.body);
    const after = await counts(context, event.id);
    expect(after.registrations).toHaveLength(1);
    expect(after.submissions).toBe(before.submissions + 1);
    expect(after.seatsLeft).toBe(before.seatsLeft - 1);
  });

  it('still registers non-clients while the registry is down', async () => {
    const event = await openEvent(context);
    stub.answer = () => 'hang';
    const lookups = stub.lookups.length;
    const answer = await post(
      context,
      `/api/eduvest-events/${event.slug}/registrations/non-client?locale=en`,
      { fullName: 'Rina Maharani', email: 'rina@example.com', mobile: '081234567890', city: 'Bandung', consent: true, captchaToken: TEST_CAPTCHA_TOKEN },
      { 'idempotency-key': randomUUID() },
    );
    expect(answer.status).toBe(201);
    expect(stub.lookups.length).toBe(lookups);
  });

  it('stops asking a failing registry (breaker open): 503 at once, without a call', async () => {
    const event = await openEvent(context);
    stub.answer = () => ({ status: 503 });
    // The breaker opens once half of the lookups of the last ten seconds failed (the earlier tests' successes count too).
    let tries = 0;
    for (let lookups = -1; lookups !== stub.lookups.length && tries < 30; tries++) {
      lookups = stub.lookups.length;
      expect((await register(context, event.slug, CODE.andi)).status).toBe(503);
    }
    expect(tries).toBeLessThan(30);
    const lookups = stub.lookups.length;
    const started = performance.now();
    const refused = await register(context, event.slug, CODE.andi, 'id');
    expect(refused.status).toBe(503);
    expect(body(refused)).toEqual({ message: 'Kode nasabah belum dapat diperiksa saat ini. Silakan coba lagi dalam beberapa menit.', errors: { reason: ['client-check-unavailable'] } });
    expect(stub.lookups.length).toBe(lookups);
    expect(performance.now() - started).toBeLessThan(500);
    expect((await counts(context, event.id)).registrations).toEqual([]);
  });
});
