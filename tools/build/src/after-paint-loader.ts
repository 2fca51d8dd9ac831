// The after-paint loader's script, here so that the first-view count (first-view.ts) and the shell server
// (shell/server/server-render/after-paint.ts, which serves it) read one text. No imports: the server loads it
// without the bundler, like singletons.ts.

/**
 * The browser's side of a server-rendered document's scripts: the deferred loader waits for the frame after
 * it ran, then puts the `<template id="brids-after-paint">`'s tags into the head in their order: the preloads
 * start, and the scripts run in order (`async = false`, as `defer` would).
 */
export const AFTER_PAINT_LOADER = `(function(){var t=document.getElementById('brids-after-paint');if(!t)return;function go(){var n=t.content.children;for(var i=0;i<n.length;i++){var e=n[i];if(e.tagName==='SCRIPT'){var s=document.createElement('script');s.src=e.getAttribute('src');s.async=false;document.head.appendChild(s)}else document.head.appendChild(document.importNode(e,true))}}requestAnimationFrame(function(){setTimeout(go,0)})})();`;
