import type { CalculatorField } from '@brids/contracts';
import { FIELD_KIND } from './fields.ts';
import { MODES, STRATEGIES, type Mode, type Strategy } from './modes.ts';

/** A field's control name in the form (`initial-investment`); its input is named `calc-<control name>`. */
export const controlName = (field: CalculatorField) => field.replace(/_/g, '-');
export const ID_PREFIX = 'calc';
export const inputName = (field: CalculatorField) => `${ID_PREFIX}-${controlName(field)}`;

/** What a visitor put into the server's calculator form before the scripts ran. */
export interface TypedInput {
  mode: Mode | null;
  strategy: Strategy | null;
  /** Each non-empty field's text, as typed. */
  texts: [CalculatorField, string][];
}

/** The calculator's input in a form's fields (`formFields`): the chosen mode and strategy, and the texts typed. */
export function typedInput(fields: Map<string, string>): TypedInput {
  const mode = MODES.find((value) => value === fields.get('calc-mode')) ?? null;
  const strategy = STRATEGIES.find((value) => value === fields.get('calc-strategy')) ?? null;
  const texts = (Object.keys(FIELD_KIND) as CalculatorField[]).flatMap((field): [CalculatorField, string][] => {
    const text = fields.get(inputName(field));
    return text ? [[field, text]] : [];
  });
  return { mode, strategy, texts };
}
