import { useTranslation } from 'react-i18next';
import { Field } from '@brids/ui/field';
import { NS } from '../i18n/index.ts';

/** The free-text search field of a filter form (`q`, at most 100 characters). */
export function SearchField({ value, placeholder }: { value: string | undefined; placeholder: string }) {
  const { t } = useTranslation(NS);
  return (
    <Field label={t('filter.q')} className="research-field">
      {(control) => <input {...control} type="search" name="q" defaultValue={value ?? ''} placeholder={placeholder} maxLength={100} />}
    </Field>
  );
}
