/**
 * The marketing squad's resources: the product and service pages (offerings), blog posts and their
 * editors, announcements, promos, FAQs and the site search. Keys are the API's (snake_case) names.
 * Built with the builders of the `@brids/contracts` singleton, so the remote bundles no zod.
 */
// One module per resource, so that a page's chunk carries only the schemas it reads (package.json: sideEffects).
export * from './marketing/offerings.ts';
export * from './marketing/faqs.ts';
export * from './marketing/blog.ts';
export * from './marketing/announcements.ts';
export * from './marketing/promos.ts';
export * from './marketing/search.ts';
export * from './marketing/home.ts';
export * from './marketing/about.ts';
