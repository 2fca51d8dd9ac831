// Issue 19 point 2: the content service's sanitiser against the XSS corpus, and the allow-list.
import { describe, expect, it } from 'vitest';
import { sanitize } from '../src/lib/html.ts';
import { XSS_PAYLOADS } from './fixtures/xss-payloads.ts';

/** What must never leave the sanitiser: markup that runs script, loads a frame or styles the page. */
const DANGEROUS = [
  /<script/i, /<style/i, /<svg/i, /<math/i, /<object/i, /<embed/i, /<form/i, /<input/i, /<button/i, /<base/i, /<meta/i, /<link/i,
  /<template/i, /<body/i, /<frameset/i, /\son[a-z]+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /srcdoc/i, /\sstyle=/i,
  /\sformaction=/i, /\sname=/i, /\sping=/i, /\ssrcset=/i, /id="(?:brids-|root")/,
];

describe('sanitize', () => {
  it(`removes every dangerous construct of ${XSS_PAYLOADS.length} known payloads`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    const leaks = XSS_PAYLOADS.flatMap((payload) => {
      const clean = sanitize(payload);
      return DANGEROUS.filter((pattern) => pattern.test(clean)).map((pattern) => `${pattern} in ${JSON.stringify(clean)} (from ${JSON.stringify(payload)})`);
    });
    expect(leaks).toEqual([]);
  });

  it('never lets a frame through but the video provider\'s player', () => {
    const frames = XSS_PAYLOADS.map(sanitize).filter((clean) => /<iframe/i.test(clean));
    expect(frames.every((clean) => /<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]+"/.test(clean))).toBe(true);
    expect(sanitize('<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe>')).toBe('<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe>');
    expect(sanitize('<iframe src="https://www.youtube.com/embed/abc123"></iframe>')).toBe('');
  });

  it('keeps what editors write: formatting, lists, tables, links, images, anchors', () => {
    const html =
      '<h2 id="fees">Fees</h2><p><strong>Bold</strong> and <em>em</em>, <a href="https://example.com/x" target="_blank">out</a>, <a href="/id/faq">in</a>, <a href="mailto:cs@example.com">mail</a>.</p>' +
      '<ul><li>one</li></ul><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><img src="/images/x.png" alt="x" width="10" height="10" />';
    expect(sanitize(html)).toBe(
      '<h2 id="fees">Fees</h2><p><strong>Bold</strong> and <em>em</em>, <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">out</a>, <a href="/id/faq">in</a>, <a href="mailto:cs@example.com">mail</a>.</p>' +
        '<ul><li>one</li></ul><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><img src="/images/x.png" alt="x" width="10" height="10" />',
    );
  });

  it('gives links safe targets only', () => {
    expect(sanitize('<a href="//evil.example/" target="_top">x</a>')).toBe('<a>x</a>');
    expect(sanitize('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitize('<a href="https://example.com/" target="_blank" rel="opener">x</a>')).toBe('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
