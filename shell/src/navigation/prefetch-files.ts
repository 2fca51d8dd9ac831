import { whenIdle } from '@brids/platform/after-paint';
import { pageModuleFiles, type FederationManifest } from '@brids/platform/page-files';

/** The longest wait for an idle period between two steps of the idle prefetch. */
export const PREFETCH_STEP_TIMEOUT_MS = 1000;

const prefetched = new Set<string>();
const idle = () => new Promise<void>((resolve) => whenIdle(resolve, PREFETCH_STEP_TIMEOUT_MS));
const manifests = new Map<string, Promise<FederationManifest>>();

function fetchManifest(url: string): Promise<FederationManifest> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<FederationManifest>;
    });
    manifest.catch(() => manifests.delete(url));
    manifests.set(url, manifest);
  }
  return manifest;
}

/**
 * Fetches the files of a remote's page module without running them: the remote's manifest (read here
 * only: the federation runtime loads remotes by their entry), then its entry and the page's chunks as
 * `<link rel="prefetch">` (idle priority, kept in the HTTP cache). Running a remote's
 * entry and page module takes a phone's main thread for tens of milliseconds; the navigation that
 * follows finds the files cached and only runs them. The entry is fetched in CORS mode, as the
 * runtime loads a pinned entry (with its integrity, federation.ts): from a remote on another origin a
 * request without CORS would be cached apart (it sends cookies) and the entry fetched again.
 */
export async function prefetchPageFiles(manifestUrl: string, module: string): Promise<void> {
  const files = pageModuleFiles(await fetchManifest(manifestUrl), manifestUrl, module);
  const hrefs = [...(files.entry ? [files.entry] : []), ...files.scripts, ...files.styles].filter((href) => !prefetched.has(href));
  if (hrefs.length === 0) return;
  for (const href of hrefs) prefetched.add(href);
  // Each link starts a request from the main thread; one page's links at a time, when idle, keep
  // that work in short tasks (a phone's main thread stays free for the visitor).
  await idle();
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.as = files.styles.includes(href) ? 'style' : 'script';
    if (href === files.entry) link.crossOrigin = 'anonymous';
    links.append(link);
  }
  document.head.append(links);
}
