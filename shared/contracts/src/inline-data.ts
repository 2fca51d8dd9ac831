/**
 * What the shell server writes into every document as `<script type="application/json" id="…">`:
 * data, not script, so the browser neither compiles nor runs it while it parses the page (the release
 * manifest as a script was about 15 ms of the document's parse task on this machine, four times that
 * on a phone); the page reads it with one `JSON.parse` when it needs it.
 */
export const INLINE_DATA = {
  /** The release manifest the server validated. */
  release: 'brids-release',
  /** The environment's public configuration (captcha, error reporting). */
  config: 'brids-config',
  /** A preview in this browser, or why one was refused. */
  preview: 'brids-preview',
  /** The loaders' data of a page the server rendered (SERVER_RENDER), for hydration. */
  hydration: 'brids-hydration',
} as const;

export type InlineDataName = keyof typeof INLINE_DATA;

/** The inlined data of that name in this document, parsed; undefined when there is none (or no document). */
export function readInlineData<T>(name: InlineDataName): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(INLINE_DATA[name])?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
