import { calculatorInputCatalog } from '../../i18n/calculator-input/index.ts';
import type { ToolsKey } from '../../i18n/ns.ts';
import type { SpecCode } from './labels.ts';
import type { FieldError } from './validate.ts';

/** The words of this chunk: loaded with the first message that needs them, off the first view. */
export const catalogs = [calculatorInputCatalog];

/** The message keys of the refusals the spec does not word (badly written numbers, the retirement limits). */
export const INPUT_MESSAGE = {
  retirementTooFar: 'calculator.errors.retirementTooFar',
  retirementTargetOverMax: 'calculator.errors.retirementTargetOverMax',
  twoDecimalMarks: 'calculator.errors.twoDecimalMarks',
  separator: 'calculator.errors.separator',
  wholeRupiah: 'calculator.errors.wholeRupiah',
  wholeYears: 'calculator.errors.wholeYears',
  tooPrecise: 'calculator.errors.tooPrecise',
} as const satisfies Record<Exclude<FieldError['code'], SpecCode>, ToolsKey>;

export type InputMessages = typeof INPUT_MESSAGE;
