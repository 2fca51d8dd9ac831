// Issue 19 point 1: the documents' security headers, graded by the Observatory's rules (A+), and
// the policy's allowances only where they are used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, permissionsPolicy } from '../server/operations/security-headers.ts';
import { observatory } from './observatory.ts';
import { startSite, type Site } from './site-fixture.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** As the load balancer forwards an HTTPS request (trustProxy): the server answers as over TLS. */
const overTls = (url: string) => site.shell.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https', host: 'www.example.co.id' } });
const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('document headers by the Observatory\'s rules', () => {
  it.each(['/id', '/en/stock', '/en/analysis-tools/investment-calculator', '/id/hubungi-kami', '/en/contact-us', '/en/no-such-page'])(
    'grades %s A+',
    async (url) => {
      const res = await overTls(url);
      const report = observatory(res.headers, res.body, { https: true, origin: 'https://www.example.co.id' });
      expect(report.results).toEqual({
        'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none',
        cookies: 'cookies-not-found',
        'cross-origin-resource-sharing': 'cors-not-implemented',
        'referrer-policy': 'referrer-policy-private',
        'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
        'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
        'x-content-type-options': 'x-content-type-options-nosniff',
        'x-frame-options': 'x-frame-options-implemented-via-csp',
      });
      expect(report.grade).toBe('A+');
      expect(report.score).toBe(120);
    },
  );

  it('sends the other document headers: Permissions-Policy, COOP, X-Frame-Options', async () => {
    const res = await overTls('/en');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
    expect(String(res.headers['permissions-policy'])).toContain('geolocation=()');
  });

  it('sends HSTS only over TLS, and nosniff on every answer', async () => {
    const plain = await site.shell.inject({ method: 'GET', url: '/en' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect((await overTls('/en')).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    for (const url of ['/release.json', '/favicon.png', '/api/settings?locale=en', '/static/js/index.js']) {
      expect((await site.shell.inject({ method: 'GET', url })).headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('the policy', () => {
  it('allows no inline script and no eval, on any page', async () => {
    for (const url of ['/id', '/en/contact-us', '/en/no-such-page']) {
      const policy = String((await overTls(url)).headers['content-security-policy']);
      const scripts = directives(policy).get('script-src') ?? [];
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(directives(policy).get('object-src')).toEqual(["'none'"]);
      expect(directives(policy).get('base-uri')).toEqual(["'self'"]);
      expect(directives(policy).get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('allows the reCAPTCHA only on the form pages and the video player only on the education video pages', () => {
    const recaptcha = 'https://www.google.com/recaptcha/';
    const video = 'https://www.youtube-nocookie.com';
    const policyOf = (routeName: string | undefined) => directives(contentSecurityPolicy({ routeName, secure: true }));
    for (const form of ['contact-us', 'eduvest-register']) {
      expect(policyOf(form).get('script-src')).toContain(recaptcha);
      expect(policyOf(form).get('frame-src')).toContain(recaptcha);
      expect(policyOf(form).get('frame-src')).not.toContain(video);
    }
    expect(policyOf('educational-videos').get('frame-src')).toEqual([video]);
    expect(policyOf('educational-videos').get('script-src')).toEqual(["'self'"]);
    expect(permissionsPolicy('educational-videos')).toContain(`fullscreen=(self "${video}")`);
    // The education hub only links to the videos: no player, no frame.
    for (const other of ['home', 'education', 'blog-detail', 'investment-calculator', undefined]) {
      expect(policyOf(other).get('frame-src')).toBeUndefined();
      expect(policyOf(other).get('script-src')).toEqual(["'self'"]);
      expect(permissionsPolicy(other)).toContain('fullscreen=(self)');
    }
  });

  it('names to the router the pages its policy cannot serve', async () => {
    expect((await overTls('/en/contact-us')).body).toContain('<meta name="brids-document-routes" content="educational-videos">');
    expect((await overTls('/en')).body).toContain('<meta name="brids-document-routes" content="contact-us eduvest-register educational-videos">');
  });

  it('logs violation reports and answers 204', async () => {
    const res = await site.shell.inject({
      method: 'POST',
      url: '/_csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'blocked-uri': 'inline', 'violated-directive': 'script-src' } }),
    });
    expect(res.statusCode).toBe(204);
  });
});
