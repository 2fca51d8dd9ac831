// The pure parts of `pnpm bench:phone`: when a field counts as typable at the first paint, and how the
// targets' table reports what met and what missed. No timing here: the figures are made up.
import { describe, expect, it } from 'vitest';
import { phonePages } from './pages.mjs';
import { tableBlock } from './report.mjs';
import { POLL_MS, TYPABLE_WITHIN_MS, typableAtFirstPaint } from './typable.mjs';

describe('typableAtFirstPaint', () => {
  it('counts a field typable before the first paint, or within RAIL\'s response time after it', () => {
    expect(typableAtFirstPaint(700, 900)).toBe(true);
    expect(typableAtFirstPaint(900 + TYPABLE_WITHIN_MS, 900)).toBe(true);
  });

  it('does not count a field that accepted typing later, or never', () => {
    expect(typableAtFirstPaint(901 + TYPABLE_WITHIN_MS, 900)).toBe(false);
    expect(typableAtFirstPaint(Number.NaN, 900)).toBe(false);
    expect(typableAtFirstPaint(700, Number.NaN)).toBe(false);
  });
});

const page = (name: string, locale: string, median: Record<string, number>) => ({ name, locale, path: `/${locale}/${name}`, median, samples: [] });
const lighthouse = (pages: ReturnType<typeof page>[]) => ({ version: '13.5.0', runs: 3, origin: 'https://localhost:4504', protocol: 'h2', pages });
const run = {
  date: '2026-11-28T03:00:00Z',
  command: 'pnpm bench:phone',
  commit: 'abc1234',
  machine: { cpu: 'CPU × 2', memory: '24 GiB', node: 'v20', chromium: 'Chromium', loadAverage: [1, 1, 1] },
  phoneDevtools: lighthouse([page('home', 'id', { lcp: 1400, tti: 2900, cls: 0, tbt: 0 }), page('contact-us', 'en', { lcp: 2100, tti: 5400, cls: 0, tbt: 0 })]),
  phoneTypable: {
    runs: 3,
    pollMs: POLL_MS,
    withinMs: TYPABLE_WITHIN_MS,
    origin: 'https://localhost:4504',
    pages: [
      page('contact-us', 'en', { fcpMs: 1400, typableMs: 1300, fieldMs: 1200 }),
      { ...page('reference: a bare page with one field', 'en', { fcpMs: 700, typableMs: 900, fieldMs: 850 }), reference: true },
    ],
  },
};

describe('the targets table', () => {
  const table = tableBlock('phoneTargets', run);
  const line = (start: string) => table.split('\n').find((text) => text.startsWith(`| ${start}`));

  it('names each page that missed a target, with its figure', () => {
    expect(line('devtools-throttled LCP')).toContain('**missed**');
    expect(line('devtools-throttled LCP')).toContain('contact-us (en) 2.1 s');
    expect(line('devtools-throttled LCP')).not.toContain('home (id)');
    expect(line('devtools-throttled TTI')).toContain('contact-us (en) 5.4 s');
  });

  it('holds the form pages to typing at the first paint, not the reference page beside them', () => {
    expect(line('form pages')).toContain(`≤ FCP + ${TYPABLE_WITHIN_MS} ms`);
    expect(line('form pages')).not.toContain('reference');
    expect(tableBlock('phoneTypable', run)).toContain('| reference: a bare page with one field |');
  });

  it('says met for a target every page met, and not measured for a pass the run left out', () => {
    expect(line('form pages')).toContain('| met |');
    expect(line('CLS 0')).toContain('| met |');
    expect(line('simulated LCP')).toContain('not measured in this run');
  });
});

describe('--pages', () => {
  const all = ['home', 'contact-us', 'company-information', 'faq'].flatMap((name) => ['id', 'en'].map((locale) => ({ name, locale, path: `/${locale}/${name}` })));

  it('keeps every budgeted page without it, and only the named ones, in both languages, with it', () => {
    expect(phonePages(all, undefined).map((p) => p.name)).toEqual(['home', 'home', 'contact-us', 'contact-us', 'company-information', 'company-information']);
    expect(phonePages(all, 'company-information, contact-us').map((p) => p.path)).toEqual(['/id/contact-us', '/en/contact-us', '/id/company-information', '/en/company-information']);
  });

  it('stops at a name that is not a budgeted page', () => {
    expect(() => phonePages(all, 'faq')).toThrow(/unknown page faq/);
  });
});
