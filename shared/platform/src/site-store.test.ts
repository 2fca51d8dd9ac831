import { describe, expect, it } from 'vitest';
import { useSiteStore } from './site-store.ts';

describe('the site store', () => {
  it('starts online on a server, whose Node has a navigator without onLine (the page it renders is the online one)', () => {
    // Node 21+ defines a global navigator (navigator.onLine undefined): server-rendered pages must not read it as offline,
    // or the browser's hydration finds other markup.
    expect(typeof navigator).toBe('object');
    expect(useSiteStore.getState().online).toBe(true);
  });
});
