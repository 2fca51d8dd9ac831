import { create } from 'zustand';
import type { CalculatorField, Locale } from '@brids/contracts';
import { FIELD_KIND } from './fields.ts';
import type { CalculatorValues } from './formulas.ts';
import type { Mode, Strategy } from './modes.ts';
import { readTyped, type TextProblem } from './number-text.ts';

/** Text the visitor typed that is not a number of its field: it stays in the field with its reason. */
export interface TypedProblem {
  typed: string;
  problem: TextProblem;
}

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
  /** Fields whose text is not a number as the visitor's locale writes one: what was typed and why. */
  problems: Partial<Record<CalculatorField, TypedProblem | undefined>>;
  /** Errors show once the visitor pressed Calculate, and then follow every edit. */
  attempted: boolean;
  submitted: Submitted | null;
  /** The inputs changed since the shown result was calculated. */
  stale: boolean;
  setMode(mode: Mode): void;
  setStrategy(strategy: Strategy): void;
  type(field: CalculatorField, typed: string, locale: Locale): void;
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
  problems: {},
  attempted: false,
  submitted: null,
  stale: false,
  setMode: (mode) => set((s) => ({ mode, attempted: false, stale: s.submitted !== null })),
  setStrategy: (strategy) => set((s) => ({ strategy, attempted: false, stale: s.submitted !== null })),
  type: (field, typed, locale) =>
    set((s) => {
      const read = readTyped(FIELD_KIND[field], typed, locale);
      const problems = { ...s.problems, [field]: 'problem' in read ? { typed, problem: read.problem } : undefined };
      return { problems, stale: s.submitted !== null, ...('canonical' in read && { texts: { ...s.texts, [field]: read.canonical } }) };
    }),
  attempt: () => set({ attempted: true }),
  submit: (submitted) => set({ submitted, stale: false, attempted: true }),
}));
