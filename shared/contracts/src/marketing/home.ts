import { z, type Infer } from '@brids/contracts/schema';
import { image } from './image.ts';

/** The home page's content and its research teasers. */

/** Home page content: hero slides and quick links from the CMS. */
export const heroSlide = z.object({
  title: z.string(),
  text: z.string(),
  image,
  cta: z.nullable(z.object({ label: z.string(), url: z.string() })),
});
export type HeroSlide = Infer<typeof heroSlide>;
export const quickLink = z.object({ route: z.string(), label: z.string(), icon: z.string() });
export type QuickLink = Infer<typeof quickLink>;
export const homeContent = z.object({ slides: z.array(heroSlide), quick_links: z.array(quickLink) });

/**
 * The home page's teaser of a research report: the few fields of the research squad's
 * `GET /api/research-reports` (`@brids/contracts/research`) it shows. A reader of part of another
 * squad's resource, so the home page neither carries that squad's whole schema nor breaks when
 * the squad adds a field.
 */
export const researchTeaser = z.object({ slug: z.string(), title: z.string(), summary: z.string(), published_at: z.string() });
export type ResearchTeaser = Infer<typeof researchTeaser>;
export const researchTeaserList = z.object({ data: z.array(researchTeaser) });
export type HomeContent = Infer<typeof homeContent>;
