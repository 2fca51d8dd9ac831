// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { declared, run } from '../../test/recording-api.ts';
import corporateAction from './index.tsx';
import { actionFilters } from './loader.ts';

describe('corporate-action loader', () => {
  it('makes exactly the calls its route declares on a first view (the server preloads them)', async () => {
    for (const locale of ['id', 'en'] as const) {
      expect((await run(corporateAction, '/x', locale)).calls.sort()).toEqual(declared('corporate-action', locale).sort());
    }
  });

  it('reads the filters from the URL, ignoring values it does not know', () => {
    expect(actionFilters(new URL('http://site/x?kind=ipo&period=upcoming&month=2026-13'))).toEqual({ kind: 'ipo', ticker: undefined, period: 'upcoming', month: undefined });
    expect(actionFilters(new URL('http://site/x?kind=merger')).kind).toBe('dividend');
  });
});
