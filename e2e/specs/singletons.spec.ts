// One React, one router, one store, one i18next for the shell and every remote of the page.
import { test, expect } from '../support/fixtures.ts';
import { REMOTES } from '../support/env.ts';

/** Libraries that must exist once on the page (tools/build/src/shared-deps.ts SINGLETONS). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  'i18next',
  'react-i18next',
  '@brids/platform',
  '@brids/i18n',
  '@brids/contracts',
  // zod with the shared schemas: the shell's asynchronous chunk, loaded by the navigations' API calls; the
  // remotes' contract modules build with its `z`, none with a copy of its own.
  '@brids/contracts/schema',
] as const;

interface SharedReport {
  instances: string[];
  remotesLoaded: string[];
  /** Per package: every version registered in any share scope, with who provided it and whether it was loaded. */
  packages: Record<string, { version: string; from: string; loaded: boolean }[]>;
}

/**
 * Reads the Module Federation runtime's records: `__FEDERATION__.__SHARE__` maps each
 * federation instance (`shell:1.0.0`, `mf_tools:1.0.0`, ...) to its share scopes, and each scope
 * maps a package to the versions registered for it; `loaded` marks the copy that was executed.
 */
function readFederation(): SharedReport {
  type Shared = { from?: string; loaded?: boolean; lib?: unknown };
  const federation = (globalThis as unknown as {
    __FEDERATION__?: {
      __INSTANCES__?: { name: string }[];
      __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>>;
    };
  }).__FEDERATION__;
  if (!federation?.__SHARE__) throw new Error('No __FEDERATION__.__SHARE__ on the page');
  const packages: SharedReport['packages'] = {};
  const seen = new Set<string>();
  for (const scopes of Object.values(federation.__SHARE__)) {
    for (const scope of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(scope)) {
        for (const [version, shared] of Object.entries(versions)) {
          const key = `${pkg}@${version}@${shared.from}`;
          if (seen.has(key)) continue;
          seen.add(key);
          (packages[pkg] ??= []).push({
            version,
            from: String(shared.from),
            loaded: shared.loaded === true || shared.lib !== undefined,
          });
        }
      }
    }
  }
  return {
    instances: (federation.__INSTANCES__ ?? []).map((instance) => instance.name),
    // The remotes' entries the page ran (the shell loads a remote by its remoteEntry.js: no manifest, no snapshot).
    remotesLoaded: performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\/remoteEntry\.js$/.test(name)),
    packages,
  };
}

test('the shell and all four remotes share one copy of each singleton library', async ({ site, content }) => {
  const blog = await content.first('blog-posts', 'en');
  await site.open('/en');
  const marker = await site.markDocument();

  // mf-marketing, by a footer link, then a link inside its blog list.
  await site.footerLink('Blog').click();
  await site.expectPage({ path: '/en/blog', heading: 'Blog' });
  await site.main.getByRole('link', { name: blog.title }).first().click();
  await site.expectPage({ path: `/en/blog/${blog.slug}`, heading: blog.title });

  // mf-research, then the company page's own link to its latest news.
  await site.footerLink('Company Information List').click();
  await site.expectPage({ path: '/en/company-information-list' });
  const company = await content.first('companies', 'en');
  await site.main.getByRole('link', { name: company.title }).first().click();
  await site.expectPage({ path: `/en/company-information-list/${company.slug}` });
  await site.main.locator(`a[href="/en/company-information-list/${company.slug}/latest-news"]`).first().click();
  await site.expectPage({ path: `/en/company-information-list/${company.slug}/latest-news` });

  // mf-education: the hub's own links (react-router's <Link> rendered by the remote).
  await site.footerLink('Education').click();
  await site.expectPage({ path: '/en/education' });
  await site.main.getByRole('link', { name: 'All Eduvest events' }).click();
  await site.expectPage({ path: '/en/education/brids-eduvest' });

  // mf-tools.
  await site.footerLink('Risk Profile').click();
  await site.expectPage({ path: '/en/analysis-tools/risk-profile' });

  // Every step was a client-side navigation in one document.
  await site.expectSameDocument(marker);

  const report = await site.page.evaluate(readFederation);
  expect(report.instances.sort()).toEqual(['shell', ...Object.values(REMOTES)].sort());
  for (const remote of Object.values(REMOTES)) {
    expect(report.remotesLoaded.some((url) => url.includes(`/remotes/${remote.replace('_', '-')}/`)), `${remote} was loaded`).toBe(true);
  }
  for (const pkg of SINGLETONS) {
    const versions = report.packages[pkg] ?? [];
    const loaded = versions.filter((v) => v.loaded);
    expect(loaded, `loaded copies of ${pkg}: ${JSON.stringify(versions)}`).toHaveLength(1);
    expect(new Set(versions.map((v) => v.version)).size, `versions of ${pkg} registered: ${JSON.stringify(versions)}`).toBe(1);
  }
});

test('links inside remote pages navigate client-side, without a page load', async ({ site, content, page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await site.open('/en/education');
  const marker = await site.markDocument();
  documents.length = 0;

  await site.main.getByRole('link', { name: 'All Eduvest events' }).click();
  await site.expectPage({ path: '/en/education/brids-eduvest', locale: 'en' });
  await site.expectSameDocument(marker);
  expect(documents, 'documents loaded by clicking links').toEqual([]);

  // The one exception: the video page's policy allows the player's frame, which this document's does
  // not, so a link to it loads it as a document (docs/security.md).
  await site.open('/en/education');
  documents.length = 0;
  await site.main.getByRole('link', { name: 'All educational videos' }).click();
  await site.expectPage({ path: '/en/education/educational-videos', locale: 'en' });
  expect(documents.map((url) => new URL(url).pathname)).toEqual(['/en/education/educational-videos']);

  const report = await content.first('research-reports', 'id');
  await site.open('/id/riset-dan-berita/laporan-riset');
  const second = await site.markDocument();
  documents.length = 0;
  await site.main.getByRole('link', { name: report.title }).first().click();
  await site.expectPage({ path: `/id/riset-dan-berita/laporan-riset/${report.slug}`, heading: report.title, locale: 'id' });
  await site.expectSameDocument(second);
  expect(documents, 'documents loaded by clicking links').toEqual([]);
});
