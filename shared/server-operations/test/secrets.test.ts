import { describe, expect, it } from 'vitest';
import { isExampleHost, isPlaceholder, MIN_KEY_BYTES, productionSecretIssues, secretProblem } from '../src/secrets.ts';

const KEY = 'q'.repeat(MIN_KEY_BYTES);

describe("production's refusal of placeholders, short keys and example hosts", () => {
  it('knows a placeholder whatever its case or punctuation', () => {
    for (const value of ['change-me', 'CHANGE_ME', 'changeme', 'Change Me', 'example', 'my-example-key', 'placeholder', '<secret>', 'secret', 'password', 'todo', '']) {
      expect(isPlaceholder(value), value).toBe(true);
    }
    for (const value of ['6LcQ0r4pAAAAAJ2v8u0vYlYk3o6xw9fW8cWqQe7b', 'a3f9c1d27e', 's3cr3t-p4ss']) expect(isPlaceholder(value), value).toBe(false);
  });

  it("knows an example host by any label 'example'", () => {
    for (const host of ['www.brids.example', 'example.com', 'client-registry.example.internal', 'EXAMPLE.org']) expect(isExampleHost(host), host).toBe(true);
    for (const host of ['www.brids.co.id', 'examples.internal', '127.0.0.1', 'counterexample.net']) expect(isExampleHost(host), host).toBe(false);
  });

  it('refuses a key that is a placeholder or shorter than 32 bytes, counting bytes, not characters', () => {
    expect(secretProblem('key', 'change-me')).toBe('a placeholder ("change-me") is refused in production');
    expect(secretProblem('key', 'x'.repeat(31))).toMatch(/^must be at least 32 bytes in production \(it has 31\)/);
    expect(secretProblem('key', KEY)).toBeUndefined();
    // 16 characters of 2 bytes each.
    expect(secretProblem('key', 'é'.repeat(16))).toBeUndefined();
    expect(secretProblem('key', `${KEY}-change-me`)).toContain('placeholder');
  });

  it("refuses a URL's placeholder password and an example host; a URL without password is fine", () => {
    expect(secretProblem('url', 'postgres://brids:change-me@postgres:5432/brids')).toBe('its password is a placeholder ("change-me"), refused in production');
    expect(secretProblem('url', 'smtp://user:change%2Dme@smtp.internal:587')).toContain('placeholder');
    expect(secretProblem('url', 'postgres://brids:Xk2p9vQ@postgres.example.internal:5432/brids')).toBe('names an example host (postgres.example.internal), refused in production');
    expect(secretProblem('url', 'https://www.brids.example')).toContain('example host');
    expect(secretProblem('url', 'postgres://postgres@127.0.0.1:5432/brids')).toBeUndefined();
    expect(secretProblem('url', 'redis://:n0t-4-guess-9f3a@redis:6379')).toBeUndefined();
    expect(secretProblem('url', 'change-me')).toContain('placeholder');
  });

  it('refuses placeholders of settings and credentials without a length rule, and an example mail domain', () => {
    expect(secretProblem('setting', 'change-me')).toContain('placeholder');
    expect(secretProblem('setting', '6LcQ0r4pAAAAAJ2v8u0vYlYk3o6xw9fW8cWqQe7b')).toBeUndefined();
    expect(secretProblem('credential', 'S3RVER')).toBeUndefined();
    expect(secretProblem('credential', 'changeme')).toContain('placeholder');
    expect(secretProblem('address', 'BRIDS <no-reply@brids.example.com>')).toBe('names an example domain (brids.example.com), refused in production');
    expect(secretProblem('address', 'no-reply@brids.co.id')).toBeUndefined();
  });

  it('names each variable, skips unset and empty ones (the schema requires them or not) and refuses blank ones', () => {
    const issues = productionSecretIssues(
      { RELEASE_PREVIEW_SECRET: 'change-me', DATABASE_URL: 'postgres://u:example@db.internal/x', SMTP_URL: '', SENTRY_DSN: '   ', PUBLIC_ORIGIN: 'https://www.brids.test' },
      { RELEASE_PREVIEW_SECRET: 'key', DATABASE_URL: 'url', SMTP_URL: 'url', SENTRY_DSN: 'url', PUBLIC_ORIGIN: 'url', REDIS_URL: 'url' },
    );
    expect(issues).toEqual([
      { name: 'RELEASE_PREVIEW_SECRET', message: 'a placeholder ("change-me") is refused in production' },
      { name: 'DATABASE_URL', message: 'its password is a placeholder ("example"), refused in production' },
      { name: 'SENTRY_DSN', message: 'is blank, refused in production' },
    ]);
  });
});
