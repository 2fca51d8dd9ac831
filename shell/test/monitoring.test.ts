import { describe, expect, it } from 'vitest';
import { isIgnoredError, startErrorReporting } from '../src/monitoring.ts';

describe('error reporting', () => {
  it.each([
    ['a bridge time-out', new Error('Bridge timeout')],
    ['a BridgeTimeout error', Object.assign(new Error('no answer from the app'), { name: 'BridgeTimeoutError' })],
    ['a plain time-out', new Error('Timeout')],
    ['a time-out string', 'timeout'],
  ])('drops %s', (_label, error) => {
    expect(isIgnoredError(error)).toBe(true);
  });

  it.each([
    ['a failed fetch', new TypeError('Failed to fetch')],
    ['an error that mentions a time-out in passing', new Error('Remote mf_research timed out after 10000 ms')],
    ['a render error', new Error("Cannot read properties of undefined (reading 'title')")],
  ])('reports %s', (_label, error) => {
    expect(isIgnoredError(error)).toBe(false);
  });

  it('runs only in production with a DSN', async () => {
    expect(await startErrorReporting({ environment: 'development', captcha: { mode: 'test' }, sentryDsn: 'https://k@example.invalid/1' })).toBe(false);
    expect(await startErrorReporting({ environment: 'production', captcha: { mode: 'recaptcha' } })).toBe(false);
  });
});
