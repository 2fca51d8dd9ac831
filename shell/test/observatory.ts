// The header tests of Mozilla's HTTP Observatory (MDN Observatory, scoring of its v2 rules), for
// an HTML document's headers. Baseline 100; each test adds or takes away points; bonuses count
// only when the score before them is at least 90; A+ is 100 and above. docs/security.md lists them.

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

type Headers = Record<string, string | string[] | number | undefined>;

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
};

function parseCsp(text: string): Map<string, string[]> | null {
  const directives = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (!/^[a-z-]+$/.test(name) || directives.has(name)) return null;
    directives.set(name, sources);
  }
  return directives;
}

function csp(headers: Headers): TestResult {
  const test = 'content-security-policy';
  const text = header(headers, 'content-security-policy');
  if (!text) return { test, result: 'csp-not-implemented', modifier: -25 };
  const policy = parseCsp(text);
  if (!policy) return { test, result: 'csp-header-invalid', modifier: -25 };
  const fallback = policy.get('default-src') ?? [];
  const scripts = policy.get('script-src') ?? fallback;
  const styles = policy.get('style-src') ?? fallback;
  const objects = policy.get('object-src') ?? fallback;
  const active = [...scripts, ...(policy.get('object-src') ?? [])];
  const unsafeWildcards = (sources: string[]) => sources.some((s) => s === '*' || s === 'http:' || s === 'https:' || s === 'data:' || /^\*\./.test(s));
  if (scripts.includes("'unsafe-inline'") && !scripts.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha"))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  if (active.some((s) => s.startsWith('http:'))) return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (scripts.includes("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (unsafeWildcards(scripts) || (objects.length > 0 && unsafeWildcards(objects)) || (!policy.has('object-src') && !policy.has('default-src'))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  if (styles.includes("'unsafe-inline'")) return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  if (fallback.length === 1 && fallback[0] === "'none'") return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function cookies(headers: Headers, https: boolean): TestResult {
  const test = 'cookies';
  const raw = headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  if (list.length === 0) return { test, result: 'cookies-not-found', modifier: 0 };
  const attrs = list.map((cookie) => cookie.toLowerCase());
  if (https && attrs.some((cookie) => !/;\s*secure/.test(cookie))) return { test, result: 'cookies-without-secure-flag', modifier: -20 };
  if (attrs.some((cookie) => !/;\s*samesite=/.test(cookie))) return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
  return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
}

function cors(headers: Headers): TestResult {
  const test = 'cross-origin-resource-sharing';
  const origin = header(headers, 'access-control-allow-origin');
  if (!origin) return { test, result: 'cors-not-implemented', modifier: 0 };
  if (origin === '*' && header(headers, 'access-control-allow-credentials') === 'true') return { test, result: 'cors-implemented-with-universal-access', modifier: -50 };
  return { test, result: 'cors-implemented-with-public-access', modifier: 0 };
}

function referrer(headers: Headers): TestResult {
  const test = 'referrer-policy';
  const value = header(headers, 'referrer-policy')?.split(',').pop()?.trim().toLowerCase();
  if (!value) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(value)) return { test, result: 'referrer-policy-private', modifier: 5 };
  if (['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url'].includes(value)) return { test, result: 'referrer-policy-unsafe', modifier: -5 };
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
}

function hsts(headers: Headers, https: boolean): TestResult {
  const test = 'strict-transport-security';
  if (!https) return { test, result: 'hsts-not-implemented-no-https', modifier: -20 };
  const value = header(headers, 'strict-transport-security');
  if (!value) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  if (Number.isNaN(maxAge)) return { test, result: 'hsts-header-invalid', modifier: -20 };
  if (maxAge < 15_552_000) return { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
  return { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

function sri(html: string, origin: string): TestResult {
  const test = 'subresource-integrity';
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = scripts.filter(([tag, src]) => new URL(src!, origin).origin !== origin && !/\bintegrity=/.test(tag));
  if (external.some(([, src]) => new URL(src!, origin).protocol === 'http:')) return { test, result: 'sri-not-implemented-and-external-scripts-loaded-insecurely', modifier: -50 };
  if (external.length > 0) return { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
  return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
}

function nosniff(headers: Headers): TestResult {
  const test = 'x-content-type-options';
  return header(headers, 'x-content-type-options')?.toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
}

function framing(headers: Headers): TestResult {
  const test = 'x-frame-options';
  const policy = parseCsp(header(headers, 'content-security-policy') ?? '');
  const ancestors = policy?.get('frame-ancestors');
  if (ancestors && ancestors.length > 0 && ancestors.every((s) => s === "'none'" || s === "'self'")) {
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  }
  const xfo = header(headers, 'x-frame-options')?.toUpperCase();
  if (xfo === 'DENY' || xfo === 'SAMEORIGIN') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
}

/** The Observatory's tests, score and grade of one document answer. */
export function observatory(headers: Headers, html: string, options: { https: boolean; origin: string }) {
  const results = [
    csp(headers),
    cookies(headers, options.https),
    cors(headers),
    referrer(headers),
    hsts(headers, options.https),
    sri(html, options.origin),
    nosniff(headers),
    framing(headers),
  ];
  const penalties = 100 + results.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0);
  const bonus = penalties >= 90 ? results.filter((r) => r.modifier > 0).reduce((sum, r) => sum + r.modifier, 0) : 0;
  const score = Math.max(0, penalties + bonus);
  const grade = score >= 100 ? 'A+' : score >= 90 ? 'A' : score >= 85 ? 'A-' : score >= 80 ? 'B+' : score >= 70 ? 'B' : score >= 65 ? 'B-' : score >= 60 ? 'C+' : score >= 50 ? 'C' : score >= 45 ? 'C-' : score >= 40 ? 'D+' : score >= 30 ? 'D' : score >= 25 ? 'D-' : 'F';
  return { score, grade, results: Object.fromEntries(results.map((r) => [r.test, r.result])) };
}
