// The browser's second sanitisation of the editors' HTML (the content service's is the first):
// DOMPurify with the allow-list of @brids/contracts/rich-text. Its own chunk, loaded only by a page
// that shows rich text (the first view's scripts do not carry it).
import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_FRAME, RICH_TEXT_ID, RICH_TEXT_TAGS, RICH_TEXT_URL } from '@brids/contracts/rich-text';

const purifier = DOMPurify(window);
const ATTRIBUTES = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const allowed = [...(RICH_TEXT_ATTRIBUTES[tag] ?? []), ...(RICH_TEXT_ATTRIBUTES['*'] ?? [])];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
  else if (data.attrName === 'id' && !RICH_TEXT_ID.test(data.attrValue)) data.keepAttr = false;
  else if ((data.attrName === 'href' || data.attrName === 'src') && !RICH_TEXT_URL.test(data.attrValue.trim())) data.keepAttr = false;
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IFRAME' && !RICH_TEXT_FRAME.test(node.getAttribute('src') ?? '')) node.remove();
  if (node.nodeName === 'A') {
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  }
});

/** The HTML with only what the allow-list lets through. */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ATTRIBUTES,
    ALLOWED_URI_REGEXP: RICH_TEXT_URL,
    ADD_TAGS: [],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    SANITIZE_DOM: true,
    // Ids stay as the editor (and the content service's heading anchors) wrote them: a table of contents
    // and a shared link point at `#choosing-an-account`, which DOMPurify's named-props mode would rename
    // `user-content-…`. Clobbering is kept out by SANITIZE_DOM and by RICH_TEXT_ID (lower-case, never the
    // page's own `brids-…` or `root`).
    SANITIZE_NAMED_PROPS: false,
  });
}
