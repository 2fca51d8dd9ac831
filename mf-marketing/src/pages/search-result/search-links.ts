import type { Locale, SearchHit } from '@brids/contracts';
import { findRoute, localePath } from '@brids/platform';

/** Detail route of each searchable collection (`slug` param); lists for those without detail pages. */
const DETAIL_ROUTES: Record<string, string> = {
  blogs: 'blog-detail',
  announcements: 'announcement-detail',
  promos: 'promo-detail',
  faqs: 'faq-detail',
  'research-reports': 'research-report-detail',
  'sapa-mentari': 'sapa-mentari-detail',
  companies: 'company-information',
  'learn-investment': 'learn-investment-detail',
  'eduvest-events': 'brids-eduvest-detail',
};
const LIST_ROUTES: Record<string, string> = {
  recommendations: 'recommendation',
  'corporate-actions': 'corporate-action',
  'educational-videos': 'educational-videos',
};

/** Where a search hit links to: its page on the site, in the visitor's locale. */
export function hitHref(hit: SearchHit, locale: Locale): string {
  const detail = DETAIL_ROUTES[hit.collection];
  if (detail) return localePath(detail, { slug: hit.slug }, locale);
  const list = LIST_ROUTES[hit.collection];
  if (list) return localePath(list, {}, locale);
  // Pages: route-backed pages use their route name as slug; the rest are app or static pages.
  if (findRoute(hit.slug, locale)) return localePath(hit.slug, {}, locale);
  return localePath('content-page', { slug: hit.slug }, locale);
}
