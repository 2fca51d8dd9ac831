let serverMarkup = false;

/**
 * From now on the layout renders whole, as a server-rendered document needs it for a reader without
 * JavaScript: the footer at once (its links are how such a reader reaches the rest of the site; not
 * when its place scrolls near) and every sub-menu's links in the header's markup (hidden until
 * opened; without scripts the CSS opens them). Called on the server, and in the browser before it
 * hydrates the server's markup, which hydration must render the same. Browser-rendered documents
 * keep both deferrals.
 */
export function renderServerMarkup(): void {
  serverMarkup = true;
}

export const rendersServerMarkup = (): boolean => serverMarkup;
