import { describe, expect, it } from 'vitest';
import { createDocumentCache, withNonce, type DocumentAnswer } from './document-cache.ts';

/** A shell server's producer: each call renders the page anew (counted), as the given kind of answer. */
function producer(kind: 'rendered' | 'browser' | 'not found' = 'rendered') {
  let renders = 0;
  const produce = async (): Promise<DocumentAnswer> => {
    renders += 1;
    const html = `<p>render ${renders}</p><script nonce="n${renders}">reveal()</script>`;
    if (kind === 'not found') return { status: 404, routeName: undefined, html };
    return kind === 'browser' ? { status: 200, routeName: 'faq', html } : { status: 200, routeName: 'faq', html, nonce: `n${renders}` };
  };
  return { produce, renders: () => renders };
}

describe('document cache', () => {
  const options = { freshMs: 1000, staleMs: 10_000, maxChars: 1_000_000 };

  it('sends a rendered document again while fresh, once more when stale while the next renders, and renders anew past stale', async () => {
    let clock = 0;
    const cache = createDocumentCache(options, () => clock);
    const page = producer();
    expect((await cache.answer('r1 /en/faq', page.produce)).html).toContain('render 1');
    clock = 999;
    expect((await cache.answer('r1 /en/faq', page.produce)).html).toContain('render 1');
    expect(page.renders()).toBe(1);
    clock = 1500;
    expect((await cache.answer('r1 /en/faq', page.produce)).html, 'stale: sent once more').toContain('render 1');
    await Promise.resolve();
    expect(page.renders(), 'the next renders behind it').toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.answer('r1 /en/faq', page.produce)).html).toContain('render 2');
    clock = 1500 + 20_000;
    expect((await cache.answer('r1 /en/faq', page.produce)).html, 'too old to send: rendered first').toContain('render 3');
  });

  it('renders anew, and waits for it, once the content it was made from is older than the newest content version', async () => {
    let known = 7;
    const cache = createDocumentCache(options, Date.now, (version) => version === undefined || version >= known);
    let renders = 0;
    const produce = async (): Promise<DocumentAnswer> => {
      renders += 1;
      return { status: 200, routeName: 'faq', html: `<p>render ${renders}</p>`, nonce: 'n', contentVersion: known };
    };
    expect((await cache.answer('r1 /en/faq', produce)).html).toContain('render 1');
    expect((await cache.answer('r1 /en/faq', produce)).html, 'fresh and current').toContain('render 1');
    known = 8;
    expect((await cache.answer('r1 /en/faq', produce)).html, 'a publish: not even sent stale').toContain('render 2');
    expect((await cache.answer('r1 /en/faq', produce)).html).toContain('render 2');
    expect(renders).toBe(2);
  });

  it('while the content service is away, the last copy stands in even when a newer content version is known', async () => {
    let known = 1;
    const cache = createDocumentCache(options, Date.now, (version) => version === undefined || version >= known);
    await cache.answer('r1 /en/faq', async () => ({ status: 200, routeName: 'faq', html: '<p>kept</p>', nonce: 'n', contentVersion: 1 }));
    known = 2;
    const answer = await cache.answer('r1 /en/faq', async () => ({ status: 503, routeName: 'faq', html: '<p>unavailable</p>', unavailable: true }));
    expect(answer.html).toBe('<p>kept</p>');
    expect(answer.lastGood).toBe(true);
  });

  it('shares one render between requests for the same document at the same time', async () => {
    const cache = createDocumentCache(options);
    const page = producer();
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('r1 /id/faq', page.produce)));
    expect(page.renders()).toBe(1);
    expect(new Set(answers.map((answer) => answer.html)).size).toBe(1);
  });

  it('keeps nothing the browser renders or that was not found: the next request tries again', async () => {
    const cache = createDocumentCache(options);
    for (const kind of ['browser', 'not found'] as const) {
      const page = producer(kind);
      await cache.answer(`r1 ${kind}`, page.produce);
      await cache.answer(`r1 ${kind}`, page.produce);
      expect(page.renders(), kind).toBe(2);
    }
    expect(cache.size).toBe(0);
  });

  it('another release is another document', async () => {
    const cache = createDocumentCache(options);
    const page = producer();
    await cache.answer('r1 /en/faq', page.produce);
    expect((await cache.answer('r2 /en/faq', page.produce)).html).toContain('render 2');
  });

  it('drops the least recently used documents past its size', async () => {
    const cache = createDocumentCache({ ...options, maxChars: 150 });
    const page = producer();
    for (const path of ['/a', '/b', '/c']) await cache.answer(`r1 ${path}`, page.produce);
    expect(cache.size).toBeLessThan(3);
    await cache.answer('r1 /c', page.produce);
    expect(page.renders(), 'the newest is kept').toBe(3);
  });

  it("gives each answer its own nonce in place of the render's", async () => {
    const cache = createDocumentCache(options);
    const answer = await cache.answer('r1 /en/stock-account', producer().produce);
    expect(withNonce(answer, 'fresh')).toBe('<p>render 1</p><script nonce="fresh">reveal()</script>');
    expect(withNonce({ status: 404, routeName: undefined, html: '<script nonce="x">' }, 'fresh')).toBe('<script nonce="x">');
  });

  it('sends the last good copy, whatever its age, while the content service cannot answer; else the 503', async () => {
    let clock = 0;
    const cache = createDocumentCache(options, () => clock);
    const page = producer();
    await cache.answer('r1 /en/faq', page.produce);
    const down = async (): Promise<DocumentAnswer> => ({ status: 503, routeName: 'faq', html: '<h1>Content unavailable</h1>', unavailable: true });
    clock = 1500;
    expect((await cache.answer('r1 /en/faq', down)).html, 'stale: sent while the next renders').toContain('render 1');
    await Promise.resolve();
    clock = 3_600_000;
    const lastGood = await cache.answer('r1 /en/faq', down);
    expect(lastGood).toMatchObject({ status: 200, lastGood: true });
    expect(lastGood.html).toContain('render 1');
    expect(await cache.answer('r1 /en/promo', down), 'nothing kept: the 503').toMatchObject({ status: 503, unavailable: true });
    expect((await cache.answer('r1 /en/faq', page.produce)).html, 'back: renders anew').toContain('render 2');
  });
});
