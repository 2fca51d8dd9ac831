import { useEffect, useState } from 'react';
import './components.css';

type Sanitize = (html: string) => string;
let sanitizer: Sanitize | undefined;
let loading: Promise<unknown> | undefined;

/** The browser's sanitiser, loaded on the first rich text a visit shows. */
function loadSanitizer(): Promise<unknown> {
  loading ??= import('./sanitize-rich-text.ts').then((module) => (sanitizer = module.sanitizeRichText));
  return loading;
}

/**
 * The server's sanitiser (the shell server's page rendering, SERVER_RENDER: sanitize-html with the
 * same allow-list, `@brids/rich-text-server`), so a server-rendered page carries its rich text.
 */
export function setServerRichTextSanitizer(sanitize: Sanitize): void {
  sanitizer = sanitize;
}

/** Loads the sanitiser ahead of the next page (the shell, once the first view has painted). */
export function preloadRichText(): void {
  loadSanitizer().catch(() => undefined);
}

/**
 * HTML from the content service (sanitised there when stored and when served), sanitised again
 * here before it enters the page: an answer altered on its way, or a bug of either side, still
 * cannot put a script into the page. Empty for the moment the sanitiser's chunk takes to load
 * (and when it cannot load), except in a server-rendered page: hydration keeps the server's markup
 * (sanitised there) until DOMPurify's replaces it.
 */
export function RichText({ html }: { html: string }) {
  const [, setLoaded] = useState(sanitizer !== undefined);
  useEffect(() => {
    if (sanitizer) return;
    let current = true;
    const done = () => void (current && setLoaded(true));
    loadSanitizer().then(done, done);
    return () => {
      current = false;
    };
  }, []);
  // Hydrating a server's markup before the sanitiser is here renders '': React leaves the server's
  // children in place and replaces them once it renders DOMPurify's. (Only React's development build
  // would report the difference, and server rendering serves published, production builds; the
  // attribute that silences it would cost the first view bytes it has not got.)
  return <div className="ui-rich-text" dangerouslySetInnerHTML={{ __html: sanitizer ? sanitizer(html) : '' }} />;
}
