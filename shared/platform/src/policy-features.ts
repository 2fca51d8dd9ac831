// Pure data, read by the shell server: the document's Content-Security-Policy, and the pages the
// document's policy cannot serve, which it names to the router (`DOCUMENT_ROUTES_META`): a
// client-side navigation to one of them loads it as a document, so it gets its own policy.

/** What a page needs from the Content-Security-Policy beyond the site's own origin. */
export type PolicyFeature = 'recaptcha' | 'video';

/**
 * The pages that need a third party, by route name: the reCAPTCHA on the form pages, the video
 * provider's player on the video page (the education hub only links to it). One line per page; every other page gets none.
 */
export const ROUTE_POLICY_FEATURES: Readonly<Record<string, readonly PolicyFeature[]>> = {
  'contact-us': ['recaptcha'],
  'eduvest-register': ['recaptcha'],
  'educational-videos': ['video'],
};

export { DOCUMENT_ROUTES_META } from './document-routes-meta.ts';

export function policyFeaturesOf(routeName: string | undefined): readonly PolicyFeature[] {
  return (routeName && ROUTE_POLICY_FEATURES[routeName]) || [];
}

/** The pages that need a feature a document with `features` lacks (what its meta names). */
export function routesNeedingDocument(features: readonly PolicyFeature[]): string[] {
  return Object.entries(ROUTE_POLICY_FEATURES)
    .filter(([, needs]) => needs.some((feature) => !features.includes(feature)))
    .map(([name]) => name);
}
