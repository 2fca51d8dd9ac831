import { PassThrough, type Readable } from 'node:stream';
import { INLINE_DATA } from '@brids/contracts';
import type { RenderedPage } from './render-page.tsx';

const ROOT = '<div id="root"></div>';

/** JSON safe inside a <script> element (as html.ts inlines the release). */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A style preload of the document (the shell's boot chunks, tools/build's boot-preload.ts; the page's remote chunks, preload-hints.ts). */
const STYLE_PRELOAD = /<link rel="preload" href="([^"]+)" as="style"[^>]*>/g;

/** A published remote's folder (`/remotes/<remote>/<version>/`, where preload-hints.ts finds its style files). */
const REMOTE_FOLDER = /^\/remotes\/[^/]+\/[^/]+\//;

/**
 * The head of a server-rendered document: its markup needs the shell layout's and the page's CSS
 * before any script runs (or when none does), so their style preloads become stylesheets, placed
 * after the entry's stylesheet in the order the browser's chunk loader would append them (which
 * then finds them and adds none). `origin`: the site's public origin (PUBLIC_ORIGIN), which the
 * browser's federation runtime resolves the remote's files against; where it is not the page's
 * origin the remote's CSS comes with the scripts.
 */
export function applyStylePreloads(head: string, origin: string): string {
  const hrefs: string[] = [];
  const rest = head.replace(STYLE_PRELOAD, (_, href: string) => {
    hrefs.push(href);
    return '';
  });
  const links = [...new Set(hrefs)].map((href) => {
    const inRemote = REMOTE_FOLDER.exec(href);
    if (!inRemote) return `<link rel="stylesheet" href="${href}">`;
    // A remote's page CSS is looked for twice in the browser, by the federation runtime (the absolute
    // URL it resolved the manifest's file to, any protocol) and by the remote's CSS loader (`data-href`,
    // the path in its own folder): a link both find is not added again.
    return `<link rel="stylesheet" href="${origin}${href}" data-href="${href.slice(inRemote[0].length)}">`;
  }).join('');
  return rest.replace('</head>', `${links}</head>`);
}

/** Whether a document can take a rendered page: its template has the empty root element. */
export const hasRootElement = (html: string): boolean => html.includes(ROOT);

/**
 * The document with the rendered page inside its root element, streamed: the head (title, tags,
 * preloads, inlined data, as for the browser-rendered document, but its styles linked) goes out first, the page's markup as
 * React writes it, then its loader data as a JSON data element (not executed: the policy's
 * "no inline script" holds) and the rest of the template.
 */
export function streamDocument(html: string, page: RenderedPage, origin: string): Readable {
  const at = html.indexOf(ROOT);
  const out = new PassThrough();
  out.write(applyStylePreloads(html.slice(0, at), origin) + '<div id="root">');
  page.body.on('error', (error) => out.destroy(error));
  page.body.on('end', () => {
    out.end(`</div><script type="application/json" id="${INLINE_DATA.hydration}">${scriptJson(page.hydration)}</script>${html.slice(at + ROOT.length)}`);
  });
  page.body.pipe(out, { end: false });
  return out;
}
