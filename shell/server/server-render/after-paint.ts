import { createHash } from 'node:crypto';
import { AFTER_PAINT_LOADER } from '@brids/build/after-paint-loader';

// Server-rendered documents start their scripts after the page has painted. The page is whole in the HTML
// (readable, its links plain anchors), so the first paint needs only its stylesheets and its image; the
// shell's and the remote's scripts, which only hydrate it, then no longer share a slow connection with them.
// The loader (`AFTER_PAINT_LOADER` of @brids/build, which also counts it in every first view) starts them.

/** The loader's URL: its content's hash, so it is cached for good and a new one has a new name. */
export const AFTER_PAINT_URL = `/after-paint.${createHash('sha256').update(AFTER_PAINT_LOADER).digest('hex').slice(0, 10)}.js`;
export const AFTER_PAINT_SCRIPT = AFTER_PAINT_LOADER;

/**
 * The head's script tags, script preloads (the shell's boot chunks, the remote's entry and page chunk) and
 * fetch preloads (the remote's manifest, the calls the hydrated page still makes): what only the scripts use.
 */
const SCRIPT_TAGS = /<script defer src="[^"]+"><\/script>|<link rel="preload" href="[^"]+" as="(?:script|fetch)"[^>]*>/g;

/**
 * The head with its scripts and the calls' fetch preloads held in a template that the loader starts after the first
 * paint. The scripts' files are fetched from the start, at the lowest priority (`fetchpriority="low"` preloads, as
 * preload-hints.ts writes those of the remote): the stylesheets are in the document, so nothing of the first paint
 * waits for them, and the scripts are there when the loader runs them instead of a round trip and a download later.
 */
export function scriptsAfterPaint(head: string): string {
  const held: string[] = [];
  const early: string[] = [];
  const rest = head.replace(SCRIPT_TAGS, (tag) => {
    const script = /^<script defer src="([^"]+)">/.exec(tag)?.[1];
    if (script !== undefined) {
      early.push(`<link rel="preload" href="${script}" as="script" fetchpriority="low">`);
      held.push(tag);
    } else if (tag.includes(' as="script"')) early.push(tag);
    else held.push(tag);
    return '';
  });
  if (rest === head) return head;
  return rest.replace('</head>', `${early.join('')}<template id="brids-after-paint">${held.join('')}</template><script defer src="${AFTER_PAINT_URL}"></script></head>`);
}
