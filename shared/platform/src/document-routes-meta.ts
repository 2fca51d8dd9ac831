/**
 * The `<meta name>` through which a document names the pages its Content-Security-Policy cannot
 * serve (the shell server writes it, the router reads it): alone in its module, so the browser's
 * bundle carries this name and not the server's table.
 */
export const DOCUMENT_ROUTES_META = 'brids-document-routes';
