import type { FormEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListNavigation } from '@brids/platform/list-navigation';
import { NS } from '../i18n/index.ts';

/** The query of a filter form: its non-empty fields, in order, a ticker in capitals (a new filter starts at page 1). */
export function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(key, key === 'ticker' ? value.trim().toUpperCase() : value.trim());
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Filters kept in the URL (so a filtered list can be shared): submitting navigates to this page with the
 * fields as its query; the page's loader reads them back. Selects apply at once.
 */
export function FilterForm({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { mark } = useListNavigation();
  const { pathname } = useLocation();
  const submit = (form: HTMLFormElement) => {
    mark();
    void navigate(`${pathname}${queryOf(form)}`);
  };
  return (
    <form
      className="research-filters"
      role="search"
      aria-label={label}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === 'SELECT') submit(event.currentTarget);
      }}
    >
      {children}
      <button type="submit" className="research-button">
        {t('filter.apply')}
      </button>
    </form>
  );
}
