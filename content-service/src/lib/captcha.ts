import { TEST_CAPTCHA_TOKEN } from '@brids/contracts';

/** Checks the captcha response a form sends (spec §5: required before any form is sent). */
export interface CaptchaVerifier {
  mode: 'recaptcha' | 'test';
  verify(response: string | undefined, remoteIp?: string): Promise<boolean>;
}

export interface CaptchaConfig {
  mode: 'recaptcha' | 'test';
  secret: string | undefined;
  production: boolean;
  /** RECAPTCHA_VERIFY_URL: the provider's siteverify endpoint (an egress proxy's, or a test's); Google's by default. */
  verifyUrl?: string | undefined;
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** CAPTCHA_MODE (default: 'test', or 'recaptcha' when NODE_ENV is production) and RECAPTCHA_SECRET. */
export function captchaConfig(env: NodeJS.ProcessEnv): CaptchaConfig {
  const production = env.NODE_ENV === 'production';
  const mode = env.CAPTCHA_MODE ?? (production ? 'recaptcha' : 'test');
  if (mode !== 'recaptcha' && mode !== 'test') throw new Error(`CAPTCHA_MODE must be 'recaptcha' or 'test', got '${mode}'`);
  return { mode, secret: env.RECAPTCHA_SECRET || undefined, production, verifyUrl: env.RECAPTCHA_VERIFY_URL || undefined };
}

/**
 * The verifier of a configuration. The test mode (development and tests: the provider is out of
 * reach) accepts only the stand-in widget's token and refuses to start in production; the
 * recaptcha mode asks the provider's siteverify endpoint and needs the secret.
 */
export function createCaptchaVerifier(config: CaptchaConfig, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  if (config.mode === 'test') {
    if (config.production) throw new Error('CAPTCHA_MODE=test is refused in production');
    return { mode: 'test', verify: async (response) => response === TEST_CAPTCHA_TOKEN };
  }
  if (!config.secret) throw new Error('RECAPTCHA_SECRET is required when CAPTCHA_MODE is recaptcha');
  const secret = config.secret;
  const verifyUrl = config.verifyUrl ?? RECAPTCHA_VERIFY_URL;
  return {
    mode: 'recaptcha',
    async verify(response, remoteIp) {
      if (!response) return false;
      const body = new URLSearchParams({ secret, response, ...(remoteIp ? { remoteip: remoteIp } : {}) });
      try {
        const res = await fetchImpl(verifyUrl, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(5000),
        });
        const json = (await res.json()) as { success?: unknown };
        return json.success === true;
      } catch {
        return false;
      }
    },
  };
}
