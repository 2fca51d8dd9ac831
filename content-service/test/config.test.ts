import { describe, expect, it } from 'vitest';
import { loadConfig, loadDatabaseConfig } from '../src/config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://content@db.internal:5432/content',
  RECAPTCHA_SECRET: '6LcQ0r4pAAAAAJ2v8u0vYlYk3o6xw9fW8cWqQe7b',
  CLIENT_REGISTRY_URL: 'https://registry.internal/clients',
  PUBLIC_ORIGIN: 'https://www.brids.test',
};

const without = (name: keyof typeof PRODUCTION) => Object.fromEntries(Object.entries(PRODUCTION).filter(([key]) => key !== name));

describe('the content service configuration (one zod schema, parsed at start)', () => {
  it('runs on its defaults outside production, in sample mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ production: false, sampleMode: true, port: 3001, host: '127.0.0.1', databaseUrl: undefined, responseCacheTtlMs: 5000 });
    expect(config.captcha.mode).toBe('test');
    expect(loadConfig({ SAMPLE_MODE: '0', CLIENT_REGISTRY_URL: 'http://127.0.0.1:9/registry' }).sampleMode).toBe(false);
  });

  it('outside sample mode needs the client registry: the sample client table is for sample mode only', () => {
    expect(() => loadConfig({ SAMPLE_MODE: '0' })).toThrow("CLIENT_REGISTRY_URL: required when SAMPLE_MODE=0: the Eduvest client check asks the brokerage's client registry");
  });

  it('gives login tokens 12 hours unless TOKEN_TTL_HOURS says otherwise (1 to 720)', () => {
    expect(loadConfig({}).tokenTtlHours).toBe(12);
    expect(loadConfig({ TOKEN_TTL_HOURS: '8' }).tokenTtlHours).toBe(8);
    for (const bad of ['0', '721', 'a day', '1.5']) expect(() => loadConfig({ TOKEN_TTL_HOURS: bad }), bad).toThrow('TOKEN_TTL_HOURS');
  });

  it('runs in production with every secret set, never in sample mode', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ production: true, sampleMode: false, clientRegistryUrl: PRODUCTION.CLIENT_REGISTRY_URL });
  });

  it.each([
    ['DATABASE_URL', 'DATABASE_URL: required in production (NODE_ENV=production)'],
    ['RECAPTCHA_SECRET', 'RECAPTCHA_SECRET: required in production (NODE_ENV=production)'],
    ['CLIENT_REGISTRY_URL', 'CLIENT_REGISTRY_URL: required in production (NODE_ENV=production)'],
    ['PUBLIC_ORIGIN', 'PUBLIC_ORIGIN: required in production (NODE_ENV=production)'],
  ] as const)('refuses production without %s', (name, message) => {
    expect(() => loadConfig(without(name))).toThrow(message);
    expect(() => loadConfig({ ...PRODUCTION, [name]: '' })).toThrow(message);
  });

  it('refuses sample mode and the captcha test mode in production, naming every problem at once', () => {
    expect(() => loadConfig({ ...PRODUCTION, SAMPLE_MODE: '1' })).toThrow('SAMPLE_MODE: sample mode (sample content, sample accounts, sample client table) is refused in production');
    expect(() => loadConfig({ ...PRODUCTION, CAPTCHA_MODE: 'test' })).toThrow("CAPTCHA_MODE: the captcha's test mode is refused in production");
    const message = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', SAMPLE_MODE: '1' });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^Invalid configuration of the content service:\n/);
    for (const name of ['DATABASE_URL', 'RECAPTCHA_SECRET', 'CLIENT_REGISTRY_URL', 'SAMPLE_MODE']) expect(message).toContain(`\n  ${name}: `);
  });

  it('refuses placeholders, a short captcha secret and example hosts in production, naming each variable', () => {
    let message = '';
    try {
      loadConfig({
        ...PRODUCTION,
        DATABASE_URL: 'postgres://brids:change-me@postgres.example.internal:5432/brids',
        REDIS_URL: 'redis://:changeme@redis:6379',
        RECAPTCHA_SECRET: 'change-me',
        SMTP_URL: 'smtp://user:change-me@smtp.internal:587',
        CLIENT_REGISTRY_URL: 'https://client-registry.example.internal',
        MAIL_FROM: 'BRIDS <no-reply@brids.example.com>',
        OBJECT_STORE_BUCKET: 'brids',
        OBJECT_STORE_ACCESS_KEY_ID: 'brids-servers',
        OBJECT_STORE_SECRET_ACCESS_KEY: 'change-me',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const text of [
      'DATABASE_URL: names an example host (postgres.example.internal)',
      'REDIS_URL: its password is a placeholder ("changeme")',
      'RECAPTCHA_SECRET: a placeholder ("change-me") is refused in production',
      'SMTP_URL: its password is a placeholder ("change-me")',
      'CLIENT_REGISTRY_URL: names an example host (client-registry.example.internal)',
      'MAIL_FROM: names an example domain (brids.example.com)',
      'OBJECT_STORE_SECRET_ACCESS_KEY: a placeholder ("change-me")',
    ]) {
      expect(message).toContain(text);
    }
    expect(() => loadConfig({ ...PRODUCTION, RECAPTCHA_SECRET: 'secret-of-20-bytes!!' })).toThrow('RECAPTCHA_SECRET: must be at least 32 bytes in production (it has 20)');
    // The migration job refuses the same database URL.
    expect(() => loadDatabaseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://brids:change-me@postgres:5432/brids' })).toThrow('DATABASE_URL: its password is a placeholder ("change-me")');
    // Outside production the same values run.
    expect(loadConfig({ RECAPTCHA_SECRET: 'change-me', PUBLIC_ORIGIN: 'https://www.brids.example' }).publicOrigin).toBe('https://www.brids.example');
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ PORT: 'web' })).toThrow('PORT: Invalid input');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/content' })).toThrow('DATABASE_URL: Invalid URL');
    expect(() => loadConfig({ SAMPLE_MODE: 'yes' })).toThrow('SAMPLE_MODE');
    expect(() => loadConfig({ CAPTCHA_MODE: 'off' })).toThrow('CAPTCHA_MODE');
    expect(() => loadConfig({ RESPONSE_CACHE_TTL_MS: '-1' })).toThrow('RESPONSE_CACHE_TTL_MS');
  });

  it('the migration job reads only NODE_ENV and the database: no form or registry secrets', () => {
    expect(loadDatabaseConfig({ NODE_ENV: 'production', DATABASE_URL: PRODUCTION.DATABASE_URL })).toMatchObject({ production: true, databaseUrl: PRODUCTION.DATABASE_URL });
    expect(() => loadDatabaseConfig({ NODE_ENV: 'production' })).toThrow('DATABASE_URL: required in production');
  });
});
