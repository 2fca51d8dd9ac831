// The one allow-list of the editors' HTML: the content service sanitises with it (sanitize-html)
// when HTML is stored and served, and the browser again (DOMPurify) when it renders it. Pure data.

/** Text structure and formatting, lists, tables, links, images, figures and the video player's frame. */
export const RICH_TEXT_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt', 'em',
  'figcaption', 'figure', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'iframe', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre',
  'q', 's', 'section', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul',
] as const;

/** Attributes per tag ('*': on every allowed tag). No event handler, no style, no form, no name. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  iframe: ['src', 'width', 'height', 'title', 'allowfullscreen'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  time: ['datetime'],
  '*': ['class', 'id'],
};

/** Link targets: the web, mail and phone, or a path of the site. Never javascript:, data: or //host. */
export const RICH_TEXT_URL = /^(?:https?:\/\/[^\s/\\]|mailto:|tel:|\/(?![/\\])|#|\?)/i;

/** The only frames: the video provider's privacy-enhanced player, over https. */
export const RICH_TEXT_FRAME = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]+(?:\?[A-Za-z0-9_=&;-]*)?$/;

/** Ids an editor may give (in-page anchors): plain, and never one of the page's own (`brids-…`, `root`). */
export const RICH_TEXT_ID = /^(?!brids-|root$)[a-z][a-z0-9-]{0,63}$/;
