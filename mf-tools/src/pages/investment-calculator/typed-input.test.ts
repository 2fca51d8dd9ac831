import { describe, expect, it } from 'vitest';
import { typedInput } from './typed-input.ts';

describe('the calculator input typed before hydration', () => {
  it('takes the chosen mode and strategy and every non-empty field, as typed', () => {
    const fields = new Map([
      ['calc-mode', 'goal'],
      ['calc-strategy', 'mixture'],
      ['calc-target-fund', '1.000.000.000'],
      ['calc-duration-years', '10'],
      ['calc-expected-return', ''],
      ['calc-minimum-lumpsum', 'abc'],
    ]);
    expect(typedInput(fields)).toEqual({
      mode: 'goal',
      strategy: 'mixture',
      texts: [
        ['target_fund', '1.000.000.000'],
        ['minimum_lumpsum', 'abc'],
        ['duration_years', '10'],
      ],
    });
  });

  it('ignores what the form cannot hold: an unknown mode or strategy, a field of another name', () => {
    expect(typedInput(new Map([['calc-mode', 'lottery'], ['calc-strategy', ''], ['initial_investment', '5']]))).toEqual({ mode: null, strategy: null, texts: [] });
  });
});
