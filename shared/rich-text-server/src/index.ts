import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_FRAME, RICH_TEXT_ID, RICH_TEXT_TAGS, RICH_TEXT_URL } from '@brids/contracts/rich-text';

const attributes = Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]));

/** An image's source: the web or a path of the site, else none. */
function image(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { src, ...rest } = attribs;
  const safe = src !== undefined && /^(?:https?:\/\/|\/(?![/\\]))/i.test(src);
  return { tagName, attribs: safe ? attribs : rest };
}

/** A link's attributes: a safe target only; a new tab always without opener nor referrer. */
function link(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target, rel: _rel, ...rest } = attribs;
  if (rest.href !== undefined && !RICH_TEXT_URL.test(rest.href)) delete rest.href;
  return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
}

/**
 * What an editor's HTML may contain (the allow-list of @brids/contracts/rich-text): text formatting,
 * lists, tables, links, images, the video player's frame. Everything else is dropped, with the
 * content of script, style and the like.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: attributes,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com'],
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp', 'noembed', 'noframes', 'iframe', 'object', 'svg', 'math'],
  transformTags: { a: link, img: image },
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !RICH_TEXT_FRAME.test(frame.attribs.src ?? ''),
};

/** Drops ids that are not plain anchors (they could stand for the page's own elements). */
function plainIds(html: string): string {
  return html.replace(/ id="([^"]*)"/g, (whole, id: string) => (RICH_TEXT_ID.test(id) ? whole : ''));
}

/**
 * Sanitises editors' HTML: the content service before it stores it and again before it serves it,
 * the shell server before a server-rendered page shows it (the browser's `RichText` uses DOMPurify
 * with the same allow-list).
 */
export function sanitize(html: string): string {
  return plainIds(sanitizeHtml(html, OPTIONS));
}
