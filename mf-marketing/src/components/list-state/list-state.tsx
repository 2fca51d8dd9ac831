import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, type EmptyKind } from '@brids/ui';
import { NS } from '../../i18n/parts/list.ts';
import './list-state.css';

/** A list's result as the loader returns it: the data, or the failure of the list's call (the page itself still shows). */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

/** Runs a list's call; a failure becomes `{ ok: false }` so the page shows its error state instead of an error page. */
export async function loadList<T>(call: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    console.error('A list failed to load', error);
    return { ok: false };
  }
}

/**
 * Navigates to another view of the same list (a tab, a filter) and tells whether that navigation is
 * still loading: true from the call until the router lands on the new address.
 */
export function useListNavigation(): [boolean, (to: string) => void] {
  const navigate = useNavigate();
  const location = useLocation();
  const [startedAt, setStartedAt] = useState<string | null>(null);
  const go = (to: string) => {
    setStartedAt(location.key);
    void navigate(to, { preventScrollReset: true });
  };
  return [startedAt === location.key, go];
}

/**
 * The states of every list: loading (while the router fetches another tab or filter: the old list
 * stays, dimmed and busy; other page changes show the shell's progress bar), error (with a retry link to the same address), empty (spec §8 messages).
 */
export function ListState({ failed, empty, emptyKind = 'empty', retryTo, loading = false, children }: { failed: boolean; empty: boolean; emptyKind?: EmptyKind; retryTo: string; loading?: boolean; children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mk-list-state" aria-busy={loading}>
      {loading ? (
        <p className="mk-list-state__loading" role="status">
          {t('list.loading')}
        </p>
      ) : null}
      {failed ? (
        <div className="mk-list-state__error" role="alert">
          <p>{t('list.error')}</p>
          <Link to={retryTo} reloadDocument={false}>
            {t('list.retry')}
          </Link>
        </div>
      ) : empty ? (
        <EmptyState kind={emptyKind} />
      ) : (
        <div className={loading ? 'mk-list-state__stale' : undefined}>{children}</div>
      )}
    </div>
  );
}
