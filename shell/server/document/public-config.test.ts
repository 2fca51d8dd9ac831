import { describe, expect, it } from 'vitest';
import { publicConfigOf } from './public-config.ts';

describe('public configuration of the shell server', () => {
  it('uses the captcha test mode outside production', () => {
    expect(publicConfigOf({})).toEqual({ environment: 'development', captcha: { mode: 'test', version: '2' } });
  });

  it('uses reCAPTCHA in production, with its site key, and reports errors there', () => {
    expect(publicConfigOf({ NODE_ENV: 'production', RECAPTCHA_SITE_KEY: 'k', SENTRY_DSN: 'https://x@example.invalid/1' })).toEqual({
      environment: 'production',
      captcha: { mode: 'recaptcha', siteKey: 'k', version: '2' },
      sentryDsn: 'https://x@example.invalid/1',
    });
  });

  it('refuses the test mode in production and an unknown mode', () => {
    expect(() => publicConfigOf({ APP_ENV: 'production', CAPTCHA_MODE: 'test' })).toThrow('CAPTCHA_MODE=test is refused in production');
    expect(() => publicConfigOf({ CAPTCHA_MODE: 'none' })).toThrow("CAPTCHA_MODE must be 'recaptcha' or 'test', got 'none'");
  });
});
