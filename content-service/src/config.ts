import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { objectStoreVariables, s3OptionsOf, type S3StoreOptions } from '@brids/object-store';
import { productionSecretIssues, type SecretKind } from '@brids/server-operations/secrets';
import { DEFAULT_TOKEN_TTL_HOURS } from './accounts/auth-routes.ts';
import { captchaConfig, type CaptchaConfig } from './lib/captcha.ts';
import { type RateLimit, type RateLimitKind, rateLimitsFromEnv, trustedProxiesFromEnv } from './lib/rate-limit.ts';

/** The package folder (content-service/), whatever the working directory. */
export const PACKAGE_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export interface DatabaseConfig {
  /** NODE_ENV=production. */
  production: boolean;
  databaseUrl: string | undefined;
  sqliteFile: string;
}

export interface MediaConfig {
  /** MEDIA_DIR: the media store's folder, shared by every instance (default data/media, from the package folder). */
  mediaDir: string;
  /** OBJECT_STORE_*: the bucket whose `media/` holds the media instead of MEDIA_DIR (set by OBJECT_STORE_BUCKET). */
  objectStore: S3StoreOptions | undefined;
}

export interface Config extends DatabaseConfig, MediaConfig {
  host: string;
  port: number;
  logLevel: string;
  captcha: CaptchaConfig;
  /**
   * SAMPLE_MODE (default 1 outside production, refused in it): the start migrates the database and seeds
   * an empty one with the sample content; the Eduvest client check reads the sample client table.
   */
  sampleMode: boolean;
  /** CLIENT_REGISTRY_URL: the brokerage's client registry (required in production). */
  clientRegistryUrl: string | undefined;
  /** RESPONSE_CACHE_TTL_MS: how long public GET answers are reused in memory (0: not at all). */
  responseCacheTtlMs: number;
  /** REDIS_URL: rate-limit counters shared by every instance (memory when unset); /readyz checks it. */
  redisUrl: string | undefined;
  /** SHUTDOWN_TIMEOUT_MS: how long the requests in flight get to finish after SIGTERM (default 10 s). */
  shutdownTimeoutMs: number;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long /readyz fails while requests are still served (default 0). */
  shutdownDrainMs: number;
  /** METRICS_PORT: where `GET /metrics` (Prometheus) listens, on HOST; unset: no metrics listener. */
  metricsPort: number | undefined;
  /** RATE_LIMIT_<FORM|LOGIN|LIST|SEARCH>_MAX and _WINDOW_MS. */
  rateLimits: Record<RateLimitKind, RateLimit>;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (default `loopback`; `none`). */
  trustedProxies: string[];
  /** SMTP_URL: the outbox sends through this server; unset, mails are written to `mailDir`. */
  smtpUrl: string | undefined;
  /** MAIL_DIR: where .eml files go without SMTP (default data/mail, from the package folder). */
  mailDir: string;
  /** MAIL_FROM: the sender of the outbox mails. */
  mailFrom: string;
  /** OUTBOX_LOCK_MS: how long a mail being sent is held before another round may take it again (a crash mid-send). */
  outboxLockMs: number;
  /** TOKEN_TTL_HOURS: how long a login's bearer token lives (default 12, at most 720). */
  tokenTtlHours: number;
  /** CONSOLE_DIR: the editors' console's build, served at /console/ (default console/dist of the workspace). */
  consoleDir: string;
  /** PUBLIC_ORIGIN: the public site's origin, for the console's preview and "view on site" links. */
  publicOrigin: string;
}

/**
 * What production refuses as a placeholder, a short key or an `example` host (issue 39), per variable
 * (DATABASE_URL's check is with the database's variables, which the migration job reads alone).
 */
export const CONTENT_PRODUCTION_CHECKS: Record<string, SecretKind> = {
  REDIS_URL: 'url',
  SMTP_URL: 'url',
  RECAPTCHA_SECRET: 'key',
  RECAPTCHA_VERIFY_URL: 'url',
  CLIENT_REGISTRY_URL: 'url',
  PUBLIC_ORIGIN: 'url',
  MAIL_FROM: 'address',
};
/** The object store's, checked with the media's variables (the seed command reads those alone). */
const OBJECT_STORE_CHECKS: Record<string, SecretKind> = {
  OBJECT_STORE_SECRET_ACCESS_KEY: 'credential',
  OBJECT_STORE_ACCESS_KEY_ID: 'setting',
  OBJECT_STORE_ENDPOINT: 'url',
};

const text = z.string().optional();
const whole = (min: number, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max).optional();
const flag = z.enum(['0', '1']).optional();

/** The variables the migration job reads: NODE_ENV and the database (DATABASE_URL, else SQLITE_FILE outside production). */
const databaseVariables = z
  .object({ NODE_ENV: text, DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(), SQLITE_FILE: text })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.DATABASE_URL) required(context, 'DATABASE_URL', 'PostgreSQL holds the content in production');
    refusePlaceholders(context, env, { DATABASE_URL: 'url' });
  });

/** Where the media live (the start, the seed command): MEDIA_DIR's folder, or the bucket OBJECT_STORE_BUCKET names. */
const mediaVariables = z
  .object({ NODE_ENV: text, MEDIA_DIR: text })
  .and(objectStoreVariables)
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production') refusePlaceholders(context, env, OBJECT_STORE_CHECKS);
  });

/** Every variable of the content service (docs/configuration.md's table), with the refusals of production. */
const serviceVariables = databaseVariables.and(mediaVariables).and(
  z.object({
    NODE_ENV: text,
    HOST: text,
    PORT: whole(0, 65535),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    SAMPLE_MODE: flag,
    CAPTCHA_MODE: z.enum(['recaptcha', 'test']).optional(),
    RECAPTCHA_SECRET: text,
    RECAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
    CLIENT_REGISTRY_URL: z.url({ protocol: /^https?$/ }).optional(),
    RESPONSE_CACHE_TTL_MS: whole(0),
    REDIS_URL: text,
    SHUTDOWN_TIMEOUT_MS: whole(1),
    SHUTDOWN_DRAIN_MS: whole(0),
    METRICS_PORT: whole(1, 65535),
    SMTP_URL: text,
    MAIL_DIR: text,
    MAIL_FROM: text,
    OUTBOX_LOCK_MS: whole(1),
    TOKEN_TTL_HOURS: whole(1, 720),
    CONSOLE_DIR: text,
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  }).superRefine((env, context) => {
    if ((env.SHUTDOWN_DRAIN_MS ?? 0) >= (env.SHUTDOWN_TIMEOUT_MS ?? 10_000)) {
      context.addIssue({ code: 'custom', path: ['SHUTDOWN_DRAIN_MS'], message: 'must be shorter than SHUTDOWN_TIMEOUT_MS, which counts from the signal' });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === (env.PORT ?? 3001)) {
      context.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT: the metrics never share the public listener' });
    }
    if (env.NODE_ENV !== 'production') {
      if (env.SAMPLE_MODE === '0' && !env.CLIENT_REGISTRY_URL) required(context, 'CLIENT_REGISTRY_URL', "the Eduvest client check asks the brokerage's client registry (the sample table is for sample mode only)", 'when SAMPLE_MODE=0');
      return;
    }
    const refuse = (name: string, message: string) => context.addIssue({ code: 'custom', path: [name], message });
    if (env.SAMPLE_MODE === '1') refuse('SAMPLE_MODE', 'sample mode (sample content, sample accounts, sample client table) is refused in production');
    if (env.CAPTCHA_MODE === 'test') refuse('CAPTCHA_MODE', "the captcha's test mode is refused in production");
    if (!env.RECAPTCHA_SECRET) required(context, 'RECAPTCHA_SECRET', 'forms verify their captcha with it');
    if (!env.CLIENT_REGISTRY_URL) required(context, 'CLIENT_REGISTRY_URL', "the Eduvest client check asks the brokerage's client registry");
    if (!env.PUBLIC_ORIGIN) required(context, 'PUBLIC_ORIGIN', "the console's preview and 'view on site' links go to the public site");
    refusePlaceholders(context, env, CONTENT_PRODUCTION_CHECKS);
  }),
);

/** Production's refusals of placeholders, short keys and `example` hosts, each naming its variable. */
function refusePlaceholders(context: z.RefinementCtx, env: Record<string, unknown>, kinds: Record<string, SecretKind>): void {
  for (const issue of productionSecretIssues(env, kinds)) context.addIssue({ code: 'custom', path: [issue.name], message: issue.message });
}

function required(context: z.RefinementCtx, name: string, why: string, when = 'in production (NODE_ENV=production)'): void {
  context.addIssue({ code: 'custom', path: [name], message: `required ${when}: ${why}` });
}

/** The environment without empty variables (an empty value is an unset one). */
const setVariables = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));

/** Parses with `schema`, or fails the start with every problem named. */
export function parseEnvironment<T>(server: string, schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const result = schema.safeParse(setVariables(env));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new Error(`Invalid configuration of the ${server}:\n${problems.join('\n')}`);
}

const sqliteFileOf = (file: string | undefined) => resolve(PACKAGE_DIR, file ?? 'data/content.sqlite');
/** MEDIA_DIR, relative to the package folder like SQLITE_FILE (default data/media). */
export const mediaDirOf = (dir: string | undefined) => resolve(PACKAGE_DIR, dir || 'data/media');

/** The media store's settings alone (the seed command): MEDIA_DIR and the OBJECT_STORE_* variables. */
export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const parsed = parseEnvironment('content service', mediaVariables, env);
  return { mediaDir: mediaDirOf(parsed.MEDIA_DIR), objectStore: s3OptionsOf(parsed) };
}

/** The database of the environment, for the migration job (reads only NODE_ENV, DATABASE_URL and SQLITE_FILE). */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const parsed = parseEnvironment('content service', databaseVariables, env);
  return { production: parsed.NODE_ENV === 'production', databaseUrl: parsed.DATABASE_URL, sqliteFile: sqliteFileOf(parsed.SQLITE_FILE) };
}

/** Reads and checks the whole environment at start (docs/configuration.md's table); throws naming every bad or missing variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnvironment('content service', serviceVariables, env);
  const production = parsed.NODE_ENV === 'production';
  return {
    production,
    host: parsed.HOST ?? '127.0.0.1',
    port: parsed.PORT ?? 3001,
    databaseUrl: parsed.DATABASE_URL,
    // A relative SQLITE_FILE is taken from the package folder, like the default.
    sqliteFile: sqliteFileOf(parsed.SQLITE_FILE),
    logLevel: parsed.LOG_LEVEL ?? 'info',
    captcha: captchaConfig(env),
    sampleMode: parsed.SAMPLE_MODE === undefined ? !production : parsed.SAMPLE_MODE === '1',
    clientRegistryUrl: parsed.CLIENT_REGISTRY_URL,
    responseCacheTtlMs: parsed.RESPONSE_CACHE_TTL_MS ?? 5000,
    redisUrl: parsed.REDIS_URL,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS ?? 0,
    metricsPort: parsed.METRICS_PORT,
    rateLimits: rateLimitsFromEnv(env),
    trustedProxies: trustedProxiesFromEnv(env.TRUST_PROXY),
    smtpUrl: parsed.SMTP_URL,
    mailDir: resolve(PACKAGE_DIR, parsed.MAIL_DIR ?? 'data/mail'),
    mailFrom: parsed.MAIL_FROM ?? 'BRIDS <no-reply@brids.example.com>',
    mediaDir: mediaDirOf(parsed.MEDIA_DIR),
    objectStore: s3OptionsOf(parsed),
    outboxLockMs: parsed.OUTBOX_LOCK_MS ?? 60_000,
    tokenTtlHours: parsed.TOKEN_TTL_HOURS ?? DEFAULT_TOKEN_TTL_HOURS,
    consoleDir: parsed.CONSOLE_DIR ? resolve(PACKAGE_DIR, parsed.CONSOLE_DIR) : resolve(PACKAGE_DIR, '..', 'console', 'dist'),
    publicOrigin: (parsed.PUBLIC_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, ''),
  };
}
