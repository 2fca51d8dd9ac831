import { cloneElement, useId, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/index.ts';
import { markPending } from './pending.ts';

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
  const { pathname } = useLocation();
  const submit = (form: HTMLFormElement) => {
    markPending();
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

/** A URL query value if it is one of `allowed`, else undefined (an unknown value is ignored, not an error). */
export function allowed<T extends string>(value: string | null, values: readonly T[]): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The `page` query as a page number (1 when missing or bad). */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 0 && page < 100000 ? page : 1;
}

/** `href` of page `n` of this list, keeping the other query values. */
export function pageHref(url: { pathname: string; search: string }, n: number): string {
  const params = new URLSearchParams(url.search);
  if (n <= 1) params.delete('page');
  else params.set('page', String(n));
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}
