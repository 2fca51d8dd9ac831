import { describe, expect, it } from 'vitest';
import { type Menu } from '@brids/contracts';
import { actionType, collection, component, footerLogo, menu, setting } from '@brids/contracts/schema';
import { get, TARGETS, useApp } from './helpers.ts';
import { sampleMedia } from '../src/media/sample.ts';

const MENU_QUERY = 'filter[menu_parent]=true&filter[is_published]=1&include=child&sort=order';

function flatten(menus: Menu[]): Menu[] {
  return menus.flatMap((m) => [m, ...flatten(m.child)]);
}
function depth(menus: Menu[]): number {
  return menus.length ? 1 + Math.max(...menus.map((m) => depth(m.child))) : 0;
}

/** Every linkable page, English and Indonesian paths (the brief's list). */
const SITE_PATHS: [string, string][] = [
  ['/en', '/id'], ['/en/about-us', '/id/tentang-kami'], ['/en/announcement', '/id/pengumuman'], ['/en/blog', '/id/blog'],
  ['/en/blog/editor-board', '/id/blog/editor-board'], ['/en/contact-us', '/id/hubungi-kami'], ['/en/education', '/id/edukasi'],
  ['/en/faq', '/id/faq'], ['/en/products-and-services', '/id/produk-dan-layanan'], ['/en/promo', '/id/promo'],
  ['/en/recommendation', '/id/rekomendasi'], ['/en/search-result', '/id/search-result'],
  ['/en/education/brids-eduvest', '/id/edukasi/brids-eduvest'], ['/en/education/educational-videos', '/id/edukasi/video-edukasi'],
  ['/en/company-information-list', '/id/riset-dan-berita/daftar-informasi-perusahaan'],
  ['/en/corporate-action', '/id/riset-dan-berita/aksi-korporasi'], ['/en/research-report', '/id/riset-dan-berita/laporan-riset'],
  ['/en/sapa-mentari', '/id/riset-dan-berita/sapa-mentari'], ['/en/stock', '/id/produk-dan-layanan/produk/saham'],
  ['/en/eba-retail', '/id/produk-dan-layanan/produk/eba-ritel'], ['/en/mutual-fund', '/id/produk-dan-layanan/produk/reksadana'],
  ['/en/securities', '/id/produk-dan-layanan/produk/surat-berharga'],
  ['/en/digital-facility', '/id/produk-dan-layanan/layanan/fasilitas-digital'],
  ['/en/loss-insurances', '/id/produk-dan-layanan/layanan/asuransi-kerugian'], ['/en/mppe', '/id/produk-dan-layanan/layanan/mppe'],
  ['/en/priority-customer-gate', '/id/produk-dan-layanan/layanan/gerbang-nasabah-prioritas'],
  ['/en/security-pawn', '/id/produk-dan-layanan/layanan/gadai-efek'], ['/en/stock-account', '/id/produk-dan-layanan/layanan/rekening-saham'],
  ['/en/analysis-tools/investment-calculator', '/id/alat-analisis/kalkulator-investasi'],
  ['/en/analysis-tools/risk-profile', '/id/alat-analisis/profil-risiko'], ['/en/brights', '/id/brights'],
  ['/en/privacy-policy', '/id/privacy-policy'], ['/en/terms-and-conditions', '/id/terms-and-conditions'], ['/en/disclaimer', '/id/disclaimer'],
];

const SETTING_KEYS = [
  'home-join-now-login-url', 'home-join-now-open-account-url', 'social-media-instagram', 'social-media-youtube',
  'social-media-telegram', 'social-media-linkedin', 'social-media-facebook', 'social-media-tiktok', 'footer-address',
  'footer-phone', 'footer-email', 'authorized-message', 'copyright-year', 'brids-form-download-comp-slugs',
  'whatsapp-chat-url', 'live-chat-assistant-name', 'top-info-left', 'support-links', 'site-name',
];

describe.each(TARGETS)('spec §7 calls (%s)', (target) => {
  const ctx = useApp(target);

  describe('GET /api/menus', () => {
    it('answers the published main menu, top level only, nested three levels, in order', async () => {
      const res = await get(ctx, `/api/menus?locale=id&filter[type]=main-menu&${MENU_QUERY}`);
      expect(res.status).toBe(200);
      const data = collection(menu).parse(res.body).data;
      expect(data.length).toBeGreaterThanOrEqual(5);
      expect(data.every((m) => m.menu_parent === null && m.type === 'main-menu')).toBe(true);
      expect(depth(data)).toBe(3);
      const all = flatten(data);
      expect(all.every((m) => m.is_published)).toBe(true);
      expect(all.some((m) => m.title === 'Layanan Baru (segera hadir)')).toBe(false);
      const orders = data.map((m) => m.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      const products = data.find((m) => m.url === '/id/produk-dan-layanan');
      const produk = products?.child.find((m) => m.title === 'Produk');
      expect(produk?.child.map((m) => m.url)).toContain('/id/produk-dan-layanan/produk/saham');
      expect(produk?.child[0]?.menu_parent).toBe(produk?.id);
    });

    it('localizes title and url and lists both translations', async () => {
      const [id, en] = await Promise.all(['id', 'en'].map((l) => get(ctx, `/api/menus?locale=${l}&filter[type]=main-menu&${MENU_QUERY}`)));
      const idMenus = flatten(collection(menu).parse(id?.body).data);
      const enMenus = flatten(collection(menu).parse(en?.body).data);
      const about = enMenus.find((m) => m.url === '/en/about-us');
      expect(about?.title).toBe('About Us');
      expect(idMenus.find((m) => m.id === about?.id)?.url).toBe('/id/tentang-kami');
      expect(about?.translations).toEqual(
        expect.arrayContaining([
          { locale: 'id', title: 'Tentang Kami', url: '/id/tentang-kami' },
          { locale: 'en', title: 'About Us', url: '/en/about-us' },
        ]),
      );
    });

    it('defaults to Indonesian, sorts by -order, and nests nothing without include=child', async () => {
      const asc = collection(menu).parse((await get(ctx, '/api/menus?filter[type]=main-menu&filter[menu_parent]=true&sort=order')).body).data;
      const desc = collection(menu).parse((await get(ctx, '/api/menus?filter[type]=main-menu&filter[menu_parent]=true&sort=-order')).body).data;
      expect(desc.map((m) => m.id)).toEqual(asc.map((m) => m.id).reverse());
      expect(asc.every((m) => m.child.length === 0)).toBe(true);
      expect(asc[0]?.url.startsWith('/id')).toBe(true);
    });

    it('shows the unpublished entry only without the published filter', async () => {
      const all = flatten(collection(menu).parse((await get(ctx, '/api/menus?filter[type]=main-menu&include=child')).body).data);
      const hidden = all.filter((m) => !m.is_published);
      expect(hidden.length).toBeGreaterThanOrEqual(1);
      const unpublished = collection(menu).parse((await get(ctx, '/api/menus?filter[is_published]=0')).body).data;
      expect(unpublished.map((m) => m.id)).toEqual(expect.arrayContaining(hidden.map((m) => m.id)));
    });

    it('answers a footer menu linking to every page of the site in both locales', async () => {
      for (const [index, locale] of (['en', 'id'] as const).entries()) {
        const res = await get(ctx, `/api/menus?locale=${locale}&filter[type]=footer&${MENU_QUERY}`);
        const footer = flatten(collection(menu).parse(res.body).data);
        expect(footer.every((m) => m.type === 'footer')).toBe(true);
        const urls = new Set(footer.map((m) => m.url));
        for (const paths of SITE_PATHS) expect(urls, paths[index]).toContain(paths[index]);
      }
    });
  });

  describe('GET /api/settings', () => {
    it('answers every key in the requested locale', async () => {
      const en = collection(setting).parse((await get(ctx, '/api/settings?locale=en')).body).data;
      const id = collection(setting).parse((await get(ctx, '/api/settings?locale=id')).body).data;
      expect(en.map((s) => s.key)).toEqual(expect.arrayContaining(SETTING_KEYS));
      const value = (list: typeof en, key: string) => list.find((s) => s.key === key)?.value;
      expect(value(en, 'copyright-year')).toBe('2026');
      expect(value(id, 'copyright-year')).toBe('2026');
      expect(value(en, 'top-info-left')).not.toBe(value(id, 'top-info-left'));
      expect(value(en, 'brids-form-download-comp-slugs')?.split(/[,;]/)).toEqual(['form-individual', 'form-corporate', 'form-margin']);
      expect(() => JSON.parse(value(en, 'support-links') ?? '')).not.toThrow();
      expect(new Set(en.map((s) => s.key)).size).toBe(en.length);
    });

    it('filters by a comma list of keys', async () => {
      const res = await get(ctx, '/api/settings?locale=en&filter[key]=footer-phone,footer-email,unknown-key');
      const data = collection(setting).parse(res.body).data;
      expect(data.map((s) => s.key).sort()).toEqual(['footer-email', 'footer-phone']);
    });
  });

  describe('GET /api/components', () => {
    it('answers the form-download components in the order asked, with files', async () => {
      const res = await get(ctx, '/api/components?filter[slug]=form-margin,form-individual,form-corporate&include=menu,cta&locale=en');
      const data = collection(component).parse(res.body).data;
      expect(data.map((c) => c.slug)).toEqual(['form-margin', 'form-individual', 'form-corporate']);
      for (const c of data) {
        expect(c.files[0]?.url).toBe(sampleMedia(`/files/forms/${c.slug}.pdf`));
        expect(c.cta).toEqual([]);
        expect(c.menu).toEqual([]);
      }
      expect(data[0]?.title).toBe('Margin Account Opening Form');
    });

    it('includes CTAs with translations and menus only when asked', async () => {
      const withAll = collection(component).parse((await get(ctx, '/api/components?filter[slug]=home-hero,footer-quick-links&include=menu,cta&locale=id')).body).data;
      const hero = withAll.find((c) => c.slug === 'home-hero');
      expect(hero?.cta?.[0]?.title).toBe('Buka Rekening');
      expect(hero?.cta?.[0]?.translations.map((t) => t.locale).sort()).toEqual(['en', 'id']);
      expect(hero?.images[0]?.url).toBeTruthy();
      const links = withAll.find((c) => c.slug === 'footer-quick-links');
      expect(links?.menu?.length).toBe(2);
      expect(links?.menu?.[0]?.child.length).toBeGreaterThan(0);
      const bare = collection(component).parse((await get(ctx, '/api/components?filter[slug]=home-hero&locale=en')).body).data;
      expect(bare[0]).not.toHaveProperty('cta');
      expect(bare[0]).not.toHaveProperty('menu');
      expect(bare[0]?.title).toBe('Investing Made Easier with BRIDS');
    });

    it('answers an empty list for unknown slugs', async () => {
      const res = await get(ctx, '/api/components?filter[slug]=no-such-component');
      expect(collection(component).parse(res.body).data).toEqual([]);
    });
  });

  describe('GET /api/footer_logos and /api/action_types', () => {
    it('answers the partner logos in order', async () => {
      const data = collection(footerLogo).parse((await get(ctx, '/api/footer_logos?sort=order')).body).data;
      expect(data.map((l) => l.title)).toEqual(expect.arrayContaining(['IDX', 'KSEI', 'OJK', 'SIPF']));
      expect(data.map((l) => l.order)).toEqual([...data.map((l) => l.order)].sort((a, b) => a - b));
      expect(data.find((l) => l.title === 'IDX')?.images[0]?.url).toBe(sampleMedia('/images/partners/idx.svg'));
    });

    it('answers the action types, ignoring a bearer header', async () => {
      const res = await get(ctx, '/api/action_types', { authorization: 'Bearer not-a-real-token-but-ignored' });
      const data = collection(actionType).parse(res.body).data;
      expect(data.map((a) => a.slug)).toEqual(['bonus', 'dividend', 'ipo', 'shareholder-meeting', 'stock-merge', 'stock-split', 'dividend-history']);
      const en = collection(actionType).parse((await get(ctx, '/api/action_types?locale=en')).body).data;
      expect(en.find((a) => a.slug === 'shareholder-meeting')?.name).toBe('Shareholder Meeting');
    });
  });
});
