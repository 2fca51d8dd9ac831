import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captchaConfig, type CaptchaConfig } from './lib/captcha.ts';

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
}

/** Reads the environment: HOST, PORT, DATABASE_URL, SQLITE_FILE, LOG_LEVEL, CAPTCHA_MODE, RECAPTCHA_SECRET, RESPONSE_CACHE_TTL_MS. */
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
  };
}

function responseCacheTtl(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 5000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`Invalid RESPONSE_CACHE_TTL_MS: ${raw}`);
  return ms;
}
