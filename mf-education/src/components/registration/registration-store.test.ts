import { describe, expect, it } from 'vitest';
import { refusalOf } from './registration-store.ts';

describe('the registration store', () => {
  it('reads only known refusals from the failed page address', () => {
    expect(refusalOf('?reason=full')).toBe('full');
    expect(refusalOf('?reason=<script>')).toBeNull();
    expect(refusalOf('')).toBeNull();
  });
});
