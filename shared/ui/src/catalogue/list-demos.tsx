import { useTranslation } from 'react-i18next';
import { Field } from '../field.tsx';
import { ListState } from '../list-state.tsx';
import '../form-fields.css';
import { CATALOGUE_NAMESPACE } from './texts.ts';

/** A list loading its next view, failed, and empty for its filters; a field with its hint and error. */
export function ListsDemo() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const texts = { loading: t('lists.loading'), error: t('lists.error'), retry: t('lists.retry') };
  const items = (
    <ul>
      <li>{t('lists.item')}</li>
    </ul>
  );
  return (
    <div className="ui-catalogue__stack">
      <ListState texts={texts} busy>
        {items}
      </ListState>
      <ListState texts={texts} busy={false} failed retryTo="#catalogue-lists">
        {items}
      </ListState>
      <ListState texts={texts} busy={false} empty emptyKind="noResult" emptyAction={<a href="#catalogue-lists">{t('lists.clear')}</a>}>
        {items}
      </ListState>
      <Field label={t('lists.email')} hint={t('lists.emailHint')} error={t('lists.emailError')}>
        {(control) => <input {...control} type="email" defaultValue="nama@" />}
      </Field>
    </div>
  );
}
