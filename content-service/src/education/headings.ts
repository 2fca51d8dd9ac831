import type { TocEntry } from '@brids/contracts/education';

const HEADING = /<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1>/gi;
const ID = /\sid="([^"]*)"/i;

/** A heading's anchor: lower-case ASCII letters and digits joined by hyphens. */
export function anchorOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'section';
}

const decode = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

/**
 * Gives every h2 and h3 of sanitised HTML a unique id (kept when it has one) and lists them: the
 * article's table of contents, whose links jump to those ids.
 */
export function withHeadingIds(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const out = html.replace(HEADING, (_match, level: string, attributes = '', inner: string) => {
    const text = decode(inner);
    const existing = ID.exec(attributes)?.[1];
    let id = existing && !used.has(existing) ? existing : anchorOf(text);
    for (let n = 2; used.has(id); n++) id = `${anchorOf(text)}-${n}`;
    used.add(id);
    toc.push({ id, text, level: Number(level) });
    const rest = String(attributes).replace(ID, '');
    return `<h${level} id="${id}"${rest}>${inner}</h${level}>`;
  });
  return { html: out, toc };
}
