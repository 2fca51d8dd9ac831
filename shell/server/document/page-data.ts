import type { Locale } from '@brids/contracts';
import type { RouteMatch } from '@brids/platform/route-match';
import { localeOfPath } from '@brids/platform/route-table';
import type { PreviewInfo } from '../release/preview.ts';
import type { LoadedRelease } from '../release/release-store.ts';
import { fetchResource, headOfPage } from '../seo/content.ts';
import { notFoundHead, type PageHead } from '../seo/head.ts';
import type { ContentClient } from './content-client.ts';
import { matchPage } from './route-match.ts';
import { unavailableHead } from './unavailable.ts';

/** Step 4 of a document: whether its page exists, and its head. */
export interface PageData {
  locale: Locale;
  /** The page, when it exists (an unknown slug is a 404). */
  found: RouteMatch | undefined;
  head: PageHead;
  /** The content service could not say whether the page's resource exists: the document is its last good copy or a 503. */
  unavailable?: true;
}

/** The route's resource fetched once through the document's content client (404 for an unknown slug, the entry for the head). */
export async function pageData(
  content: ContentClient,
  input: { match: RouteMatch | undefined; release: LoadedRelease; pathname: string; preview: PreviewInfo | undefined; publicOrigin: string },
): Promise<PageData> {
  const { match, release, pathname } = input;
  const locale = match?.route.locale ?? localeOfPath(pathname);
  const resource = match ? await fetchResource(content, match) : { found: false };
  if (!match || !resource.found) return { locale, found: undefined, head: notFoundHead() };
  if (resource.unavailable) return { locale, found: match, head: unavailableHead(locale), unavailable: true };
  const head = await headOfPage(content, {
    origin: input.publicOrigin,
    release,
    match,
    pathname,
    resource: resource.answer,
    noindex: Boolean(input.preview),
    matchPath: (path) => matchPage(release.table, path),
  });
  return { locale, found: match, head };
}
