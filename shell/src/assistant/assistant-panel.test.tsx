// @vitest-environment happy-dom
// The 'Ask <name>' button and the assistant's panel in the browser: the button opens the panel (its chunk loaded
// then) with the focus in its question field; a question is sent to POST /api/assistant/answers in the page's
// language and the answer lands in a polite live log (a FAQ answer with its page's link, pages, nothing with
// the contact page and WhatsApp); Escape and the close button close it and give the focus back to the button;
// the conversation and the open state live in session storage, so a new layout (a reload) shows them again.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@brids/contracts';
import { setLocale } from '@brids/i18n';
import { composeRouteTable, setRouteTable, SHELL_ROUTES } from '@brids/platform';

// The platform's API client binds `fetch` when it is made: the stand-in is in place before any import.
const answers = vi.hoisted(() => {
  const queue: { status: number; body: unknown }[] = [];
  const calls: { url: string; body: unknown }[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = queue.shift() ?? { status: 500, body: { message: 'no answer queued' } };
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { queue, calls };
});

const { FloatingButtons } = await import('../layout/floating-buttons.tsx');
const { STORAGE_KEY } = await import('./conversation.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
setRouteTable(composeRouteTable({
  shell: {
    routes: [
      ...SHELL_ROUTES,
      { name: 'home', paths: { en: '', id: '' }, module: './pages/home', title: { en: 'Home', id: 'Beranda' } },
      { name: 'contact-us', paths: { en: 'contact-us', id: 'hubungi-kami' }, module: './pages/contact', title: { en: 'Contact', id: 'Kontak' } },
    ],
  },
}));

const SETTINGS = { 'live-chat-assistant-name': 'Sari', 'whatsapp-chat-url': 'https://wa.me/620000000' };
const FAQ = {
  kind: 'faq', question: 'How do I open a stock account?', answer: '<p>Download the <strong>BRIGHTS</strong> app.</p>', url: '/en/faq/cara-membuka-rekening-saham',
};

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  answers.queue.length = 0;
  answers.calls.length = 0;
  sessionStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function render(locale: Locale): Promise<void> {
  await setLocale(locale);
  const element = <FloatingButtons locale={locale} settings={SETTINGS} />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [`/${locale}`] });
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
}

/** Waits (in act, as testing-library does) until `check` passes. */
const until = (check: () => void) => waitFor(check, { timeout: 5000 });

const askButton = () => container.querySelector<HTMLButtonElement>('.floating__live-chat')!;
const panel = () => container.querySelector<HTMLElement>('[role="dialog"]');
const field = () => panel()!.querySelector<HTMLTextAreaElement>('textarea')!;
const log = () => panel()!.querySelector<HTMLElement>('[role="log"]')!;

async function ask(question: string): Promise<void> {
  const input = field();
  await act(async () => {
    // React's onChange on a controlled textarea: set the value through the prototype's setter, then input.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(input, question);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => panel()!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
}

async function press(target: Element, key: string): Promise<void> {
  await act(async () => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
}

describe('the assistant panel', () => {
  it('opens from the Ask button with the focus in it, answers in a polite log, and closes with Escape and the button back in focus', async () => {
    await render('en');
    expect(askButton().getAttribute('aria-label')).toBe('Ask Sari');
    expect(askButton().getAttribute('aria-expanded')).toBe('false');
    expect(panel()).toBeNull();

    await act(async () => askButton().click());
    await until(() => expect(panel()).not.toBeNull());
    expect(askButton().getAttribute('aria-expanded')).toBe('true');
    expect(panel()!.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(panel()!.getAttribute('aria-labelledby')!)?.textContent).toBe('Ask Sari');
    await until(() => expect(document.activeElement).toBe(field()));
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(log().textContent).toContain('Hi, I am Sari.');

    answers.queue.push({ status: 200, body: { data: FAQ } });
    await ask('How do I open a stock account?');
    await until(() => expect(log().textContent).toContain('Download the BRIGHTS app.'));
    expect(answers.calls).toEqual([{ url: '/api/assistant/answers?locale=en', body: { question: 'How do I open a stock account?', locale: 'en' } }]);
    expect(log().querySelector('strong')?.textContent).toBe('BRIGHTS');
    const faqLink = [...log().querySelectorAll('a')].find((a) => a.textContent === 'Open this answer on the FAQ page');
    expect(faqLink?.getAttribute('href')).toBe('/en/faq/cara-membuka-rekening-saham');
    expect(log().textContent).toContain('You: How do I open a stock account?');

    await press(field(), 'Escape');
    await until(() => expect(panel()).toBeNull());
    expect(document.activeElement).toBe(askButton());
    expect(askButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('renders the visitor\'s text as text, answers pages and nothing (with the contact page and WhatsApp), and refuses a question of one character', async () => {
    await render('id');
    await act(async () => askButton().click());
    await until(() => expect(panel()).not.toBeNull());
    expect(panel()!.querySelector('h2')?.textContent).toBe('Tanya Sari');

    await ask('x');
    expect(answers.calls).toEqual([]);
    expect(panel()!.textContent).toContain('Tulis minimal 2 karakter.');
    expect(field().getAttribute('aria-invalid')).toBe('true');

    answers.queue.push({ status: 200, body: { data: { kind: 'pages', results: [{ title: 'Saham', url: '/id/produk-dan-layanan/produk/saham', snippet: 'Beli saham <b>mudah</b>' }] } } });
    await ask('<img src=x onerror=alert(1)> saham');
    await until(() => expect(log().textContent).toContain('Halaman-halaman ini mungkin membantu:'));
    expect(log().querySelector('img')).toBeNull();
    expect(log().textContent).toContain('<img src=x onerror=alert(1)> saham');
    expect(log().textContent).toContain('Beli saham <b>mudah</b>');
    expect([...log().querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Saham', '/id/produk-dan-layanan/produk/saham']]);

    answers.queue.push({ status: 200, body: { data: { kind: 'nothing' } } });
    await ask('qzxv wplkj');
    await until(() => expect(log().textContent).toContain('Maaf, saya tidak menemukan jawaban yang tepat di situs ini.'));
    const last = [...log().querySelectorAll('li.assistant-panel__message')].at(-1)!;
    expect([...last.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Halaman Hubungi Kami', '/id/hubungi-kami'], ['Chat WhatsApp (tab baru)', 'https://wa.me/620000000'],
    ]);
    // The person section offers the handover first, then the same two other ways to a person.
    const person = panel()!.querySelector('.assistant-panel__person')!;
    expect(person.querySelector('button')?.textContent).toBe('Bicara dengan petugas');
    expect(person.textContent).toContain('Atau hubungi kami lewat:');

    answers.queue.push({ status: 429, body: { message: 'Terlalu banyak permintaan.' } });
    await ask('saham lagi');
    await until(() => expect(log().textContent).toContain('Terlalu banyak pertanyaan dalam waktu singkat.'));

    // The close button closes it as Escape does.
    await act(async () => panel()!.querySelector<HTMLButtonElement>('.assistant-panel__close')!.click());
    await until(() => expect(panel()).toBeNull());
    expect(document.activeElement).toBe(askButton());
  });

  it('keeps the conversation and the open panel in session storage: a new layout (a reload) shows them again', async () => {
    await render('en');
    await act(async () => askButton().click());
    await until(() => expect(panel()).not.toBeNull());
    answers.queue.push({ status: 200, body: { data: FAQ } });
    await ask('How do I open a stock account?');
    await until(() => expect(log().textContent).toContain('Download the BRIGHTS app.'));
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY)!) as { open: boolean; messages: unknown[] };
    expect(stored.open).toBe(true);
    expect(stored.messages).toHaveLength(2);

    await act(async () => root!.unmount());
    document.body.innerHTML = '';
    container = document.createElement('div');
    document.body.append(container);
    await render('en');
    await until(() => expect(panel()).not.toBeNull());
    expect(log().textContent).toContain('You: How do I open a stock account?');
    expect(log().textContent).toContain('Download the BRIGHTS app.');
    // A restore does not take the focus from the page.
    expect(panel()!.contains(document.activeElement)).toBe(false);

    await press(field(), 'Escape');
    await until(() => expect(panel()).toBeNull());
    expect((JSON.parse(sessionStorage.getItem(STORAGE_KEY)!) as { open: boolean }).open).toBe(false);
  });

  it('drops stored answers the contract does not accept, and links only to site paths', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({
      open: true,
      messages: [
        { id: 1, from: 'visitor', text: 'hello' },
        { id: 2, from: 'assistant', answer: { kind: 'faq', question: 'q' } },
        { id: 3, from: 'assistant', answer: { kind: 'pages', results: [{ title: 'Evil', url: 'javascript:alert(1)', snippet: '' }, { title: 'Far', url: '//evil.example', snippet: '' }] } },
        { id: 4, from: 'nobody' },
      ],
    }));
    await render('en');
    await until(() => expect(panel()).not.toBeNull());
    expect([...log().querySelectorAll('li.assistant-panel__message')]).toHaveLength(3);
    expect(log().querySelectorAll('a')).toHaveLength(0);
  });
});
