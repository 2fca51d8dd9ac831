import type { RemoteFiles } from '../remote-versions/remote-files.ts';
import { INLINE_DATA, type InlineDataName, type Locale } from '@brids/contracts';
import { preloadHints } from './preload-hints.ts';
import type { PreviewInfo } from '../release/preview.ts';
import type { LoadedRelease } from '../release/release-store.ts';
import type { RouteMatch } from '@brids/platform/route-match';
import { DOCUMENT_ROUTES_META } from '@brids/platform/document-routes-meta';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON safe inside a <script> element: no `</script>`, no HTML comment openers, no line separators. */
const scriptJson = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** JSON data for the browser (`readInlineData`): a data element, never run, so the policy's "no inline script" holds. */
export const inlineData = (name: InlineDataName, json: string): string =>
  `<script type="application/json" id="${INLINE_DATA[name]}">${scriptJson(json)}</script>`;

export interface DocumentInput {
  template: string;
  release: LoadedRelease;
  locale: Locale;
  match: RouteMatch | undefined;
  title: string;
  /** The page's head tags (description, canonical, hreflang, Open Graph, JSON-LD: seo/head.ts), escaped. */
  head: string[];
  pathname: string;
  /** The request's query: a page's declared first-view calls are preloaded only when it cannot change them. */
  search?: URLSearchParams;
  /** A preview in this browser (or why one was refused): the page shows a banner. */
  preview?: PreviewInfo;
  /** The environment's public configuration (captcha, error reporting), as JSON. */
  publicConfig?: string;
  /** Where published remotes live: their manifests name the page's files to preload. */
  remoteFiles?: RemoteFiles;
  /** The pages this document's Content-Security-Policy cannot serve (the router loads them as documents). */
  documentRoutes?: readonly string[];
}

/** The HTML document of one request: lang, title, alternates, the inlined release, preloads. */
export function renderDocument(input: DocumentInput): string {
  const { release, match, locale } = input;
  const head: string[] = [];
  head.push(...input.head);
  // No preload of the remote's mf-manifest.json: the browser loads remotes by their entry (src/federation.ts), and
  // only the idle link prefetch reads a manifest, after the paint.
  if (input.remoteFiles !== undefined) {
    const remote = match && release.manifest.remotes[match.route.remote];
    head.push(
      ...preloadHints({
        remotes: input.remoteFiles,
        locale,
        ...(match && remote ? { route: match.route, params: match.params, manifestUrl: remote.manifestUrl } : {}),
        ...(remote && remote.integrity?.entry ? { entryIntegrity: remote.integrity.entry.integrity } : {}),
        ...(input.search ? { search: input.search } : {}),
      }),
    );
  }
  if (input.documentRoutes) head.push(`<meta name="${DOCUMENT_ROUTES_META}" content="${escapeHtml(input.documentRoutes.join(' '))}">`);
  head.push(inlineData('release', release.json));
  if (input.publicConfig) head.push(inlineData('config', input.publicConfig));
  if (input.preview) head.push(inlineData('preview', JSON.stringify(input.preview)));
  return input.template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(input.title)}</title>`)
    .replace('<!--brids:head-->', head.join('\n    '));
}
