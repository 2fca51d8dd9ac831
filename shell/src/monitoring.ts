import type { PublicConfig } from '@brids/platform';

/**
 * Exceptions dropped before they reach the error-reporting service (spec §8): the bridge
 * time-out (the native-app bridge did not answer) and a plain time-out. Both are expected on
 * slow phones and say nothing about a fault of the site.
 */
export function isIgnoredError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '');
  return /bridge ?timeout/i.test(text) || /^(Error|TimeoutError): (timeout|time-out)\.?$/i.test(text) || /^timeout$/i.test(text);
}

/**
 * Starts error reporting (Sentry) only in production and only with a DSN; its code loads on demand,
 * so other environments never download it. Answers whether it started.
 */
export async function startErrorReporting(config: PublicConfig): Promise<boolean> {
  if (config.environment !== 'production' || !config.sentryDsn) return false;
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.environment,
    beforeSend: (event, hint) => (isIgnoredError(hint.originalException) ? null : event),
  });
  return true;
}
