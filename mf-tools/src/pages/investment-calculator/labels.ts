import type { CalculatorField } from '@brids/contracts';
import type { ToolsKey } from '../../i18n/ns.ts';
import type { Mode, Strategy } from './modes.ts';
import type { FieldError } from './validate.ts';

/** Each mode's label and hint keys in the `tools` namespace. */
export const MODE_TEXT = {
  projection: { label: 'calculator.mode.projection', hint: 'calculator.mode.projectionHint' },
  goal: { label: 'calculator.mode.goal', hint: 'calculator.mode.goalHint' },
  retirement: { label: 'calculator.mode.retirement', hint: 'calculator.mode.retirementHint' },
} as const satisfies Record<Mode, { label: ToolsKey; hint: ToolsKey }>;

/** Each strategy's label and hint keys. */
export const STRATEGY_TEXT = {
  lumpsum: { label: 'calculator.strategy.lumpsum', hint: 'calculator.strategy.lumpsumHint' },
  installment: { label: 'calculator.strategy.installment', hint: 'calculator.strategy.installmentHint' },
  mixture: { label: 'calculator.strategy.mixture', hint: 'calculator.strategy.mixtureHint' },
} as const satisfies Record<Strategy, { label: ToolsKey; hint: ToolsKey }>;

/** Each input's label key. */
export const FIELD_LABEL = {
  initial_investment: 'calculator.fields.initial_investment',
  monthly_investment: 'calculator.fields.monthly_investment',
  target_fund: 'calculator.fields.target_fund',
  minimum_lumpsum: 'calculator.fields.minimum_lumpsum',
  duration_years: 'calculator.fields.duration_years',
  current_age: 'calculator.fields.current_age',
  retirement_age: 'calculator.fields.retirement_age',
  monthly_living_cost: 'calculator.fields.monthly_living_cost',
  yearly_inflation: 'calculator.fields.yearly_inflation',
  expected_return: 'calculator.fields.expected_return',
  post_pension_return: 'calculator.fields.post_pension_return',
} as const satisfies Record<CalculatorField, ToolsKey>;

/** The inputs with a hint of their own before their maximum, and its key. */
export const FIELD_HINT = {
  minimum_lumpsum: 'calculator.hints.minimum_lumpsum',
  monthly_living_cost: 'calculator.hints.monthly_living_cost',
  post_pension_return: 'calculator.hints.post_pension_return',
} as const satisfies Partial<Record<CalculatorField, ToolsKey>>;

/** The spec's five refusals' message keys, in the page's own catalog (the others come with `./input-messages.ts`). */
export const SPEC_MESSAGE = {
  required: 'calculator.errors.required',
  notNumber: 'calculator.errors.notNumber',
  notPositive: 'calculator.errors.notPositive',
  overMax: 'calculator.errors.overMax',
  retirementAge: 'calculator.errors.retirementAge',
} as const satisfies Partial<Record<FieldError['code'], ToolsKey>>;

/** A refusal the spec words itself. */
export type SpecCode = keyof typeof SPEC_MESSAGE;

/** Whether `code`'s message is one of the spec's (in the page's catalog). */
export const isSpecCode = (code: FieldError['code']): code is SpecCode => code in SPEC_MESSAGE;
