/**
 * What production refuses to start on (issue 39): a secret or setting still holding a placeholder, a key
 * shorter than 32 bytes, or a URL naming an `example` host. Both servers call it from their config schema
 * under NODE_ENV=production only, with their own list of variables; each problem names its variable.
 */

/** How a variable is checked. */
export type SecretKind =
  /** A key we choose or are issued (signing, verifying): no placeholder, at least `MIN_KEY_BYTES` bytes. */
  | 'key'
  /** A credential issued by another system whose length is its own (an object store's secret key): no placeholder. */
  | 'credential'
  /** A URL that may carry a password (DATABASE_URL, SMTP_URL, REDIS_URL, SENTRY_DSN): no placeholder password, no `example` host. */
  | 'url'
  /** A plain setting the operator must set (a site key, an access key id): no placeholder. */
  | 'setting'
  /** An e-mail address (MAIL_FROM, `Name <box@host>`): no `example` domain. */
  | 'address';

export const MIN_KEY_BYTES = 32;

/** Words a value is left with when nobody set it (compared without case, dashes, dots, underscores or spaces). */
const PLACEHOLDER_WORDS = ['changeme', 'example', 'placeholder', 'replaceme', 'fillmein', 'setme', 'todo', 'tbd', 'xxx', 'secret', 'password', 'none', 'null', 'undefined'];
/** Fragments that make any value a placeholder wherever they appear (`postgres://brids:change-me@...`, `my-example-key`). */
const PLACEHOLDER_FRAGMENTS = ['changeme', 'example', 'placeholder', 'replaceme'];

const normalised = (value: string) => value.toLowerCase().replace(/[\s._-]+/g, '');

/** Whether a value is one left for the operator to replace: empty, `change-me`, `example`, `changeme`, `<...>`. */
export function isPlaceholder(value: string): boolean {
  const word = normalised(value);
  if (word === '' || /^<.*>$/.test(value.trim())) return true;
  return PLACEHOLDER_WORDS.includes(word) || PLACEHOLDER_FRAGMENTS.some((fragment) => word.includes(fragment));
}

/** Whether a host name is a documentation one: any label `example` (www.brids.example, example.com, db.example.internal). */
export function isExampleHost(host: string): boolean {
  return host.toLowerCase().replace(/^\[|\]$/g, '').split('.').includes('example');
}

/** The problem with one variable's value, or undefined. */
export function secretProblem(kind: SecretKind, value: string): string | undefined {
  const placeholder = `a placeholder (${JSON.stringify(value)}) is refused in production`;
  switch (kind) {
    case 'key':
      if (isPlaceholder(value)) return placeholder;
      if (Buffer.byteLength(value, 'utf8') < MIN_KEY_BYTES) return `must be at least ${MIN_KEY_BYTES} bytes in production (it has ${Buffer.byteLength(value, 'utf8')}): generate one, e.g. \`openssl rand -base64 48\``;
      return undefined;
    case 'credential':
    case 'setting':
      return isPlaceholder(value) ? placeholder : undefined;
    case 'address': {
      const domain = /@([^\s>]+)>?\s*$/.exec(value)?.[1];
      if (isPlaceholder(value.replace(/@.*$/, '')) && !domain) return placeholder;
      return domain && isExampleHost(domain) ? `names an example domain (${domain}), refused in production` : undefined;
    }
    case 'url': {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        // Not a URL: the schema names it as malformed; a bare placeholder is still one.
        return isPlaceholder(value) ? placeholder : undefined;
      }
      if (isExampleHost(url.hostname)) return `names an example host (${url.hostname}), refused in production`;
      const password = decodeURIComponent(url.password);
      if (password && isPlaceholder(password)) return `its password is a placeholder (${JSON.stringify(password)}), refused in production`;
      return undefined;
    }
  }
}

/** One refusal: the variable and why. */
export interface SecretIssue {
  name: string;
  message: string;
}

/**
 * Every problem of the variables of `kinds` that are set in `env` as text (unset or empty ones are the schema's
 * business: required or optional); a value of spaces only is refused.
 */
export function productionSecretIssues(env: Record<string, unknown>, kinds: Record<string, SecretKind>): SecretIssue[] {
  const issues: SecretIssue[] = [];
  for (const [name, kind] of Object.entries(kinds)) {
    const value = env[name];
    // (A parsed number or flag is no secret.)
    if (typeof value !== 'string' || value === '') continue;
    const message = value.trim() === '' ? 'is blank, refused in production' : secretProblem(kind, value);
    if (message) issues.push({ name, message });
  }
  return issues;
}
