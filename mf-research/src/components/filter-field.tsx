import { useTranslation } from 'react-i18next';
import { Field } from '@brids/ui/field';
import { NS } from '../i18n/index.ts';

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
    <Field label={label} className="research-field">
      {(control) => (
        <select {...control} name={name} defaultValue={value ?? ''}>
          <option value="">{t('filter.all')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {nameOf(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
