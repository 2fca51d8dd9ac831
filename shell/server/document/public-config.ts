import type { PublicConfig } from '@brids/platform/public-config';

/**
 * What the browser is told about this environment (inlined as `config`, INLINE_DATA of @brids/contracts):
 * APP_ENV (or NODE_ENV), CAPTCHA_MODE and RECAPTCHA_SITE_KEY / RECAPTCHA_VERSION, SENTRY_DSN.
 * The captcha's test mode is refused in production, as the content service refuses it.
 */
export function publicConfigOf(env: NodeJS.ProcessEnv): PublicConfig {
  const environment = env.APP_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'development');
  const mode = env.CAPTCHA_MODE ?? (environment === 'production' ? 'recaptcha' : 'test');
  if (mode !== 'recaptcha' && mode !== 'test') throw new Error(`CAPTCHA_MODE must be 'recaptcha' or 'test', got '${mode}'`);
  if (mode === 'test' && environment === 'production') throw new Error('CAPTCHA_MODE=test is refused in production');
  return {
    environment,
    captcha: {
      mode,
      ...(env.RECAPTCHA_SITE_KEY ? { siteKey: env.RECAPTCHA_SITE_KEY } : {}),
      version: env.RECAPTCHA_VERSION ?? '2',
    },
    ...(env.SENTRY_DSN ? { sentryDsn: env.SENTRY_DSN } : {}),
  };
}
