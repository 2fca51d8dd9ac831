import { describe, expect, it } from 'vitest';
import type { RouteDeclaration } from '../src/index.ts';
import { findRouteConflicts, releaseManifest } from '../src/release.ts';

const route = (name: string, en: string, id: string): RouteDeclaration => ({
  name,
  paths: { en, id },
  module: `./pages/${name}`,
  title: { en: name, id: name },
});

const manifest = (remotes: Record<string, RouteDeclaration[]>) => ({
  environment: 'staging',
  updatedAt: '2026-11-22T00:00:00.000Z',
  remotes: Object.fromEntries(
    Object.entries(remotes).map(([name, routes]) => [
      name,
      { version: '1.0.0-abc', manifestUrl: `/remotes/${name}/1.0.0-abc/mf-manifest.json`, routes },
    ]),
  ),
});

describe('releaseManifest', () => {
  it('accepts remotes whose routes do not overlap', () => {
    const result = releaseManifest.safeParse(
      manifest({ mf_research: [route('research-report', 'research-report', 'riset-dan-berita/laporan-riset')], mf_tools: [route('risk-profile', 'analysis-tools/risk-profile', 'alat-analisis/profil-risiko')] }),
    );
    expect(result.success).toBe(true);
  });

  it('rejects two remotes claiming one path', () => {
    const result = releaseManifest.safeParse(
      manifest({ mf_marketing: [route('blog', 'blog', 'blog')], mf_education: [route('articles', 'articles', 'blog')] }),
    );
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('two remotes claim the same route');
  });

  it('treats paths that differ only in parameter names as the same path', () => {
    const conflicts = findRouteConflicts({
      mf_marketing: { routes: [route('blog-detail', 'blog/:slug', 'blog/:slug')] },
      mf_research: { routes: [route('post', 'blog/:id', 'tulisan/:id')] },
    });
    expect(conflicts).toEqual([{ key: 'path /en/blog/:', claimedBy: ['mf_marketing', 'mf_research'] }]);
  });

  it('rejects a route name used twice', () => {
    expect(
      findRouteConflicts({ mf_a: { routes: [route('faq', 'faq', 'faq')] }, mf_b: { routes: [route('faq', 'help', 'bantuan')] } }),
    ).toEqual([{ key: 'name faq', claimedBy: ['mf_a', 'mf_b'] }]);
  });

  it.each([
    ['a path with the locale prefix', { ...route('x', '/en/x', 'x') }],
    ['a path with upper case', route('x', 'Stock', 'saham')],
    ['a name that is not kebab-case', route('Stock_Page', 'stock', 'saham')],
    ['a module outside ./pages', { ...route('x', 'x', 'x'), module: '../shell/app' }],
  ])('rejects %s', (_label, bad) => {
    expect(releaseManifest.safeParse(manifest({ mf_x: [bad as RouteDeclaration] })).success).toBe(false);
  });

  it('rejects a remote name that is not mf_<squad>', () => {
    expect(releaseManifest.safeParse(manifest({ research: [] })).success).toBe(false);
  });

  it("carries a pin's remote entry integrity (sha384, base64), and only in that form", () => {
    const withIntegrity = (entryIntegrity: string) => {
      const release = manifest({ mf_tools: [] });
      return releaseManifest.safeParse({ ...release, remotes: { mf_tools: { ...release.remotes.mf_tools, entryIntegrity } } });
    };
    const sri = `sha384-${'Ab+/'.repeat(16)}`;
    expect(withIntegrity(sri).data?.remotes.mf_tools?.entryIntegrity).toBe(sri);
    expect(releaseManifest.safeParse(manifest({ mf_tools: [] })).success).toBe(true);
    for (const bad of [`sha256-${'A'.repeat(43)}=`, `sha384-${'A'.repeat(63)}`, `sha384-${'A'.repeat(64)}"><script>`, 'sha384-']) {
      expect(withIntegrity(bad).success, bad).toBe(false);
    }
  });
});

