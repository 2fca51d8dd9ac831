// @vitest-environment happy-dom
// The shell's draft preview page (a signed preview link, no login) in the browser: it loads the draft from
// /api/preview/{token} in the page's language and shows the draft banner, the kind, title, summary and the
// document's sections (rich text, lists, fields, images, file links); an unknown or expired link says so in the
// visitor's language; a failure offers to try again.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@brids/contracts';
import type { PreviewDocument } from '@brids/contracts/preview';
import { setLocale } from '@brids/i18n';
import { composeRouteTable, setRouteTable, SHELL_ROUTES } from '@brids/platform';

// The platform's API client binds `fetch` when it is made: the stand-in is in place before any import.
const answers = vi.hoisted(() => {
  const queue: { status: number; body: unknown; held?: Promise<void> }[] = [];
  const calls: string[] = [];
  globalThis.fetch = (async (url: string) => {
    calls.push(String(url));
    const next = queue.shift() ?? { status: 500, body: { message: 'no answer queued' } };
    await next.held;
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { queue, calls };
});

const { default: page } = await import('../src/pages/preview/index.tsx');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The breadcrumb's home link.
setRouteTable(composeRouteTable({ shell: { routes: [...SHELL_ROUTES, { name: 'home', paths: { en: '', id: '' }, module: './pages/home', title: { en: 'Home', id: 'Beranda' } }] } }));

const TOKEN = 'a'.repeat(43);

const draft = (locale: Locale, changes: Partial<PreviewDocument> = {}): PreviewDocument => ({
  kind: { name: 'research-reports', label: locale === 'id' ? 'Laporan Riset' : 'Research reports' },
  key: 'laporan-draf',
  status: 'in-review',
  version: 3,
  latestVersion: 3,
  updatedAt: '2026-11-27T03:04:00.000Z',
  expiresAt: '2026-11-28T16:30:00.000Z',
  locale,
  title: locale === 'id' ? 'Judul draf' : 'Draft title',
  summary: locale === 'id' ? 'Ringkasan draf' : 'Draft summary',
  sections: [
    { name: 'body', label: locale === 'id' ? 'Isi' : 'Body', value: { type: 'html', html: '<p>Rich <strong>body</strong></p>' } },
    { name: 'key_points', label: 'Key points', value: { type: 'list', items: [{ type: 'text', text: 'First point' }, { type: 'text', text: 'Second point' }] } },
    {
      name: 'analysts', label: 'Analysts',
      value: { type: 'list', items: [{ type: 'fields', fields: [{ name: 'name', label: 'Name', value: { type: 'text', text: 'Analis Uji' } }] }] },
    },
    { name: 'cover_url', label: 'Cover image', value: { type: 'image', url: '/media/0123456789abcdef0123456789abcdef.jpg' } },
    { name: 'published_at', label: 'Published at', value: { type: 'time', at: '2026-11-26T23:30:00.000Z' } },
    { name: 'valid_until', label: 'Valid until', value: { type: 'date', date: '2026-12-31' } },
    { name: 'target_price', label: 'Target price', value: { type: 'number', value: 1250.5 } },
    {
      name: 'file', label: 'File',
      value: { type: 'fields', fields: [{ name: 'url', label: 'Address', value: { type: 'file', url: '/media/fedcba9876543210fedcba9876543210.pdf', name: 'fedcba9876543210fedcba9876543210.pdf' } }] },
    },
  ],
  ...changes,
});

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  answers.queue.length = 0;
  answers.calls.length = 0;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function open(locale: Locale): Promise<void> {
  await setLocale(locale);
  // The page's words, loaded as the site's router does before it renders a page (definePage's prepare).
  await page.prepare?.(locale);
  const path = locale === 'id' ? `/id/pratinjau/${TOKEN}` : `/en/preview/${TOKEN}`;
  const router = createMemoryRouter([{ path: locale === 'id' ? '/id/pratinjau/:token' : '/en/preview/:token', element: <page.Component data={undefined} locale={locale} /> }], { initialEntries: [path] });
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
}

/** Waits (in act, as testing-library does) until `check` passes. */
const until = (check: () => void) => waitFor(check, { timeout: 5000 });

describe('the draft preview page', () => {
  it('shows the draft in English: banner, kind, title, summary, rich text, lists, fields, the image and the file link', async () => {
    answers.queue.push({ status: 200, body: { data: draft('en') } });
    await open('en');
    await until(() => expect(container.querySelector('h1')?.textContent).toBe('Draft title'));
    expect(answers.calls).toEqual([`/api/preview/${TOKEN}?locale=en`]);
    const banner = container.querySelector('[role="status"]');
    expect(banner?.textContent).toContain('Draft preview: this may not be what visitors of the site see.');
    // 16:30 UTC is 23:30 in Jakarta.
    expect(banner?.textContent).toContain('This link works until November 28, 2026 at 23:30 WIB.');
    expect(container.querySelector('.ui-page-header__lead')?.textContent).toBe('Draft summary');
    const facts = [...container.querySelectorAll('.ui-facts > div')].map((fact) => fact.textContent);
    expect(facts).toEqual(['Content kindResearch reports', 'Keylaporan-draf', 'Version3', 'StatusIn review', 'ChangedNovember 27, 2026 10:04 WIB']);
    const headings = [...container.querySelectorAll('.draft-preview h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Body', 'Key points', 'Analysts', 'Cover image', 'Published at', 'Valid until', 'Target price', 'File']);
    const times = [...container.querySelectorAll('.draft-preview time')].map((time) => [time.getAttribute('datetime'), time.textContent]);
    expect(times).toEqual([['2026-11-26T23:30:00.000Z', 'November 27, 2026 06:30 WIB'], ['2026-12-31', 'December 31, 2026']]);
    expect(container.querySelector('.draft-preview')?.textContent).toContain('1,250.5');
    await until(() => expect(container.querySelector('.draft-preview strong')?.textContent).toBe('body'));
    expect([...container.querySelectorAll('.draft-preview__list li')].map((li) => li.textContent)).toEqual(['First point', 'Second point', 'NameAnalis Uji']);
    expect(container.querySelector('img.draft-preview__image')?.getAttribute('src')).toContain('/media/0123456789abcdef0123456789abcdef.jpg');
    const file = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Open fedcba9876543210fedcba9876543210.pdf');
    expect(file?.getAttribute('href')).toBe('/media/fedcba9876543210fedcba9876543210.pdf');
    expect(container.querySelector('.draft-preview__newer')).toBeNull();
  });

  it('speaks Indonesian on /id, and says when a newer version exists', async () => {
    answers.queue.push({ status: 200, body: { data: draft('id', { latestVersion: 5 }) } });
    await open('id');
    await until(() => expect(container.querySelector('h1')?.textContent).toBe('Judul draf'));
    expect(answers.calls).toEqual([`/api/preview/${TOKEN}?locale=id`]);
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Pratinjau draf: ini belum tentu yang dilihat pengunjung situs.');
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Tautan ini berlaku hingga 28 November 2026 pukul 23:30 WIB.');
    expect([...container.querySelectorAll('.ui-facts dt')].map((dt) => dt.textContent)).toEqual(['Jenis konten', 'Kunci', 'Versi', 'Status', 'Diubah']);
    expect(container.querySelector('.ui-facts')?.textContent).toContain('Ditinjau');
    expect(container.querySelector('.draft-preview__newer')?.textContent).toBe('Sudah ada versi yang lebih baru (5). Buat tautan pratinjau baru di konsol untuk melihatnya.');
    expect([...container.querySelectorAll('.draft-preview time')].map((time) => time.textContent)).toEqual(['27 November 2026 06:30 WIB', '31 Desember 2026']);
    expect(container.querySelector('.draft-preview')?.textContent).toContain('1.250,5');
  });

  it.each([
    ['en', 'This preview link has expired or is not valid'],
    ['id', 'Tautan pratinjau ini sudah kedaluwarsa atau tidak valid'],
  ] as const)('an unknown or expired link (404) says so in the visitor\'s language (%s)', async (locale, title) => {
    answers.queue.push({ status: 404, body: { message: 'This preview link has expired or is not known.' } });
    await open(locale);
    await until(() => expect(container.querySelector('h1')?.textContent).toBe(title));
    expect(container.querySelector('.ui-status-page__code')?.textContent).toBe('404');
    expect(container.querySelector('.preview-banner')).toBeNull();
  });

  it('shows the loading state, then a failure with "Try again", which loads the draft', async () => {
    answers.queue.push({ status: 503, body: { message: 'The content service is unavailable.' } });
    await setLocale('en');
    await open('en');
    await until(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('The draft could not be loaded. Please try again.'));
    answers.queue.push({ status: 200, body: { data: draft('en') } });
    const retry = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!;
    await act(async () => retry.click());
    await until(() => expect(container.querySelector('h1')?.textContent).toBe('Draft title'));
    expect(answers.calls).toHaveLength(2);
  });

  it('says it is loading while the draft is on its way', async () => {
    let release!: () => void;
    answers.queue.push({ status: 200, body: { data: draft('en') }, held: new Promise<void>((resolve) => (release = resolve)) });
    await open('en');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading the draft…');
    expect(container.querySelector('h1')).toBeNull();
    release();
    await until(() => expect(container.querySelector('h1')?.textContent).toBe('Draft title'));
  });
});
