import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListMeta } from '@brids/contracts';
import { EmptyState } from '@brids/ui';
import { NS } from '../i18n/index.ts';
import { pageOf } from './list-query.ts';
import { usePending } from './pending.ts';

/**
 * A list's states: its items while the next filter or page loads (marked busy), an error with a way to try
 * again, or the empty state (no data at all, or nothing for these filters, with a way to clear them).
 */
export function ListStatus({ failed, count, filtered, clearHref, children }: {
  failed: boolean;
  count: number;
  filtered: boolean;
  clearHref: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const busy = usePending();
  let body: ReactNode = children;
  if (failed) {
    body = (
      <div className="research-error" role="alert">
        <p>{t('state.error')}</p>
        <Link to={`${location.pathname}${location.search}`} reloadDocument>
          {t('state.retry')}
        </Link>
      </div>
    );
  } else if (count === 0) {
    body = filtered ? (
      <EmptyState kind="noResult">
        <Link to={clearHref}>{t('state.clear')}</Link>
      </EmptyState>
    ) : (
      <EmptyState kind="empty" />
    );
  }
  return (
    <div className="research-list" aria-busy={busy} data-busy={busy || undefined}>
      {busy ? <p className="research-loading" role="status">{t('state.loading')}</p> : null}
      {body}
    </div>
  );
}

/**
 * Runs a list call for the page of the list the URL asks for (`?page=`, `perPage` items; the call adds
 * `paging` to its query last): its items and meta, or, when it fails, no items and `failed` (the list's
 * error state instead of failing the whole page; a 404 still fails it).
 */
export async function settleList<T, M extends ListMeta>(
  url: URL,
  perPage: number,
  call: (paging: { 'page[number]': number; 'page[size]': number }) => Promise<{ data: T[]; meta: M }>,
): Promise<{ items: T[]; meta: M | ListMeta; failed: boolean }> {
  try {
    const { data, meta } = await call({ 'page[number]': pageOf(url), 'page[size]': perPage });
    return { items: data, meta, failed: false };
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw error;
    return { items: [], meta: { page: 1, perPage, total: 0 }, failed: true };
  }
}
