/**
 * The content API calls the public origin (:3000) forwards to the content service: an allow-list.
 * Visitors' reads (GET and HEAD of the public resources; GET only of a signed preview link's draft, whose
 * token the content service checks) and their form submissions, and the spec's login, logout and user.
 * Everything else — the console and its editorial API, the admins' users API, media uploads, the staff's
 * submissions, any other write — answers 404 here: it lives on the content service's own port only.
 * A new public route (as the assistant's answers were) is added here, or visitors never reach it.
 */
const READS = [
  '/api/menus', '/api/settings', '/api/components', '/api/footer_logos', '/api/action_types', '/api/redirects', '/api/sitemap',
  '/api/pages/:slug', '/api/home', '/api/about', '/api/search', '/api/site-search',
  // the spec's collections, and the marketing squad's
  '/api/blogs', '/api/blogs/:slug', '/api/announcements', '/api/announcements/:slug', '/api/promos', '/api/promos/:slug', '/api/faqs', '/api/faqs/:slug',
  '/api/blog-posts', '/api/blog-posts/:slug', '/api/announcement-items', '/api/announcement-items/:slug', '/api/promo-items', '/api/promo-items/:slug',
  '/api/faq-items', '/api/faq-items/:slug', '/api/faq-categories', '/api/editors', '/api/offerings', '/api/offerings/:slug',
  // research
  '/api/research-reports', '/api/research-reports/:slug', '/api/research-reports/:slug/related', '/api/sapa-mentari', '/api/sapa-mentari/:slug',
  '/api/recommendations', '/api/corporate-actions', '/api/corporate-actions/:slug', '/api/corporate-actions/:slug/calendar.ics',
  '/api/companies', '/api/companies/:slug', '/api/companies/:slug/financials', '/api/companies/:slug/news', '/api/companies/:slug/news/:news',
  // education and tools
  '/api/educational-videos', '/api/learn-investment', '/api/learn-investment/:slug', '/api/eduvest-events', '/api/eduvest-events/:slug',
  '/api/calculator/limits', '/api/risk-profile/questions', '/api/risk-profile/profiles',
  // the spec's login state
  '/api/auth/user',
];

/**
 * GET only: the draft a signed preview link shows (the shell's preview page); the live chat's availability, a
 * conversation (its token in X-Chat-Token) and its event stream.
 */
const GET_ONLY = ['/api/preview/:token', '/api/chat/availability', '/api/chat/conversations/:id', '/api/chat/conversations/:id/events'];

const SUBMISSIONS = [
  '/api/auth/login', '/api/auth/logout',
  '/api/contact-messages', '/api/eduvest-events/:slug/registrations/:kind', '/api/risk-profile/result',
  // the 'Ask <name>' assistant's answers
  '/api/assistant/answers',
  // the live chat's visitor side (nothing of the agents' /api/agent/chat/*)
  '/api/chat/conversations', '/api/chat/conversations/:id/messages', '/api/chat/conversations/:id/close', '/api/chat/left-messages',
];

/**
 * The staff's route prefixes (the content service's console, editorial, admin, submissions, agents' chat and
 * media library): never forwarded here, served on the staff host only (deploy/k8s/base/staff-ingress.yaml,
 * compose's staff listener in deploy/nginx/nginx.conf, whose public listener refuses them too). The deploy
 * tests hold this list, the allow-list above and nginx's refusals together.
 */
export const STAFF_ROUTE_PREFIXES = ['/console', '/api/editorial', '/api/admin', '/api/submissions', '/api/agent', '/api/media'];

/** A route pattern as a regular expression: a `:name` is one path segment. */
const pattern = (route: string) => new RegExp(`^${route.replace(/\./g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const readPatterns = READS.map(pattern);
const getOnlyPatterns = GET_ONLY.map(pattern);
const submissionPatterns = SUBMISSIONS.map(pattern);

/** Dot segments, encoded slashes, backslashes or dots: no public path has them, and the content service might read them otherwise. */
const AMBIGUOUS = /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i;

/** Whether the public origin forwards `method url` (the path, with or without its query) to the content service. */
export function isPublicApiCall(method: string, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (AMBIGUOUS.test(path)) return false;
  if (method === 'GET' && getOnlyPatterns.some((p) => p.test(path))) return true;
  if (method === 'GET' || method === 'HEAD') return readPatterns.some((p) => p.test(path));
  if (method === 'POST') return submissionPatterns.some((p) => p.test(path));
  return false;
}
