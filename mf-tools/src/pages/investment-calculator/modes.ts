/** What the calculator works out, and how the money goes in (spec §3: lumpsum, installment, mixture). */
export type Mode = 'projection' | 'goal' | 'retirement';
export type Strategy = 'lumpsum' | 'installment' | 'mixture';
export const MODES: readonly Mode[] = ['projection', 'goal', 'retirement'];
export const STRATEGIES: readonly Strategy[] = ['lumpsum', 'installment', 'mixture'];
