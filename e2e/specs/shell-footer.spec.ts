// The footer (spec §2, §3, §9; issue 3 point 3): company info from the settings, social links
// with their icons, partner logos at 100 px, and the copyright line with the copyright-year
// setting, at 375 and 1280 px in both languages. (2024 while the settings are missing:
// shell-errors.spec.ts.)
import { test, expect } from '../support/fixtures.ts';
import { type ContentApi, LOCALES, type Locale } from '../support/content.ts';
import { BROWSER_RENDERED_SITE_URL } from '../support/env.ts';
import { PATHS, WORDS, device } from '../support/shell.ts';

/** The partner logos' files (the media store's, /media/<name>), as the footer's images fetch them through /_ipx. */
async function footerLogoPaths(content: ContentApi): Promise<string[]> {
  const { data } = await content.get<{ data: { images: { url: string }[] }[] }>('/footer_logos');
  return data.flatMap((logo) => logo.images.map((image) => image.url));
}

/** A request for one of the footer's images: a social icon or a partner logo. */
const isFooterImage = (url: string, logos: string[]) => /\/images\/social\//.test(url) || logos.some((logo) => url.endsWith(logo));

/** The networks of the social-media-* settings (spec §3), as the footer names their links. */
const NETWORKS: Record<string, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  telegram: 'Telegram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

// Both languages on a desktop, Indonesian (the default) on a phone.
const RUNS: { width: number; locales: readonly Locale[] }[] = [
  { width: 1280, locales: LOCALES },
  { width: 375, locales: ['id'] },
];

for (const { width, locales } of RUNS) {
  test.describe(`footer at ${width} px`, () => {
    test.use(device(width));

    for (const locale of locales) {
      const words = WORDS[locale];

      test(`/${locale}: company info, social links, partner logos and the copyright line`, async ({ site, content }) => {
        const [settings, logos] = await Promise.all([content.settings(locale), content.footerLogos()]);
        await site.open(PATHS[locale].stock);
        const footer = site.footer;

        await test.step('company info: address, phone, email and the authorised message', async () => {
          // The paragraph starts with a label for screen readers ('Address: ').
          await expect(footer.getByText(settings['footer-address']!)).toBeVisible();
          const phone = footer.getByRole('link', { name: settings['footer-phone']!, exact: true });
          await expect(phone).toHaveAttribute('href', `tel:${settings['footer-phone']!.replace(/[^+\d]/g, '')}`);
          await expect(footer.getByText(`${words.phone}:`)).toBeVisible();
          const email = footer.getByRole('link', { name: settings['footer-email']!, exact: true });
          await expect(email).toHaveAttribute('href', `mailto:${settings['footer-email']!}`);
          await expect(footer.getByText(settings['authorized-message']!, { exact: true })).toBeVisible();
        });

        await test.step('a social link with its icon for each social-media-* setting', async () => {
          const keys = Object.keys(settings).filter((key) => key.startsWith('social-media-'));
          expect(keys.length, 'social-media-* settings in the seed').toBeGreaterThan(0);
          const list = footer.getByRole('list', { name: words.followUs });
          await expect(list.getByRole('link')).toHaveCount(keys.length);
          for (const key of keys) {
            const network = key.slice('social-media-'.length);
            const link = list.getByRole('link', { name: NETWORKS[network] ?? network, exact: true });
            await expect(link).toHaveAttribute('href', settings[key]!);
            await expect(link).toHaveAttribute('target', '_blank');
            const icon = link.locator('img');
            await icon.scrollIntoViewIfNeeded();
            await expect(icon).toBeVisible();
            await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), `${network} icon loaded`).toBeGreaterThan(0);
            const box = (await icon.boundingBox())!;
            expect(box.width, `${network} icon size`).toBeGreaterThanOrEqual(16);
          }
        });

        await test.step('partner logos from /api/footer_logos, 100 px wide, through the image optimiser', async () => {
          const partners = footer.getByRole('list', { name: words.partners });
          await expect(partners.getByRole('link')).toHaveCount(logos.length);
          for (const logo of logos) {
            const link = partners.getByRole('link', { name: logo.title, exact: true });
            await expect(link).toHaveAttribute('href', logo.url);
            const image = link.getByRole('img', { name: logo.title, exact: true });
            await image.scrollIntoViewIfNeeded();
            await expect(image).toBeVisible();
            // Loaded, not a broken image.
            await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
            expect((await image.boundingBox())!.width, `${logo.title} logo width`).toBeCloseTo(100, 0);
            expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc || img.src).pathname)).toMatch(/^\/_ipx\//);
          }
        });

        await test.step("the footer's menu, named in the page's language", async () => {
          await expect(footer.getByRole('navigation', { name: words.footerMenu, exact: true }).getByRole('link').first()).toBeVisible();
        });

        await test.step('the copyright line with the copyright-year setting', async () => {
          await expect(footer.getByText(words.copyright(settings['copyright-year']!), { exact: true })).toBeVisible();
        });
      });
    }
  });
}

// The footer is below the first view on every page (the page area is one screen tall). In a document the
// server rendered it is in the first HTML (a reader without JavaScript and a crawler need its links), its
// images loading only as the visitor nears it; in a document the browser renders (server rendering off or
// faulted: the browser-rendered server) it renders as the visitor nears it, so a first view does not pay for
// its elements and images (issue 6).
test.describe('the footer of a server-rendered page', () => {
  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use(device(width));

      test('/id: in the first HTML, its images fetched only as the visitor nears it', async ({ site, page, content }) => {
        const footerImages: string[] = [];
        const logos = await footerLogoPaths(content);
        page.on('request', (request) => {
          if (isFooterImage(request.url(), logos)) footerImages.push(request.url());
        });
        const response = await page.goto(PATHS.id.stock);
        expect(await response!.text(), 'the footer is in the server\'s HTML').toContain('<footer class="site-footer"');
        await expect(site.heading).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(site.footer).toBeAttached();
        await expect(site.footer, 'below the first view').not.toBeInViewport();
        expect(footerImages, 'no footer images fetched for the first view').toEqual([]);

        await page.mouse.wheel(0, 5000);
        await expect(site.footer).toBeInViewport();
        await expect.poll(() => footerImages.length, 'its images load once it is near').toBeGreaterThan(0);
      });
    });
  }
});

test.describe('the footer of a browser-rendered page renders as the visitor nears it', () => {
  test.use({ baseURL: BROWSER_RENDERED_SITE_URL });

  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use(device(width));

      test('/id: not in the first view; scrolling down brings it, and the next page keeps it', async ({ site, page, content }) => {
        const footerImages: string[] = [];
        const logos = await footerLogoPaths(content);
        page.on('request', (request) => {
          if (isFooterImage(request.url(), logos)) footerImages.push(request.url());
        });
        await page.goto(PATHS.id.stock);
        await expect(site.heading).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(site.footer, 'no footer in the first view').toHaveCount(0);
        expect(footerImages, 'no footer images fetched for the first view').toEqual([]);

        await page.mouse.wheel(0, 5000);
        await expect(site.footer).toBeVisible();
        await expect(site.footer.getByRole('navigation').getByRole('link').first()).toBeVisible();
        await expect.poll(() => footerImages.length, 'its images load once it is there').toBeGreaterThan(0);

        await site.footer.getByRole('navigation').getByRole('link').first().click();
        await expect(site.heading).toBeVisible();
        await expect(site.footer, 'still there on the next page, without a scroll').toBeAttached();
      });
    });
  }

  test('/en: a keyboard visitor moving through the page with Tab gets it', async ({ site, page }) => {
    await page.goto(PATHS.en.stock);
    await expect(site.heading).toBeVisible();
    await expect(site.footer).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(site.footer).toBeAttached();
    await expect(site.footer.getByRole('navigation').getByRole('link').first()).toBeAttached();
  });
});
