// A server-rendered document carries its first view's stylesheets inline (the shell's entry CSS and the page's
// remote CSS): the first paint waits for no request after the document's. Once the scripts run, neither the
// federation runtime nor a chunk loader asks for those files again; a client-side navigation to another
// remote's page still loads that page's CSS as a file.
import { test, expect } from '../support/fixtures.ts';

const COMPANY = '/en/company-information-list/demo-bank-persada';

test('the first view needs no stylesheet request, before or after hydration; the next page’s CSS loads as a file', async ({ page, site }) => {
  const stylesheets: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to apply/i.test(message.text())) refused.push(message.text());
  });
  await site.open(COMPANY);
  // The document: the entry's and the page's CSS inline, and no stylesheet link the browser would fetch.
  const head = await page.evaluate(() => ({
    inline: Array.from(document.querySelectorAll('head style[data-href]'), (style) => style.getAttribute('data-href')!),
    fetched: Array.from(document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]:not([disabled])'), (link) => link.href),
  }));
  expect(head.inline.some((href) => /^\/static\/css\/index\./.test(href)), 'the shell entry’s CSS').toBe(true);
  // The page's remote CSS: named relative to its remote's folder (the shell's own start with '/').
  const pageCss = head.inline.find((href) => !href.startsWith('/'));
  expect(pageCss, 'the page’s remote CSS').toBeDefined();
  // Hydrated (the period switch is a button then) and the scripts' loads are over.
  await expect(site.main.locator('#financials').getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');
  expect(stylesheets.filter((path) => /\/static\/css\/index\./.test(path) || path.endsWith(pageCss!.split('/').pop()!)), 'none of the inline stylesheets asked for').toEqual([]);
  expect(await page.locator(`style[data-href="${pageCss}"]`).count(), 'the page’s CSS applied once').toBe(1);
  expect(refused, 'the policy lets the inline styles apply').toEqual([]);
  // Styled by the inline CSS: the page's layout (research.css) and the shell's (site-layout.css).
  expect(await site.main.locator('#financials .research-switch').evaluate((el) => getComputedStyle(el).display)).not.toBe('inline');
  expect(head.fetched.filter((href) => href.endsWith(`/${pageCss}`)), 'its disabled link is all the runtime needs').toEqual([]);

  // A client-side navigation to another remote's page: its CSS comes as a file (a link, once) and applies.
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  await page.locator('footer a[href="/en/education"], header a[href="/en/education"]').first().click();
  await expect(page).toHaveURL(/\/en\/education$/);
  await expect(site.heading).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage), 'navigated in the page').toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
          .filter((link) => /\/remotes\/mf-education\/[^/]+\/static\/css\/.+\.css$/.test(link.href))
          .map((link) => (link.sheet?.cssRules.length ?? 0) > 0),
      ),
    'the education page’s CSS linked once, and loaded')
    .toEqual([true]);
  expect(refused).toEqual([]);
});
