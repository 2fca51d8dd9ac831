import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captchaConfig, type CaptchaConfig } from './lib/captcha.ts';
import { type RateLimit, type RateLimitKind, rateLimitsFromEnv, trustedProxiesFromEnv } from './lib/rate-limit.ts';

/** The package folder (content-service/), whatever the working directory. */
export const PACKAGE_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export interface Config {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  sqliteFile: string;
  logLevel: string;
  captcha: CaptchaConfig;
  /** RESPONSE_CACHE_TTL_MS: how long public GET answers are reused in memory (0: not at all). */
  responseCacheTtlMs: number;
  /** REDIS_URL: rate-limit counters shared by every instance (memory when unset); /readyz checks it. */
  redisUrl: string | undefined;
  /** SHUTDOWN_TIMEOUT_MS: how long the requests in flight get to finish after SIGTERM (default 10 s). */
  shutdownTimeoutMs: number;
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
}

/** Reads the environment: HOST, PORT, DATABASE_URL, SQLITE_FILE, LOG_LEVEL, CAPTCHA_MODE, RECAPTCHA_SECRET, RESPONSE_CACHE_TTL_MS, REDIS_URL, SHUTDOWN_TIMEOUT_MS, RATE_LIMIT_*, TRUST_PROXY, SMTP_URL, MAIL_DIR, MAIL_FROM, OUTBOX_LOCK_MS. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  return {
    host: env.HOST || '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    // A relative SQLITE_FILE is taken from the package folder, like the default.
    sqliteFile: resolve(PACKAGE_DIR, env.SQLITE_FILE || 'data/content.sqlite'),
    logLevel: env.LOG_LEVEL || 'info',
    captcha: captchaConfig(env),
    responseCacheTtlMs: responseCacheTtl(env.RESPONSE_CACHE_TTL_MS),
    redisUrl: env.REDIS_URL || undefined,
    shutdownTimeoutMs: positiveMs('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    rateLimits: rateLimitsFromEnv(env),
    trustedProxies: trustedProxiesFromEnv(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: resolve(PACKAGE_DIR, env.MAIL_DIR || 'data/mail'),
    mailFrom: env.MAIL_FROM || 'BRIDS <no-reply@brids.example.com>',
    outboxLockMs: Number(env.OUTBOX_LOCK_MS) > 0 ? Number(env.OUTBOX_LOCK_MS) : 60_000,
  };
}

function positiveMs(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`Invalid ${name}: ${raw}`);
  return ms;
}

function responseCacheTtl(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 5000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`Invalid RESPONSE_CACHE_TTL_MS: ${raw}`);
  return ms;
}
