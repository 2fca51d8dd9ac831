// The live chat's handover to a person (issue 28): two browsers, a visitor on the public site and an agent in the
// console (on the content service's port). During client-service hours (setting `live-chat-hours`, opened by an
// admin's editorial calls as content-service/CONTEXT.md says): the assistant answers a FAQ question with that
// FAQ's text and link, the visitor asks for a person and waits, the agent sees the conversation appear without a
// reload, takes it, and messages go both ways live; a network loss shows 'reconnecting' and loses nothing; a
// reload of the visitor's tab shows the history; the agent closes it. Outside hours the visitor leaves a message,
// which staff find in GET /api/submissions. axe on the panel in each state and on the agents' screen. Indonesian
// at 375 px and English at 1280 px for one, the other way round for the other, so both languages run at both
// widths. Serial: the hours are one setting of the whole site.
import { type Browser, type Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { createConsoleAccount, type Account } from '../support/accounts.ts';
import { ConsolePage } from '../support/console.ts';
import { CONTENT_API, SITE_URL } from '../support/env.ts';
import { expectAccessible, device } from '../support/shell.ts';

test.describe.configure({ mode: 'serial' });

const FAQ_SLUG = 'cara-membuka-rekening-saham';
const WORDS = {
  id: {
    title: (name: string) => `Tanya ${name}`,
    faqLink: 'Buka jawaban ini di halaman FAQ',
    ask: 'Bicara dengan petugas',
    waiting: 'Menunggu petugas layanan nasabah',
    joined: (name: string) => `${name} bergabung dalam obrolan.`,
    live: 'Obrolan dengan petugas layanan nasabah',
    message: 'Pesan Anda',
    send: 'Kirim',
    tooLong: 'Pesan terlalu panjang: maksimal 1000 karakter.',
    reconnecting: 'Koneksi terputus. Menyambungkan kembali…',
    leave: 'Tinggalkan pesan',
    name: 'Nama',
    email: 'Email',
    messageField: 'Pesan',
    sendLeft: 'Kirim pesan',
    contactRequired: 'Isi email atau nomor telepon agar kami dapat menghubungi Anda',
    thanks: 'Pesan Anda telah kami terima',
    captcha: 'Saya bukan robot (mode uji)',
  },
  en: {
    title: (name: string) => `Ask ${name}`,
    faqLink: 'Open this answer on the FAQ page',
    ask: 'Talk to a person',
    waiting: 'Waiting for a client-service officer',
    joined: (name: string) => `${name} joined the chat.`,
    live: 'Chat with client service',
    message: 'Your message',
    send: 'Send',
    tooLong: 'The message is too long: 1000 characters at most.',
    reconnecting: 'Connection lost. Reconnecting…',
    leave: 'Leave a message',
    name: 'Name',
    email: 'Email',
    messageField: 'Message',
    sendLeft: 'Send the message',
    contactRequired: 'Give an email address or a phone number so we can reach you',
    thanks: 'We received your message',
    captcha: "I'm not a robot (test mode)",
  },
} as const;

type Locale = keyof typeof WORDS;

/** Logs in through the API (bearer token), as the console does. */
async function tokenOf(account: Account): Promise<string> {
  const res = await fetch(`${CONTENT_API}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) });
  expect(res.status, 'login').toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Opens or closes the desk as an admin does in the console: the `live-chat-hours` setting saved and published. */
async function setChatHours(adminToken: string, value: string): Promise<void> {
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', accept: 'application/json' };
  const url = `${CONTENT_API}/editorial/settings/live-chat-hours`;
  const read = await fetch(url, { headers });
  expect(read.status, 'read live-chat-hours').toBe(200);
  const { version } = ((await read.json()) as { data: { version: number } }).data;
  const saved = await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ document: { key: 'live-chat-hours', value: { id: value, en: value } }, version }) });
  expect(saved.status, `save live-chat-hours: ${await saved.clone().text()}`).toBe(200);
  const next = ((await saved.json()) as { data: { version: number } }).data.version;
  const published = await fetch(`${url}/publish`, { method: 'POST', headers, body: JSON.stringify({ version: next }) });
  expect(published.status, 'publish live-chat-hours').toBe(200);
}

/** The visitor's own browser at `width`. */
async function visitorPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ ...device(width), reducedMotion: 'reduce' });
  return context.newPage();
}

const press = (phone: boolean, target: ReturnType<Page['getByRole']>) => (phone ? target.tap() : target.click());

const CASES: { locale: Locale; width: number }[] = [
  { locale: 'id', width: 375 },
  { locale: 'en', width: 1280 },
];

for (const { locale, width } of CASES) {
  const w = WORDS[locale];
  const phone = width <= 768;

  test(`/${locale} at ${width} px: the assistant answers a FAQ, a person takes over, messages both ways live, a reload keeps the history`, async ({ browser, content }) => {
    test.setTimeout(180_000);
    const admin = await createConsoleAccount(['admin'], 'Chat Admin');
    await setChatHours(await tokenOf(admin), 'daily 00:00-24:00');
    const agentAccount = await createConsoleAccount(['agent'], `Dewi ${locale}`);

    // The agent's screen open first: its stream makes the agent online.
    const agent = await ConsolePage.as(browser, agentAccount);
    await agent.open('live-chat');
    await expect(agent.page.getByRole('heading', { level: 1 })).toHaveText('Obrolan langsung', { timeout: 30_000 });
    await expect(agent.page.getByText(/Daring|Online/)).toBeVisible({ timeout: 15_000 });

    const settings = await content.settings(locale);
    const name = settings['live-chat-assistant-name']!;
    const faq = (await content.get<{ data: { question: string; answer: string } }>(`/faq-items/${FAQ_SLUG}`, locale)).data;
    const answerText = faq.answer.replace(/<[^>]+>/g, '').split('.')[0]!;

    const page = await visitorPage(browser, width);
    await page.goto(`${SITE_URL}/${locale}`);
    const panel = page.getByRole('dialog', { name: w.title(name) });
    await press(phone, page.getByRole('button', { name: `Ask ${name}`, exact: true }));
    await expect(panel).toBeVisible();

    await test.step('the assistant answers a FAQ question with its text and link', async () => {
      const log = panel.getByRole('log', { name: w.title(name) });
      await panel.getByRole('textbox').fill(faq.question);
      await panel.getByRole('textbox').press('Enter');
      await expect(log).toContainText(answerText);
      await expect(log.getByRole('link', { name: w.faqLink })).toHaveAttribute('href', `/${locale}/faq/${FAQ_SLUG}`);
    });

    const live = panel.getByRole('log', { name: w.live });
    await test.step('the visitor asks for a person and waits; axe on the waiting panel', async () => {
      await press(phone, panel.getByRole('button', { name: w.ask }));
      await expect(panel.getByRole('status').filter({ hasText: w.waiting })).toBeVisible({ timeout: 15_000 });
      await expect(panel.getByRole('textbox', { name: w.message })).toBeFocused();
      await expectAccessible(page, '.assistant-panel', `the panel waiting for a person (${locale})`);
    });

    const visitorText = `Halo <b>petugas</b> ${locale}-${width}`;
    await test.step('the agent sees it appear without a reload, takes it, and reads the transcript', async () => {
      const waiting = agent.page.getByRole('region', { name: /Menunggu|Waiting/ }).getByRole('button').first();
      await expect(waiting).toBeVisible({ timeout: 15_000 });
      await waiting.click();
      const thread = agent.page.getByRole('log');
      await expect(thread).toContainText(faq.question, { timeout: 15_000 });
      await agent.page.getByRole('button', { name: /^(Ambil|Take)$/ }).click();
      // The console speaks Indonesian by default.
      await expect(thread).toContainText(WORDS.id.joined(agentAccount.name), { timeout: 15_000 });
      await expectAccessible(agent.page, 'main', 'the agents\' live chat with a conversation taken');
    });

    await test.step('the visitor sees the agent join; messages go both ways live, as plain text', async () => {
      await expect(live).toContainText(w.joined(agentAccount.name), { timeout: 15_000 });
      await panel.getByRole('textbox', { name: w.message }).fill(visitorText);
      await panel.getByRole('textbox', { name: w.message }).press('Enter');
      await expect(live).toContainText(visitorText);
      await expect(live.locator('b')).toHaveCount(0);
      await expect(agent.page.getByRole('log')).toContainText(visitorText, { timeout: 15_000 });
      const agentText = `Selamat siang <i>nasabah</i> ${locale}`;
      await agent.page.getByRole('textbox').fill(agentText);
      await agent.page.getByRole('button', { name: /^(Kirim|Send)$/ }).click();
      await expect(live).toContainText(agentText, { timeout: 15_000 });
      await expect(live.locator('i')).toHaveCount(0);
      // Over 1000 characters: the visitor's own words say so, nothing is sent.
      await panel.getByRole('textbox', { name: w.message }).fill('x'.repeat(1001));
      await press(phone, panel.getByRole('button', { name: w.send, exact: true }));
      await expect(panel.getByRole('alert')).toHaveText(w.tooLong);
      await panel.getByRole('textbox', { name: w.message }).fill('');
      await expectAccessible(page, '.assistant-panel', `the panel with an agent (${locale})`);
    });

    await test.step('a network loss: \'reconnecting\' shown; back online, what the agent wrote meanwhile comes once', async () => {
      await page.context().setOffline(true);
      await expect(panel.getByRole('status').filter({ hasText: w.reconnecting })).toBeVisible({ timeout: 15_000 });
      const meanwhile = `while you were away ${locale}`;
      await agent.page.getByRole('textbox').fill(meanwhile);
      await agent.page.getByRole('button', { name: /^(Kirim|Send)$/ }).click();
      await expect(agent.page.getByRole('log')).toContainText(meanwhile);
      await page.context().setOffline(false);
      await expect(live).toContainText(meanwhile, { timeout: 20_000 });
      await expect(live.getByText(meanwhile)).toHaveCount(1);
      await expect(live.getByText(visitorText)).toHaveCount(1);
      await expect(panel.getByRole('status').filter({ hasText: w.reconnecting })).toHaveCount(0);
    });

    await test.step('a reload of the visitor\'s tab shows the history, each message once, and the conversation goes on', async () => {
      await page.reload();
      await expect(panel).toBeVisible();
      await expect(live).toContainText(visitorText, { timeout: 15_000 });
      await expect(live.getByText(visitorText)).toHaveCount(1);
      await agent.page.getByRole('textbox').fill(`after the reload ${locale}`);
      await agent.page.getByRole('button', { name: /^(Kirim|Send)$/ }).click();
      await expect(live).toContainText(`after the reload ${locale}`, { timeout: 15_000 });
      await expect(live.getByText(`after the reload ${locale}`)).toHaveCount(1);
    });

    await test.step('the agent closes it: the visitor sees the end', async () => {
      await agent.page.getByRole('button', { name: /^(Tutup percakapan|Close the conversation)$/ }).click();
      await expect(live).toContainText(locale === 'id' ? 'Obrolan telah berakhir.' : 'The chat has ended.', { timeout: 15_000 });
    });

    await page.context().close();
    await agent.close();
  });
}

const OUTSIDE: { locale: Locale; width: number }[] = [
  { locale: 'en', width: 375 },
  { locale: 'id', width: 1280 },
];

for (const { locale, width } of OUTSIDE) {
  const w = WORDS[locale];
  const phone = width <= 768;

  test(`/${locale} at ${width} px: outside hours the visitor leaves a message, which staff find among the submissions`, async ({ browser, content }) => {
    test.setTimeout(120_000);
    const admin = await createConsoleAccount(['admin'], 'Chat Admin');
    await setChatHours(await tokenOf(admin), 'closed');
    const staff = await tokenOf(await createConsoleAccount(['staff'], 'Chat Staff'));
    const name = (await content.settings(locale))['live-chat-assistant-name']!;

    const page = await visitorPage(browser, width);
    await page.goto(`${SITE_URL}/${locale}`);
    const panel = page.getByRole('dialog', { name: w.title(name) });
    await press(phone, page.getByRole('button', { name: `Ask ${name}`, exact: true }));
    await press(phone, panel.getByRole('button', { name: w.ask }));
    const form = panel.getByRole('form', { name: w.leave });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(form.getByRole('textbox', { name: w.name, exact: true })).toBeFocused();
    await expectAccessible(page, '.assistant-panel', `the leave-a-message form (${locale})`);

    const visitor = `Pengunjung ${locale} ${width} ${Date.now().toString(36)}`;
    await test.step('neither email nor phone: the visitor\'s own words say so, nothing is sent', async () => {
      await form.getByRole('textbox', { name: w.name, exact: true }).fill(visitor);
      await form.getByRole('textbox', { name: w.messageField, exact: true }).fill('Mohon hubungi saya tentang rekening saham.');
      await form.getByRole('checkbox', { name: /Privacy|Privasi/ }).check();
      await form.getByRole('checkbox', { name: w.captcha }).check();
      await press(phone, form.getByRole('button', { name: w.sendLeft }));
      await expect(form.getByText(w.contactRequired)).toBeVisible();
      await expectAccessible(page, '.assistant-panel', `the leave-a-message form with an error (${locale})`);
    });

    let reference = '';
    await test.step('sent: the acknowledgement with its reference', async () => {
      await form.getByRole('textbox', { name: w.email, exact: true }).fill('pengunjung@example.com');
      await press(phone, form.getByRole('button', { name: w.sendLeft }));
      const thanks = panel.getByRole('status').filter({ hasText: w.thanks });
      await expect(thanks).toBeVisible({ timeout: 15_000 });
      reference = (await thanks.locator('.assistant-panel__reference').textContent()) ?? '';
      expect(reference).not.toBe('');
      await expectAccessible(page, '.assistant-panel', `the acknowledgement (${locale})`);
    });

    await test.step('staff find it in GET /api/submissions', async () => {
      const res = await fetch(`${CONTENT_API}/submissions?filter[form]=chat-message`, { headers: { authorization: `Bearer ${staff}`, accept: 'application/json' } });
      expect(res.status).toBe(200);
      const found = ((await res.json()) as { data: { reference: string; locale: string; fields: Record<string, unknown> }[] }).data.find((s) => s.reference === reference);
      expect(found, `submission ${reference}`).toBeDefined();
      expect(found!.locale).toBe(locale);
      expect(JSON.stringify(found!.fields)).toContain(visitor);
    });

    await page.context().close();
  });
}
