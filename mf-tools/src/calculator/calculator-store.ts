import { create } from 'zustand';
import type { CalculatorField } from '@brids/contracts';
import { FIELD_KIND } from './fields.ts';
import type { CalculatorValues } from './formulas.ts';
import type { Mode, Strategy } from './modes.ts';
import { toCanonical } from './number-text.ts';

/** A calculation the visitor asked for: the inputs as they were when they pressed Calculate. */
export interface Submitted {
  mode: Mode;
  strategy: Strategy;
  values: CalculatorValues;
}

interface CalculatorState {
  mode: Mode;
  strategy: Strategy;
  /** Canonical texts of every field (digits, '.' for decimals); kept across modes. */
  texts: Partial<Record<CalculatorField, string>>;
  /** Errors show once the visitor pressed Calculate, and then follow every edit. */
  attempted: boolean;
  submitted: Submitted | null;
  /** The inputs changed since the shown result was calculated. */
  stale: boolean;
  setMode(mode: Mode): void;
  setStrategy(strategy: Strategy): void;
  type(field: CalculatorField, typed: string): void;
  attempt(): void;
  submit(submitted: Submitted): void;
}

/**
 * The calculator's state, in memory only (nothing is stored in the browser): it survives a
 * switch of language, which renders the page again, and is gone with the tab.
 */
export const useCalculatorStore = create<CalculatorState>()((set) => ({
  mode: 'projection',
  strategy: 'lumpsum',
  texts: {},
  attempted: false,
  submitted: null,
  stale: false,
  setMode: (mode) => set((s) => ({ mode, attempted: false, stale: s.submitted !== null })),
  setStrategy: (strategy) => set((s) => ({ strategy, attempted: false, stale: s.submitted !== null })),
  type: (field, typed) =>
    set((s) => ({ texts: { ...s.texts, [field]: toCanonical(FIELD_KIND[field], typed) }, stale: s.submitted !== null })),
  attempt: () => set({ attempted: true }),
  submit: (submitted) => set({ submitted, stale: false, attempted: true }),
}));
