// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offering } from '@brids/contracts/marketing';
import { fakeApi, renderPage, useMarketingRoutes } from '../../test/render.tsx';
import { offeringPage, OfferingView } from './offering-page.tsx';

const ACCOUNT: Offering = {
  slug: 'stock-account', kind: 'service', title: 'Stock Account', tagline: 'Regular, margin or sharia.',
  image: { url: '/images/marketing/offerings/stock-account.jpg', alt: 'Stock Account' },
  what_it_is: 'An account that holds your securities.', who_it_is_for: 'Anyone who invests.',
  benefits: ['One account for everything'], steps: ['Download the app', 'Fill in your details', 'Fund your RDN'],
  requirements: ['Aged 17 or over'], documents: ['Identity card'], fees: [{ label: 'Account opening', value: 'Free' }],
  risks: ['Prices can fall.', 'BRIDS is supervised by OJK.'],
  variants: [
    { key: 'regular', title: 'Regular', description: 'Your own money.', points: ['Suits beginners'], contract_months: null, min_asset_holding: null },
    { key: 'margin', title: 'Margin', description: 'Financing by BRIDS.', points: ['Marginable stocks only'], contract_months: 12, min_asset_holding: 200_000_000 },
  ],
  samples: [], program: null,
  faqs: [{ slug: 'syarat-rekening-margin', category: 'account', question: 'What does a margin account require?', answer: '<p>A 1-year contract.</p>' }],
  form_url: '/files/forms/form-individual.pdf', open_account: true,
};

beforeAll(useMarketingRoutes);

describe('the product and service page', () => {
  it('loads its typed resource with the call its route preloads', async () => {
    const { api, calls } = fakeApi({ '/api/offerings/stock-account': { data: ACCOUNT } });
    const page = offeringPage('stock-account');
    const data = await page.loader!({ api, locale: 'en', params: {}, request: new Request('http://x/en/stock-account'), url: new URL('http://x/en/stock-account') });
    expect(data.title).toBe('Stock Account');
    expect(calls).toEqual(['/api/offerings/stock-account?locale=en']);
  });

  it('shows every section, numbered steps, the calls to action with the open-account URL of the settings', async () => {
    await renderPage(<OfferingView data={ACCOUNT} locale="en" />, 'en', { 'home-join-now-open-account-url': 'https://open.example/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock Account' }, { timeout: 5000 })).toBeTruthy();
    for (const name of ['What is Stock Account?', 'Who it is for', 'Benefits', 'How to start', 'Requirements', 'Documents you need', 'Fees and costs', 'Risks you should know', 'Related questions']) {
      expect(screen.getByRole('heading', { level: 2, name }), name).toBeTruthy();
    }
    const steps = screen.getByRole('heading', { name: 'How to start' }).parentElement!.querySelectorAll('ol > li');
    expect([...steps].map((li) => li.textContent)).toEqual(ACCOUNT.steps);
    expect(screen.getAllByRole('link', { name: 'Open Account' })[0]!.getAttribute('href')).toBe('https://open.example/');
    expect(screen.getAllByRole('link', { name: 'Download the Form' })[0]!.getAttribute('href')).toBe('/files/forms/form-individual.pdf');
    expect(screen.getAllByRole('link', { name: 'Contact Us' })[0]!.getAttribute('href')).toBe('/en/contact-us');
    const hero = document.querySelector('img.mk-offering-hero')!;
    expect(hero.getAttribute('src')).toMatch(/^\/_ipx\//);
    expect(hero.getAttribute('loading')).toBe('eager');
  });

  it('has no Open Account button when the setting is missing', async () => {
    await renderPage(<OfferingView data={ACCOUNT} locale="id" />, 'id');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Buka Rekening' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Unduh Formulir' }).length).toBeGreaterThan(0);
  });

  it('shows the kinds as tabs; margin states its 1-year contract and asset holding', async () => {
    const user = userEvent.setup();
    await renderPage(<OfferingView data={ACCOUNT} locale="id" />, 'id');
    const tablist = await screen.findByRole('tablist', { name: 'Jenis rekening' }, { timeout: 5000 });
    await user.click(within(tablist).getByRole('tab', { name: 'Margin' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('Kontrak pembiayaan: 1 tahun');
    expect(panel.textContent).toContain('Kepemilikan aset minimal: Rp200.000.000');
  });
});
