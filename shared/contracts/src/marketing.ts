import { z, type Infer } from '@brids/contracts';

/**
 * The marketing squad's resources: the product and service pages (offerings), blog posts and their
 * editors, announcements, promos, FAQs and the site search. Keys are the API's (snake_case) names.
 * Built with the builders of the `@brids/contracts` singleton, so the remote bundles no zod.
 */

const image = z.object({ url: z.string(), alt: z.string() });

export const OFFERING_KINDS = ['product', 'service'] as const;
export type OfferingKind = (typeof OFFERING_KINDS)[number];

/** A fee line: what is charged and how much (text, since fees mix percentages and rupiah). */
export const offeringFee = z.object({ label: z.string(), value: z.string() });
export type OfferingFee = Infer<typeof offeringFee>;

/** A kind of the offering shown as a tab (stock-account: regular, margin, sharia). */
export const offeringVariant = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.array(z.string()),
  /** Margin: the length of the financing contract (spec §9: 1 year = 12 months). */
  contract_months: z.nullable(z.number()),
  /** Margin: the asset holding (rupiah) the account must keep. */
  min_asset_holding: z.nullable(z.number()),
});
export type OfferingVariant = Infer<typeof offeringVariant>;

export const RISK_LEVELS = ['low', 'moderate', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** A sample fund (mutual-fund) or offering (securities, eba-retail) with its terms; fictitious. */
export const offeringSample = z.object({
  slug: z.string(),
  name: z.string(),
  /** Fund type or instrument: 'money-market', 'fixed-income', 'balanced', 'equity', 'government-bond', 'corporate-bond', 'eba'. */
  type: z.string(),
  risk_level: z.enum(RISK_LEVELS),
  /** Minimum subscription in rupiah. */
  minimum_subscription: z.number(),
  /** Yearly coupon or indicative return in percent, when it applies. */
  coupon_rate: z.nullable(z.number()),
  tenor_months: z.nullable(z.number()),
  /** The offering period (YYYY-MM-DD), when it is an offering. */
  offer_start: z.nullable(z.string()),
  offer_end: z.nullable(z.string()),
  terms: z.string(),
});
export type OfferingSample = Infer<typeof offeringSample>;

/** The priority customer gate's current program (spec §6, §9: total assets of at least Rp 500 million). */
export const priorityProgram = z.object({
  min_total_assets: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
  quota: z.number(),
  quota_remaining: z.number(),
});
export type PriorityProgram = Infer<typeof priorityProgram>;

/** A question and its (sanitised HTML) answer. */
export const faqItem = z.object({
  slug: z.string(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = Infer<typeof faqItem>;

/** A card of the products-and-services overview. */
export const offeringSummary = z.object({
  slug: z.string(),
  kind: z.enum(OFFERING_KINDS),
  title: z.string(),
  tagline: z.string(),
  image,
});
export type OfferingSummary = Infer<typeof offeringSummary>;

/** A product or service page (`slug` = its route name), built from typed parts, not one HTML blob. */
export const offering = z.object({
  slug: z.string(),
  kind: z.enum(OFFERING_KINDS),
  title: z.string(),
  tagline: z.string(),
  image,
  what_it_is: z.string(),
  who_it_is_for: z.string(),
  benefits: z.array(z.string()),
  steps: z.array(z.string()),
  requirements: z.array(z.string()),
  documents: z.array(z.string()),
  fees: z.array(offeringFee),
  risks: z.array(z.string()),
  variants: z.array(offeringVariant),
  samples: z.array(offeringSample),
  program: z.nullable(priorityProgram),
  faqs: z.array(faqItem),
  /** The account-opening form to download (a PDF path), if any. */
  form_url: z.nullable(z.string()),
  /** Whether the page offers 'Open Account' (the URL comes from the setting home-join-now-open-account-url). */
  open_account: z.boolean(),
});
export type Offering = Infer<typeof offering>;

/** A tab of a list with how many items it holds. */
export const categoryCount = z.object({ slug: z.string(), name: z.string(), count: z.number() });
export type CategoryCount = Infer<typeof categoryCount>;

export const editor = z.object({ slug: z.string(), name: z.string(), role: z.string(), bio: z.string(), photo: image });
export type Editor = Infer<typeof editor>;

export const blogPostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: categoryCount,
  author: z.object({ slug: z.string(), name: z.string() }),
  published_at: z.string(),
  reading_minutes: z.number(),
  cover: image,
});
export type BlogPostSummary = Infer<typeof blogPostSummary>;

export const blogPost = z.extend(blogPostSummary, {
  body: z.string(),
  author: z.object({ slug: z.string(), name: z.string(), role: z.string(), photo: image }),
  related: z.array(blogPostSummary),
});
export type BlogPost = Infer<typeof blogPost>;

/** GET /api/blog-posts: a page of posts and, for the tabs, every category with its count. */
export const blogPostList = z.object({
  data: z.array(blogPostSummary),
  meta: z.object({ page: z.number(), perPage: z.number(), total: z.number(), categories: z.array(categoryCount), all: z.number() }),
});
export type BlogPostList = Infer<typeof blogPostList>;

export const attachment = z.object({ name: z.string(), url: z.string(), size: z.number() });
export type Attachment = Infer<typeof attachment>;

export const announcementSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  published_at: z.string(),
  attachment_count: z.number(),
});
export type AnnouncementSummary = Infer<typeof announcementSummary>;
export const announcement = z.extend(announcementSummary, { body: z.string(), attachments: z.array(attachment) });
export type Announcement = Infer<typeof announcement>;

/** GET /api/announcement-items: a page of announcements, newest first, and the years that have some. */
export const announcementList = z.object({
  data: z.array(announcementSummary),
  meta: z.object({ page: z.number(), perPage: z.number(), total: z.number(), years: z.array(z.number()) }),
});
export type AnnouncementList = Infer<typeof announcementList>;

export const PROMO_STATUSES = ['active', 'ending-soon', 'expired'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];
/** Days before its end when an active promo counts as ending soon. */
export const PROMO_ENDING_SOON_DAYS = 7;

export const promoSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image,
  valid_from: z.string(),
  valid_until: z.string(),
  status: z.enum(PROMO_STATUSES),
});
export type PromoSummary = Infer<typeof promoSummary>;
export const promo = z.extend(promoSummary, { body: z.string(), terms: z.array(z.string()) });
export type Promo = Infer<typeof promo>;

export const faqCategory = z.object({ slug: z.string(), name: z.string(), items: z.array(faqItem) });
export type FaqCategory = Infer<typeof faqCategory>;

/** A search result: what it is, where it links (route name + params), and a snippet with the matched words. */
export const searchResult = z.object({
  kind: z.string(),
  route: z.string(),
  params: z.record(z.string(), z.string()),
  title: z.string(),
  /** The snippet as text pieces; `mark` pieces are the matched words (no HTML: the page renders them). */
  snippet: z.array(z.object({ text: z.string(), mark: z.boolean() })),
  published_at: z.nullable(z.string()),
});
export type SearchResult = Infer<typeof searchResult>;

/** GET /api/site-search: a page of ranked results of one kind (or all) and the count of every kind. */
export const searchResultList = z.object({
  data: z.array(searchResult),
  meta: z.object({
    page: z.number(),
    perPage: z.number(),
    total: z.number(),
    kinds: z.array(z.object({ kind: z.string(), count: z.number() })),
    all: z.number(),
  }),
});
export type SearchResultList = Infer<typeof searchResultList>;

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

/** An item of the about-us page: a manager (name, role, photo), a licence, an award (year), an office (address). */
export const aboutItem = z.object({ key: z.string(), title: z.string(), detail: z.string(), year: z.nullable(z.number()), photo: z.nullable(image) });
export type AboutItem = Infer<typeof aboutItem>;
/** GET /api/about: the parts of the about-us page beside its story (the page's own body). */
export const about = z.object({
  vision: z.string(),
  missions: z.array(z.string()),
  management: z.array(aboutItem),
  licences: z.array(aboutItem),
  awards: z.array(aboutItem),
  offices: z.array(aboutItem),
});
export type About = Infer<typeof about>;
