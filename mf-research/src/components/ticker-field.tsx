import { useTranslation } from 'react-i18next';
import { Field } from '@brids/ui/field';
import { NS } from '../i18n/index.ts';

/** The ticker field of a filter form (2 to 6 letters; the form sends it in capitals). */
export function TickerField({ value }: { value: string | undefined }) {
  const { t } = useTranslation(NS);
  return (
    <Field label={t('filter.ticker')} className="research-field">
      {(control) => <input {...control} name="ticker" defaultValue={value ?? ''} size={6} maxLength={6} autoCapitalize="characters" spellCheck={false} />}
    </Field>
  );
}
