import { cloneElement, useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/index.ts';

/** A labelled field of a filter form (the label names the control alone, not its options). */
export function Field({ label, children }: { label: string; children: ReactElement<{ id?: string }> }) {
  const id = useId();
  return (
    <div className="research-field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id })}
    </div>
  );
}

/** A select of a filter form: 'All' (no filter), then `options`, each named by `nameOf`; `value` is the one in the URL. */
export function SelectField<T extends string>({
  label,
  name,
  value,
  options,
  nameOf,
}: {
  label: string;
  name: string;
  value: T | undefined;
  options: readonly T[];
  nameOf: (option: T) => string;
}) {
  const { t } = useTranslation(NS);
  return (
    <Field label={label}>
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{t('filter.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {nameOf(option)}
          </option>
        ))}
      </select>
    </Field>
  );
}
