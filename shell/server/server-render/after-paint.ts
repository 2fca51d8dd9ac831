import { createHash } from 'node:crypto';

/**
 * The browser's side of a server-rendered document's scripts: they are not started by its head but
 * after the page has painted. The page is whole in the HTML (readable, its links plain anchors), so
 * the first paint needs only its stylesheets and its image; the shell's and the remote's 170 kB of
 * scripts, which only hydrate it, then no longer share a slow connection with them. The deferred
 * loader waits for the frame after it ran, then puts the `<template>`'s tags into the head in their
 * order: the preloads start, and the scripts run in order (`async = false`, as `defer` would).
 */
const LOADER = `(function(){var t=document.getElementById('brids-after-paint');if(!t)return;function go(){var n=t.content.children;for(var i=0;i<n.length;i++){var e=n[i];if(e.tagName==='SCRIPT'){var s=document.createElement('script');s.src=e.getAttribute('src');s.async=false;document.head.appendChild(s)}else document.head.appendChild(document.importNode(e,true))}}requestAnimationFrame(function(){setTimeout(go,0)})})();`;

/** The loader's URL: its content's hash, so it is cached for good and a new one has a new name. */
export const AFTER_PAINT_URL = `/after-paint.${createHash('sha256').update(LOADER).digest('hex').slice(0, 10)}.js`;
export const AFTER_PAINT_SCRIPT = LOADER;

/**
 * The head's script tags, script preloads (the shell's boot chunks, the remote's entry and page chunk) and
 * fetch preloads (the remote's manifest, the calls the hydrated page still makes): what only the scripts use.
 */
const SCRIPT_TAGS = /<script defer src="[^"]+"><\/script>|<link rel="preload" href="[^"]+" as="(?:script|fetch)"[^>]*>/g;

/** The head with its scripts and their preloads held in a template that the loader starts after the first paint. */
export function scriptsAfterPaint(head: string): string {
  const held: string[] = [];
  const rest = head.replace(SCRIPT_TAGS, (tag) => {
    held.push(tag);
    return '';
  });
  if (held.length === 0) return head;
  return rest.replace('</head>', `<template id="brids-after-paint">${held.join('')}</template><script defer src="${AFTER_PAINT_URL}"></script></head>`);
}
