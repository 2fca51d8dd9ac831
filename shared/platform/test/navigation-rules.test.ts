import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '@brids/contracts';
import { safeRedirectPath } from '../src/auth-storage.ts';
import { applyRedirect } from '../src/redirect-rules.ts';

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
