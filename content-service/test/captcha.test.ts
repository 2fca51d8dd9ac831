import { describe, expect, it } from 'vitest';
import { TEST_CAPTCHA_TOKEN } from '@brids/contracts';
import { captchaConfig, createCaptchaVerifier } from '../src/lib/captcha.ts';

describe('captcha verification', () => {
  it('defaults to the test mode outside production, and accepts only the stand-in token there', async () => {
    const config = captchaConfig({});
    expect(config.mode).toBe('test');
    const verifier = createCaptchaVerifier(config);
    expect(await verifier.verify(TEST_CAPTCHA_TOKEN)).toBe(true);
    expect(await verifier.verify('anything-else')).toBe(false);
    expect(await verifier.verify(undefined)).toBe(false);
  });

  it('refuses to start the test mode in production', () => {
    expect(() => createCaptchaVerifier(captchaConfig({ NODE_ENV: 'production', CAPTCHA_MODE: 'test' }))).toThrow(
      'CAPTCHA_MODE=test is refused in production',
    );
  });

  it('uses reCAPTCHA in production and needs its secret', () => {
    expect(captchaConfig({ NODE_ENV: 'production' }).mode).toBe('recaptcha');
    expect(() => createCaptchaVerifier(captchaConfig({ NODE_ENV: 'production' }))).toThrow(/RECAPTCHA_SECRET is required/);
  });

  it('rejects an unknown mode with a clear message', () => {
    expect(() => captchaConfig({ CAPTCHA_MODE: 'off' })).toThrow("CAPTCHA_MODE must be 'recaptcha' or 'test', got 'off'");
  });

  it('treats an unreachable provider as a failed check, never as a pass', async () => {
    const verifier = createCaptchaVerifier(
      { mode: 'recaptcha', secret: 's', production: true },
      async () => {
        throw new TypeError('fetch failed');
      },
    );
    expect(await verifier.verify('token')).toBe(false);
    expect(await verifier.verify(undefined)).toBe(false);
  });
});
