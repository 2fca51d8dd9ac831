import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/index.ts';
import { Field } from './filter-field.tsx';

/** The ticker field of a filter form (2 to 6 letters; the form sends it in capitals). */
export function TickerField({ value }: { value: string | undefined }) {
  const { t } = useTranslation(NS);
  return (
    <Field label={t('filter.ticker')}>
      <input name="ticker" defaultValue={value ?? ''} size={6} maxLength={6} autoCapitalize="characters" spellCheck={false} />
    </Field>
  );
}
