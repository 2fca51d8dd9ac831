// Not @fastify/helmet: the policy is per document (route features, the release's remote origins, a nonce only
// for server-rendered documents) and HSTS only over TLS, which leaves helmet two fixed headers and a list of defaults to switch off.
import type { FastifyInstance } from 'fastify';
import { policyFeaturesOf, type PolicyFeature } from '@brids/platform/policy-features';

/** Where the browser reports what the policy blocked (logged as structured warnings). */
export const CSP_REPORT_PATH = '/_csp-report';

/** The third parties a page may need (ROUTE_POLICY_FEATURES), by directive. */
const FEATURE_SOURCES: Record<PolicyFeature, Partial<Record<string, string[]>>> = {
  recaptcha: {
    'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  video: { 'frame-src': ['https://www.youtube-nocookie.com'] },
};

/** Browser features no page uses: denied to the page and to anything it embeds. */
const DENIED_FEATURES = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'encrypted-media', 'geolocation', 'gyroscope', 'hid', 'idle-detection',
  'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture', 'publickey-credentials-get', 'screen-wake-lock', 'serial',
  'usb', 'xr-spatial-tracking',
];
/** What the video provider's player may use on the video pages. */
const VIDEO_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];

export interface DocumentPolicyInput {
  /** The page's route name (undefined for the 404 page). */
  routeName: string | undefined;
  /** Served over TLS (directly, or X-Forwarded-Proto from the load balancer). */
  secure: boolean;
  /** Origins other than the site's own that serve remotes (a CDN named by the release manifest). */
  remoteOrigins?: readonly string[];
  /** The error-reporting service's origin (production with SENTRY_DSN). */
  reportingOrigin?: string | undefined;
  /** A server-rendered document's nonce (React's inline reveal scripts, its inline first-view styles); fresh for every document. */
  scriptNonce?: string | undefined;
}

/**
 * The Content-Security-Policy of a document: nothing by default; scripts, styles, fonts, images and
 * calls only from the site (and the remotes' origins); no inline script, no eval (the page has no
 * inline script: its data is JSON in non-executed <script type="application/json"> elements; a
 * server-rendered document's few React scripts carry its nonce); the
 * third parties only on the pages that need them; never framed, no plugins, no <base> elsewhere.
 */
export function contentSecurityPolicy(input: DocumentPolicyInput): string {
  const remotes = [...(input.remoteOrigins ?? [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...remotes, ...(input.scriptNonce ? [`'nonce-${input.scriptNonce}'`] : [])],
    // The same nonce: a server-rendered document's first-view stylesheets are inline (document-stream.ts).
    'style-src': ["'self'", ...remotes, ...(input.scriptNonce ? [`'nonce-${input.scriptNonce}'`] : [])],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...remotes, ...(input.reportingOrigin ? [input.reportingOrigin] : [])],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const feature of policyFeaturesOf(input.routeName)) {
    for (const [directive, sources] of Object.entries(FEATURE_SOURCES[feature])) {
      directives[directive] = [...(directives[directive] ?? []), ...(sources ?? [])];
    }
  }
  const text = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (input.secure) text.push('upgrade-insecure-requests');
  text.push(`report-uri ${CSP_REPORT_PATH}`);
  return text.join('; ');
}

/** Permissions-Policy: everything denied but fullscreen for the page; the video player's needs on video pages. */
export function permissionsPolicy(routeName: string | undefined): string {
  const video = policyFeaturesOf(routeName).includes('video');
  const player = '"https://www.youtube-nocookie.com"';
  const entries = DENIED_FEATURES.filter((feature) => !(video && VIDEO_FEATURES.includes(feature))).map((feature) => `${feature}=()`);
  entries.push(video ? `fullscreen=(self ${player})` : 'fullscreen=(self)');
  if (video) for (const feature of VIDEO_FEATURES.filter((f) => f !== 'fullscreen')) entries.push(`${feature}=(self ${player})`);
  return entries.sort().join(', ');
}

/** The headers of an HTML document (besides those every answer gets). */
export function documentHeaders(input: DocumentPolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Permissions-Policy': permissionsPolicy(input.routeName),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** Two years, every subdomain: sent only over TLS (a browser ignores it over plain HTTP). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Headers on every answer: no MIME sniffing, the referrer's path kept on the site only, HSTS over
 * TLS. And the endpoint the browsers report policy violations to (logged, never stored).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, undefined);
    }
  });
  app.post(CSP_REPORT_PATH, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    request.log.warn({ cspReport: request.body }, 'content security policy violation reported');
    return reply.code(204).send();
  });
}
