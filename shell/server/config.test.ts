import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const PRODUCTION = { NODE_ENV: 'production', RELEASE_ENV: 'production', RELEASE_PREVIEW_SECRET: 'secret', PUBLIC_ORIGIN: 'https://www.example.com' };

describe('the shell server configuration (one zod schema, parsed at start)', () => {
  it('runs on its defaults outside production', () => {
    expect(readConfig({})).toMatchObject({ port: 3000, host: '127.0.0.1', contentApiUrl: 'http://127.0.0.1:3001', environment: 'local', serverRender: true, production: false });
    expect(readConfig({ SERVER_RENDER: '0', DOCUMENT_CACHE_TTL_MS: '0' })).toMatchObject({ serverRender: false, documentCache: false });
  });

  it('runs in production with its secret set', () => {
    expect(readConfig(PRODUCTION)).toMatchObject({ production: true, previewSecret: 'secret', publicOrigin: 'https://www.example.com' });
  });

  it('refuses production without RELEASE_PREVIEW_SECRET', () => {
    const message = 'RELEASE_PREVIEW_SECRET: required in production (NODE_ENV=production)';
    expect(() => readConfig({ ...PRODUCTION, RELEASE_PREVIEW_SECRET: undefined })).toThrow(message);
    expect(() => readConfig({ ...PRODUCTION, RELEASE_PREVIEW_SECRET: '' })).toThrow(message);
    // Another release environment may run without previews, outside a production process.
    expect(readConfig({ RELEASE_ENV: 'production' }).previewSecret).toBeUndefined();
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
