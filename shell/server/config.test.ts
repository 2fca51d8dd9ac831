import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const PREVIEW_SECRET = 'J8vQ2mX5rT9wL4nB7cF1hK6pD3sG0yZa';
const PRODUCTION = { NODE_ENV: 'production', RELEASE_ENV: 'production', RELEASE_PREVIEW_SECRET: PREVIEW_SECRET, PUBLIC_ORIGIN: 'https://www.brids.test' };

describe('the shell server configuration (one zod schema, parsed at start)', () => {
  it('runs on its defaults outside production', () => {
    expect(readConfig({})).toMatchObject({ port: 3000, host: '127.0.0.1', contentApiUrl: 'http://127.0.0.1:3001', environment: 'local', serverRender: true, production: false });
    expect(readConfig({ SERVER_RENDER: '0', DOCUMENT_CACHE_TTL_MS: '0' })).toMatchObject({ serverRender: false, documentCache: false });
  });

  it('runs in production with its secret set', () => {
    expect(readConfig(PRODUCTION)).toMatchObject({ production: true, previewSecret: PREVIEW_SECRET, publicOrigin: 'https://www.brids.test' });
  });

  it('refuses production without RELEASE_PREVIEW_SECRET', () => {
    const message = 'RELEASE_PREVIEW_SECRET: required in production (NODE_ENV=production)';
    expect(() => readConfig({ ...PRODUCTION, RELEASE_PREVIEW_SECRET: undefined })).toThrow(message);
    expect(() => readConfig({ ...PRODUCTION, RELEASE_PREVIEW_SECRET: '' })).toThrow(message);
    // Another release environment may run without previews, outside a production process.
    expect(readConfig({ RELEASE_ENV: 'production' }).previewSecret).toBeUndefined();
  });

  it('refuses placeholders, a short preview secret and example hosts in production, naming each variable', () => {
    let message = '';
    try {
      readConfig({
        ...PRODUCTION,
        RELEASE_PREVIEW_SECRET: 'change-me',
        RELEASE_DATABASE_URL: 'postgres://brids:change-me@postgres:5432/brids',
        RECAPTCHA_SITE_KEY: 'change-me',
        PUBLIC_ORIGIN: 'https://www.brids.example',
        OBJECT_STORE_BUCKET: 'brids',
        OBJECT_STORE_ACCESS_KEY_ID: 'brids-servers',
        OBJECT_STORE_SECRET_ACCESS_KEY: 'changeme',
        REMOTES_PUBLIC_URL: 'https://cdn.brids.example/remotes',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const text of [
      'RELEASE_PREVIEW_SECRET: a placeholder ("change-me") is refused in production',
      'RELEASE_DATABASE_URL: its password is a placeholder ("change-me")',
      'RECAPTCHA_SITE_KEY: a placeholder ("change-me") is refused in production',
      'PUBLIC_ORIGIN: names an example host (www.brids.example)',
      'OBJECT_STORE_SECRET_ACCESS_KEY: a placeholder ("changeme")',
      'REMOTES_PUBLIC_URL: names an example host (cdn.brids.example)',
    ]) {
      expect(message).toContain(text);
    }
    expect(() => readConfig({ ...PRODUCTION, RELEASE_PREVIEW_SECRET: 'a'.repeat(31) })).toThrow('RELEASE_PREVIEW_SECRET: must be at least 32 bytes in production (it has 31)');
    // Outside production the same values run (a developer's machine, the tests).
    expect(readConfig({ RELEASE_PREVIEW_SECRET: 'change-me', PUBLIC_ORIGIN: 'https://www.brids.example' }).previewSecret).toBe('change-me');
  });

  it("refuses the captcha's test mode in production", () => {
    expect(() => readConfig({ ...PRODUCTION, CAPTCHA_MODE: 'test' })).toThrow("CAPTCHA_MODE: the captcha's test mode is refused in production");
    expect(readConfig({ CAPTCHA_MODE: 'test' }).production).toBe(false);
  });

  it('names every malformed value at once', () => {
    let message = '';
    try {
      readConfig({ PORT: 'web', SERVER_RENDER: 'yes', CONTENT_TIMEOUT_MS: '-5', RELEASE_ENV: 'Prod', CONTENT_API_URL: 'content:3001' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration of the shell server:\n/);
    for (const text of ['PORT: PORT must be a port number', 'SERVER_RENDER: SERVER_RENDER must be 1 or 0', 'CONTENT_TIMEOUT_MS: CONTENT_TIMEOUT_MS must be a positive whole number', 'RELEASE_ENV: RELEASE_ENV must be kebab-case', 'CONTENT_API_URL: ']) {
      expect(message).toContain(text);
    }
  });
});
