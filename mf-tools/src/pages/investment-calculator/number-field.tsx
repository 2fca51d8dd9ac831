import { useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import type { CalculatorUnit, Locale } from '@brids/contracts';
import { Field } from '@brids/ui/field';
import { caretAfterFormat } from './number-text.ts';

export interface NumberFieldProps {
  /** The field's name in its form; the input's id is `<idPrefix>-<name>`. */
  name: string;
  idPrefix: string;
  label: string;
  kind: CalculatorUnit;
  /** The text shown: the value in the visitor's locale, or what was typed when it is not a number. */
  value: string;
  locale: Locale;
  onType: (typed: string) => void;
  prefix?: string;
  suffix?: string;
  hint?: ReactNode;
  error?: string;
}

/**
 * A labelled number input (the kit's `Field`) that shows the value in the visitor's locale as they type
 * (thousands separators for amounts), keeps the caret in place, and carries its hint and error for screen readers.
 */
export function NumberField({ name, idPrefix, label, kind, value, locale, onType, prefix, suffix, hint, error }: NumberFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<{ typed: string; at: number } | null>(null);
  // Every keystroke renders, also one the value ignores (a letter), so the caret is put back.
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  const shown = value;

  useLayoutEffect(() => {
    const pending = caret.current;
    const element = input.current;
    caret.current = null;
    if (!pending || !element || document.activeElement !== element) return;
    // Set the text before the caret: React would otherwise restore it afterwards and move the caret to the end.
    if (element.value !== shown) element.value = shown;
    // Text kept as typed (not a number) keeps its caret; a re-formatted value places it among the digits.
    const at = shown === pending.typed ? pending.at : caretAfterFormat(pending.typed, pending.at, shown, locale);
    element.setSelectionRange(at, at);
  });

  const labelText = (
    <>
      {label}
      {prefix || suffix ? <span className="visually-hidden"> ({prefix ?? suffix})</span> : null}
    </>
  );
  return (
    <Field
      label={labelText}
      name={name}
      idPrefix={idPrefix}
      hint={hint}
      error={error}
      className={error ? 'tools-field tools-field--invalid' : 'tools-field'}
    >
      {(control) => (
        <div className="tools-field__control">
          {prefix ? (
            <span className="tools-field__affix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            {...control}
            ref={input}
            name={control.id}
            type="text"
            inputMode={kind === 'percent' ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={shown}
            onChange={(event) => {
              caret.current = { typed: event.target.value, at: event.target.selectionStart ?? event.target.value.length };
              onType(event.target.value);
              rendered();
            }}
          />
          {suffix ? (
            <span className="tools-field__affix" aria-hidden="true">
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}
