import path from 'node:path';
import { z } from 'zod';
import { objectStoreVariables, s3OptionsOf, type S3StoreOptions } from '@brids/object-store';
import { productionSecretIssues, type SecretKind } from '@brids/server-operations/secrets';
import { DOCUMENT_CACHE_DEFAULTS, type DocumentCacheOptions } from './document/document-cache.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The shell server's settings, from the environment with embedded defaults. */
export interface ShellServerConfig {
  host: string;
  port: number;
  /** Where the content service listens; `/api` is proxied there. */
  contentApiUrl: string;
  /**
   * CONTENT_TIMEOUT_MS (default 1000): how long one call of a document to the content service may take
   * (its resource, head, layout, loaders, redirect rules); past it, or while the breaker is open, the
   * document is its last good copy or a 503 (content-breaker.ts).
   */
  contentTimeoutMs: number;
  /** CONTENT_PROXY_TIMEOUT_MS (default 10000): how long a browser's /api call may wait for the content service before a 504. */
  contentProxyTimeoutMs: number;
  /** The release manifest of this environment; re-read when it changes. */
  releaseFile: string;
  /**
   * RELEASE_DATABASE_URL: the release store is PostgreSQL, shared by every shell server and release manager
   * (`releaseFile` is then unused); polled every second. Unset: the file, on this machine.
   */
  releaseDatabaseUrl?: string;
  /**
   * REMOTES_DIR: the published remote versions (served under /remotes), or with an object store this server's
   * own checked copies of the versions it runs (a local disk, never shared).
   */
  remotesDir: string;
  /** OBJECT_STORE_*: the bucket published versions and the shell builds' static files are taken from. */
  objectStore?: S3StoreOptions;
  /** REMOTES_PUBLIC_URL: where browsers load remote files from (a CDN in front of the bucket's remotes/); default /remotes here. */
  remotesPublicUrl: string;
  /** The shell's build output. */
  shellDist: string;
  /** Public origin for canonical and hreflang links. */
  publicOrigin: string;
  /** The release environment this server runs (RELEASE_ENV). */
  environment: string;
  /** Production accepts only previews signed with `previewSecret`. */
  production: boolean;
  /** RELEASE_PREVIEW_SECRET: signs preview links (`pnpm release preview-url`). */
  previewSecret?: string;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM): serve HTTPS with HTTP/2 (and HTTP/1.1 for old clients),
   * as a site is served to visitors. Without them, plain HTTP/1.1 (a load balancer terminates TLS).
   */
  tls?: { certFile: string; keyFile: string };
  /** SHUTDOWN_TIMEOUT_MS: how long the requests in flight get to finish after SIGTERM (default 10 s). */
  shutdownTimeoutMs: number;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long /readyz fails while requests are still served (default 0). */
  shutdownDrainMs: number;
  /** METRICS_PORT: where `GET /metrics` (Prometheus) listens, on HOST; unset: no metrics listener. */
  metricsPort?: number;
  /**
   * Documents of remotes' pages carry the page rendered on the server (layout, page, loaders' data),
   * which the browser hydrates. SERVER_RENDER=0 turns it off: the browser renders every page.
   */
  serverRender: boolean;
  /**
   * Server-rendered documents kept for DOCUMENT_CACHE_TTL_MS (default 5000; 0: none), then sent once
   * more while the next renders, up to a minute old (document-cache.ts).
   */
  documentCache: DocumentCacheOptions | false;
}

/** What production refuses as a placeholder, a short key or an `example` host (issue 39), per variable. */
export const SHELL_PRODUCTION_CHECKS: Record<string, SecretKind> = {
  RELEASE_PREVIEW_SECRET: 'key',
  RELEASE_DATABASE_URL: 'url',
  SENTRY_DSN: 'url',
  OBJECT_STORE_SECRET_ACCESS_KEY: 'credential',
  OBJECT_STORE_ACCESS_KEY_ID: 'setting',
  OBJECT_STORE_ENDPOINT: 'url',
  RECAPTCHA_SITE_KEY: 'setting',
  PUBLIC_ORIGIN: 'url',
  REMOTES_PUBLIC_URL: 'url',
  CONTENT_API_URL: 'url',
};

const text = z.string().optional();
const milliseconds = (name: string) =>
  z.coerce.number({ error: () => `${name} must be a positive whole number of milliseconds` }).int(`${name} must be a positive whole number of milliseconds`).positive(`${name} must be a positive whole number of milliseconds`).optional();

/** Every variable of the shell server (docs/configuration.md's table), with the refusals of production (NODE_ENV=production). */
const shellVariables = z
  .object({
    NODE_ENV: text,
    HOST: text,
    PORT: z.coerce.number({ error: () => 'PORT must be a port number' }).int('PORT must be a port number').min(1, 'PORT must be a port number').max(65535, 'PORT must be a port number').optional(),
    CONTENT_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    CONTENT_TIMEOUT_MS: milliseconds('CONTENT_TIMEOUT_MS'),
    CONTENT_PROXY_TIMEOUT_MS: milliseconds('CONTENT_PROXY_TIMEOUT_MS'),
    RELEASE_ENV: z.string().regex(/^[a-z0-9-]+$/, 'RELEASE_ENV must be kebab-case').optional(),
    RELEASE_FILE: text,
    RELEASES_DIR: text,
    REMOTES_DIR: text,
    SHELL_DIST: text,
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    RELEASE_PRODUCTION: z.enum(['0', '1']).optional(),
    RELEASE_PREVIEW_SECRET: text,
    RELEASE_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    TLS_CERT_FILE: text,
    TLS_KEY_FILE: text,
    SHUTDOWN_TIMEOUT_MS: milliseconds('SHUTDOWN_TIMEOUT_MS'),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0, 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds').optional(),
    METRICS_PORT: z.coerce.number({ error: () => 'METRICS_PORT must be a port number' }).int('METRICS_PORT must be a port number').min(1, 'METRICS_PORT must be a port number').max(65535, 'METRICS_PORT must be a port number').optional(),
    SERVER_RENDER: z.enum(['0', '1'], 'SERVER_RENDER must be 1 or 0').optional(),
    DOCUMENT_CACHE_TTL_MS: z.coerce.number().int().min(0, 'DOCUMENT_CACHE_TTL_MS must be a whole number of milliseconds').optional(),
    APP_ENV: text,
    // Read by public-config.ts; here for production's placeholder check.
    RECAPTCHA_SITE_KEY: text,
    SENTRY_DSN: text,
    CAPTCHA_MODE: z.enum(['recaptcha', 'test']).optional(),
    REMOTES_PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'REMOTES_PUBLIC_URL must be an http(s) URL (the CDN or proxy in front of the bucket\'s remotes/)' })
      .refine((url) => !/[?#]/.test(url), 'REMOTES_PUBLIC_URL must not carry a query or a fragment')
      .optional(),
    ...objectStoreVariables.shape,
  })
  .superRefine((env, context) => {
    if (env.OBJECT_STORE_BUCKET && !env.REMOTES_PUBLIC_URL) {
      context.addIssue({ code: 'custom', path: ['REMOTES_PUBLIC_URL'], message: "required with OBJECT_STORE_BUCKET: the URL browsers load the bucket's remotes/ from (a CDN, or the proxy)" });
    }
    if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
      context.addIssue({ code: 'custom', path: ['TLS_CERT_FILE'], message: 'TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither' });
    }
    if ((env.SHUTDOWN_DRAIN_MS ?? 0) >= (env.SHUTDOWN_TIMEOUT_MS ?? 10_000)) {
      context.addIssue({ code: 'custom', path: ['SHUTDOWN_DRAIN_MS'], message: 'SHUTDOWN_DRAIN_MS must be shorter than SHUTDOWN_TIMEOUT_MS, which counts from the signal' });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === (env.PORT ?? 3000)) {
      context.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'METRICS_PORT must differ from PORT: the metrics never share the public listener' });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.RELEASE_PREVIEW_SECRET) {
      context.addIssue({ code: 'custom', path: ['RELEASE_PREVIEW_SECRET'], message: 'required in production (NODE_ENV=production): it signs the previews of unpinned versions' });
    }
    if (env.CAPTCHA_MODE === 'test') context.addIssue({ code: 'custom', path: ['CAPTCHA_MODE'], message: "the captcha's test mode is refused in production" });
    for (const issue of productionSecretIssues(env, SHELL_PRODUCTION_CHECKS)) context.addIssue({ code: 'custom', path: [issue.name], message: issue.message });
  });

/** Reads and checks the environment at start (one zod schema); throws naming every bad or missing variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = shellVariables.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new Error(`Invalid configuration of the shell server:\n${problems.join('\n')}`);
  }
  const parsed = result.data;
  const objectStoreProblem = objectStoreVariables.safeParse(Object.fromEntries(Object.entries(set).filter(([name]) => name.startsWith('OBJECT_STORE_'))));
  if (!objectStoreProblem.success) {
    const problems = objectStoreProblem.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new Error(`Invalid configuration of the shell server:\n${problems.join('\n')}`);
  }
  const objectStore = s3OptionsOf(objectStoreProblem.data);
  const port = parsed.PORT ?? 3000;
  const releaseEnv = parsed.RELEASE_ENV ?? 'local';
  const tls = parsed.TLS_CERT_FILE && parsed.TLS_KEY_FILE ? { certFile: path.resolve(parsed.TLS_CERT_FILE), keyFile: path.resolve(parsed.TLS_KEY_FILE) } : undefined;
  return {
    host: parsed.HOST ?? '127.0.0.1',
    port,
    contentApiUrl: (parsed.CONTENT_API_URL ?? 'http://127.0.0.1:3001').replace(/\/$/, ''),
    contentTimeoutMs: parsed.CONTENT_TIMEOUT_MS ?? 1000,
    contentProxyTimeoutMs: parsed.CONTENT_PROXY_TIMEOUT_MS ?? 10_000,
    releaseFile: path.resolve(parsed.RELEASE_FILE ?? path.join(parsed.RELEASES_DIR ?? path.join(root, 'releases'), releaseEnv, 'release.json')),
    remotesDir: path.resolve(parsed.REMOTES_DIR ?? path.join(root, 'remotes')),
    remotesPublicUrl: (parsed.REMOTES_PUBLIC_URL ?? '/remotes').replace(/\/+$/, ''),
    ...(objectStore ? { objectStore } : {}),
    shellDist: path.resolve(parsed.SHELL_DIST ?? path.join(root, 'shell/dist')),
    publicOrigin: (parsed.PUBLIC_ORIGIN ?? `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/$/, ''),
    environment: releaseEnv,
    production: releaseEnv === 'production' || parsed.RELEASE_PRODUCTION === '1',
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS ?? 0,
    ...(parsed.METRICS_PORT === undefined ? {} : { metricsPort: parsed.METRICS_PORT }),
    serverRender: parsed.SERVER_RENDER !== '0',
    documentCache: documentCacheOf(parsed.DOCUMENT_CACHE_TTL_MS),
    ...(parsed.RELEASE_PREVIEW_SECRET ? { previewSecret: parsed.RELEASE_PREVIEW_SECRET } : {}),
    ...(parsed.RELEASE_DATABASE_URL ? { releaseDatabaseUrl: parsed.RELEASE_DATABASE_URL } : {}),
    ...(tls ? { tls } : {}),
  };
}

function documentCacheOf(ms: number | undefined): DocumentCacheOptions | false {
  if (ms === undefined) return DOCUMENT_CACHE_DEFAULTS;
  return ms === 0 ? false : { ...DOCUMENT_CACHE_DEFAULTS, freshMs: ms, staleMs: Math.max(ms, DOCUMENT_CACHE_DEFAULTS.staleMs) };
}
