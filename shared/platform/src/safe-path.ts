// Pure: the one check of every address the site redirects to (login's remembered path, the shell
// server's redirects), in the browser and on the server. A subpath module (`@brids/platform/safe-path`),
// so it travels with the login page and the server, not with every first view.

const PROBE_ORIGIN = 'https://brids.invalid';
/** Control characters, spaces and backslashes: browsers drop them or turn them into '/' ('/\evil' is '//evil'). */
// oxlint-disable-next-line no-control-regex -- control characters are what this refuses
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/;
/** What a browser's URL parser removes before it reads an address. */
const DROPPED_BY_BROWSERS = /[\t\n\r]/g;
/** One '/' then nothing that makes it two (a second '/' or a '\'). */
const startsLocal = (form: string) => /^\/(?![/\\])/.test(form.replace(DROPPED_BY_BROWSERS, ''));
/** Undecoded this many times, an address is refused rather than decoded further. */
const MAX_DECODINGS = 4;

/**
 * The path itself when it is a path of this site (one '/', then anything but a second '/' or '\'),
 * in every decoded form too (`/%2F%2Fevil`, `/%5Cevil`, `/%252F/evil`), and still one after the
 * browser resolves it (`/%2e%2e//evil` resolves to `//evil`); else null. Another origin, a
 * protocol-relative address, `javascript:` and relative paths are never a local path.
 */
export function safeLocalPath(path: string | null | undefined): string | null {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2048) return null;
  if (UNSAFE_CHARACTERS.test(path)) return null;
  let decoded = path;
  for (let i = 0; ; i++) {
    if (!startsLocal(decoded) || i === MAX_DECODINGS) return null;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  const resolved = new URL(path, PROBE_ORIGIN);
  if (resolved.origin !== PROBE_ORIGIN || resolved.pathname.startsWith('//')) return null;
  return path;
}

/**
 * A path remembered for after login is used only when it is a local path of letters, digits
 * and a few symbols (spec §5) and stays one in every decoded form (`safeLocalPath`); anything else
 * (another origin, `//host`, `/%2F%2Fhost`, script) is ignored.
 */
export function safeRedirectPath(path: string | null | undefined): string | null {
  if (!path) return null;
  if (!/^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/.test(path)) return null;
  return safeLocalPath(path);
}
