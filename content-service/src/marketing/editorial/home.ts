import { z } from 'zod';
import { heroSlide, quickLink } from '@brids/contracts/marketing';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, filled, url } from '../../lib/both-languages.ts';
import { HttpError } from '../../lib/errors.ts';
import { SITE_ROUTES, siteUrls } from '../../site/site-paths.ts';

const slide = heroSlide.shape;
const cta = slide.cta._zod.def.innerType.shape;
const link = quickLink.shape;
const isRoute = (name: string) => Object.hasOwn(SITE_ROUTES, name);

/** The home page's hero slides and quick links (`GET /api/home`), in order, both languages together: one entry, key 'home'. */
export const homeDocument = z.object({
  slides: z.array(z.object({
    title: bothLanguages(filled(slide.title, 'Fill in the title of the slide')),
    text: bothLanguages(slide.text),
    image_url: url(filled(slide.image.shape.url, 'Choose an image')),
    cta: z.nullable(z.object({
      label: bothLanguages(filled(cta.label, 'Fill in the button\'s label')),
      url: bothLanguages(url(filled(cta.url, 'Fill in where the button leads'))),
    })),
  })),
  quick_links: z.array(z.object({
    route: link.route.check(z.refine(isRoute, 'Choose a page of the site (a route name such as mutual-fund)')),
    icon: filled(link.icon, 'Choose an icon'),
    label: bothLanguages(filled(link.label, 'Fill in the label')),
  })).refine((links) => new Set(links.map((l) => l.route)).size === links.length, 'Link each page once'),
});
export type HomeDocument = z.infer<typeof homeDocument>;

export const HOME_KEY = 'home';
const text = (value: string | null) => value ?? '';

/** The home page's slides and quick links: one fixed entry, changed but never taken off (the page needs it). */
export const homeKind: ContentKind<HomeDocument> = {
  name: 'home-page',
  label: { id: 'Beranda: slide dan tautan cepat', en: 'Home page: slides and quick links' },
  writers: ['editor'],
  fourEyes: false,
  schema: homeDocument,
  keyOf: () => HOME_KEY,
  titleOf: () => SITE_ROUTES.home.title,
  creatable: false,
  deletable: false,
  listKeys: async () => [HOME_KEY],
  async read(db, key) {
    if (key !== HOME_KEY) return undefined;
    const [slides, links] = await Promise.all([
      db.selectFrom('home_slides').selectAll().orderBy('sort_order').orderBy('id').execute(),
      db.selectFrom('quick_links').selectAll().orderBy('sort_order').orderBy('id').execute(),
    ]);
    return {
      slides: slides.map((s) => ({
        title: { id: s.title_id, en: s.title_en },
        text: { id: s.text_id, en: s.text_en },
        image_url: s.image_url,
        cta: [s.cta_label_id, s.cta_label_en, s.cta_url_id, s.cta_url_en].every((v) => v === null)
          ? null
          : { label: { id: text(s.cta_label_id), en: text(s.cta_label_en) }, url: { id: text(s.cta_url_id), en: text(s.cta_url_en) } },
      })),
      quick_links: links.map((l) => ({ route: l.route, icon: l.icon, label: { id: l.label_id, en: l.label_en } })),
    };
  },
  async publish(trx, doc) {
    await trx.deleteFrom('home_slides').execute();
    await trx.deleteFrom('quick_links').execute();
    if (doc.slides.length) {
      await trx.insertInto('home_slides').values(doc.slides.map((s, i) => ({
        sort_order: i + 1, image_url: s.image_url, title_id: s.title.id, title_en: s.title.en, text_id: s.text.id, text_en: s.text.en,
        cta_label_id: s.cta?.label.id ?? null, cta_label_en: s.cta?.label.en ?? null, cta_url_id: s.cta?.url.id ?? null, cta_url_en: s.cta?.url.en ?? null,
      }))).execute();
    }
    if (doc.quick_links.length) {
      await trx.insertInto('quick_links').values(doc.quick_links.map((l, i) => ({ sort_order: i + 1, route: l.route, icon: l.icon, label_id: l.label.id, label_en: l.label.en }))).execute();
    }
  },
  async unpublish() {
    throw new HttpError(409, 'The home page needs its slides and quick links: change them instead of taking them off the site');
  },
  sitePaths: () => siteUrls('home'),
};
