import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { findRoute, localePath } from '@brids/platform';
import { NS } from '../i18n/index.ts';

/** The site search of the header: sends the visitor to the search-result page. */
export function SearchForm({ locale, id }: { locale: Locale; id: string }) {
  const { t } = useTranslation(NS);
  if (!findRoute('search-result', locale)) return null;
  return (
    <Form method="get" action={localePath('search-result', {}, locale)} role="search" className="site-search">
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input id={id} name="q" type="search" placeholder={t('header.searchPlaceholder')} minLength={2} required />
      <button type="submit">{t('header.search')}</button>
    </Form>
  );
}
