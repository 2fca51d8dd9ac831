import { inlineData } from '../document/html.ts';
import { scriptsAfterPaint } from './after-paint.ts';
import type { RemoteFiles } from '../remote-versions/remote-files.ts';
import type { StyleReader } from './inline-styles.ts';
import type { RenderedPage } from './render-page.tsx';

const ROOT = '<div id="root"></div>';

/** A style preload of the document (the shell's boot chunks, tools/build's boot-preload.ts; the page's remote chunks, preload-hints.ts). */
const STYLE_PRELOAD = /<link rel="preload" href="([^"]+)" as="style"[^>]*>/g;

/** The shell's entry stylesheet, linked by its built index.html. */
const ENTRY_STYLESHEET = /<link href="(\/static\/css\/[^"]+)" rel="stylesheet">/g;

/** A preload of a content-service call (preload-hints.ts): the page's, the layout's and the start-up's. */
const API_PRELOAD = /<link rel="preload" href="(\/api\/[^"]*)" as="fetch" crossorigin>/g;


/** How a server-rendered document's first-view stylesheets are put in its head. */
export interface InlineStyles {
  /** Their text (inline-styles.ts); a stylesheet it does not give stays a link. */
  read: StyleReader;
  /** The document's nonce (the policy's style-src names it, as its script-src does). */
  nonce: string;
}

/**
 * The head of a server-rendered document: the preloads of the calls the hydrating browser will not make
 * (`page.withoutPreload`) are left out, and its markup needs the shell layout's and the page's CSS
 * before any script runs (or when none does): the entry's stylesheet and the style preloads, in the
 * order the browser's chunk loader would append them (which then finds them and adds none).
 * With `styles`, each is inline, `<style nonce data-href>`: the first paint then waits for no request
 * after the document's (one round trip less on a phone, docs/decisions.md). The chunk loaders find a
 * `<style>` by its `data-href`; the federation runtime looks only for a `<link rel=stylesheet>` of the
 * remote's file, so that file also gets one with `disabled`, which the browser does not fetch.
 * Without `styles` (or for a file it does not give), each is a stylesheet link. `origin`: the page's own
 * origin (visitor-origin.ts), which the browser's federation runtime resolves the remote's files against.
 */
function serverRenderedHead(head: string, origin: string, withoutPreload: ReadonlySet<string>, remotes: RemoteFiles, styles?: InlineStyles): string {
  const inline = (href: string, dataHref: string) => {
    const text = styles?.read(href);
    return text === undefined ? undefined : `<style nonce="${styles!.nonce}" data-href="${dataHref}">${text}</style>`;
  };
  const hrefs: string[] = [];
  const rest = head
    .replace(ENTRY_STYLESHEET, (link, href: string) => inline(href, href) ?? link)
    .replace(STYLE_PRELOAD, (_, href: string) => {
      hrefs.push(href);
      return '';
    })
    // Unused, a preload is a request for nothing, a warning in the console, and an answer a later fetch of
    // the same URL would take instead of asking again.
    .replace(API_PRELOAD, (link, href: string) => (withoutPreload.has(href.replace(/&#38;/g, '&')) ? '' : link));
  const links = [...new Set(hrefs)].map((href) => {
    // A published remote's folder (`/remotes/<remote>/<version>/` or its public URL), where preload-hints.ts finds its style files.
    const inRemote = remotes.versionOf(href);
    if (!inRemote) return inline(href, href) ?? `<link rel="stylesheet" href="${href}">`;
    // A remote's page CSS is looked for twice in the browser, by the federation runtime (the absolute
    // URL it resolved the manifest's file to, any protocol) and by the remote's CSS loader (`data-href`,
    // the path in its own folder): a link both find is not added again.
    const dataHref = href.slice(inRemote.folderUrl.length);
    const style = inline(href, dataHref);
    const absolute = href.startsWith('/') ? `${origin}${href}` : href;
    return style === undefined
      ? `<link rel="stylesheet" href="${absolute}" data-href="${dataHref}">`
      : `${style}<link rel="stylesheet" href="${absolute}" disabled>`;
  }).join('');
  return scriptsAfterPaint(rest.replace('</head>', `${links}</head>`));
}

/** Whether a document can take a rendered page: its template has the empty root element. */
export const hasRootElement = (html: string): boolean => html.includes(ROOT);

/**
 * The document with the rendered page inside its root element: the head (title, tags, preloads,
 * inlined data, as for the browser-rendered document, but its first view's styles in it or linked), the page's markup as
 * React's stream wrote it, then its loader data as a JSON data element (not executed: the policy's
 * "no inline script" holds) and the rest of the template. Whole, so that it can be kept (document-cache.ts).
 */
export async function documentWithPage(html: string, page: RenderedPage, origin: string, remotes: RemoteFiles, styles?: InlineStyles): Promise<string> {
  const at = html.indexOf(ROOT);
  let markup = '';
  page.body.setEncoding('utf8');
  for await (const chunk of page.body) markup += chunk as string;
  return (
    serverRenderedHead(html.slice(0, at), origin, new Set(page.withoutPreload), remotes, styles) +
    `<div id="root">${markup}</div>` +
    (page.hydration === undefined ? '' : inlineData('hydration', page.hydration)) +
    html.slice(at + ROOT.length)
  );
}
