import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '@brids/contracts';
import { applyRedirect } from '../src/redirect-rules.ts';
import { safeLocalPath, safeRedirectPath } from '../src/safe-path.ts';

const rule = (id: number, from: string, to: string, status: 301 | 302 = 301): RedirectRule => ({ id, kind: 'general', from, to, status });

describe('redirect rules', () => {
  const rules = [
    rule(1, '/id/berita-terkini/*', '/id/riset-dan-berita/daftar-informasi-perusahaan/*'),
    rule(2, '/id/riset', '/id/riset-dan-berita/laporan-riset', 302),
    rule(3, '/id/berita-terkini/khusus', '/id/pengumuman'),
  ];

  it('sends an exact path to its target with the rule status', () => {
    expect(applyRedirect(rules, '/id/riset')).toMatchObject({ target: '/id/riset-dan-berita/laporan-riset', status: 302 });
  });

  it('carries the rest of the path through a prefix rule', () => {
    expect(applyRedirect(rules, '/id/berita-terkini/bbri/laba-naik')?.target).toBe(
      '/id/riset-dan-berita/daftar-informasi-perusahaan/bbri/laba-naik',
    );
  });

  it('prefers an exact rule to a prefix rule', () => {
    expect(applyRedirect(rules, '/id/berita-terkini/khusus')?.target).toBe('/id/pengumuman');
  });

  it('leaves other paths alone', () => {
    expect(applyRedirect(rules, '/id/riset-dan-berita/laporan-riset')).toBeUndefined();
    expect(applyRedirect(rules, '/id/risetx')).toBeUndefined();
  });
});

describe('remembered paths after login (spec §5)', () => {
  it.each(['/id/pratinjau/blogs/draf', '/en/preview/blogs/a-b_c.d~e?x=1&y=%20'])('keeps the local path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['another origin', 'https://evil.example/login'],
    ['a protocol-relative address', '//evil.example/x'],
    ['script', 'javascript:alert(1)'],
    ['markup', '/id/<script>'],
    ['a relative path', 'id/blog'],
    ['spaces', '/id/a b'],
    ['nothing', null],
  ])('ignores %s', (_label, path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });
});

describe('no open redirect (issue 19)', () => {
  const BYPASSES = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F/evil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%0d%0a/evil.example',
    '/%2e%2e//evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '/javascript:alert(1)'.slice(1),
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example',
    'https:evil.example',
    'http:/\\evil.example',
    '/%E0%A4%A',
    '',
  ];

  it.each(BYPASSES)('refuses %j as a local path', (path) => {
    expect(safeLocalPath(path)).toBeNull();
    expect(safeRedirectPath(path)).toBeNull();
  });

  it.each(['/id', '/en/blog/a-b?page=2&q=a%20b', '/id/riset-dan-berita/laporan-riset', '/en/search?q=%2Fx'])('keeps %j', (path) => {
    expect(safeLocalPath(path)).toBe(path);
  });

  it('does not apply a rule whose target leaves the site', () => {
    const rules = [
      rule(1, '/out', 'https://evil.example'),
      rule(2, '/out2', '//evil.example'),
      rule(3, '/go/*', '/*'),
      rule(4, '/js', 'javascript:alert(1)'),
    ];
    // Encoded forms (/go/%2F%2Fevil) stay paths of the site in the router; the shell server refuses them too (safeLocalPath).
    for (const path of ['/out', '/out2', '/js', '/go//evil.example', '/go/\\evil.example', '/go/\tevil']) {
      expect(applyRedirect(rules, path), path).toBeUndefined();
    }
    expect(applyRedirect(rules, '/go/id/riset')?.target).toBe('/id/riset');
  });
});
