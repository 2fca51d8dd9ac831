import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@brids/ui';
import { NS } from '../i18n/index.ts';

/**
 * Navigations to another tab, filter or page of this page's list: `go(search)` navigates and `busy`
 * is true until the new location has rendered (react-router's `useNavigation` is not in the shared
 * copy the shell provides, so the page keeps track itself: the location's key changes when done).
 */
export function useListNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  return {
    busy: pendingFrom !== null && pendingFrom === location.key,
    /** Marks the list busy for a navigation the caller starts itself (a link). */
    mark: () => setPendingFrom(location.key),
    go: (search: string) => {
      setPendingFrom(location.key);
      void navigate(`${location.pathname}${search}`, { preventScrollReset: true });
    },
  };
}

export interface ListStateProps {
  /** Another tab or filter of the list is on its way. */
  busy?: boolean;
  /** The list could not be loaded. */
  failed?: boolean;
  /** Loaded, with nothing in it. */
  empty?: boolean;
  children?: ReactNode;
}

/**
 * The states of a list: loading (the old items dimmed, 'Loading…' announced), error (a message and
 * 'Try again', which loads the page's data again), empty (the design system's empty state), else the items.
 */
export function ListState({ busy = false, failed = false, empty = false, children }: ListStateProps) {
  const { t } = useTranslation(NS);
  const retry = useListNavigation();
  const loading = busy || retry.busy;
  let content: ReactNode = children;
  if (failed) {
    content = (
      <div className="edu-list-error" role="alert">
        <p>{t('list.error')}</p>
        <button type="button" className="edu-button" onClick={() => retry.go(window.location.search)}>
          {t('list.retry')}
        </button>
      </div>
    );
  } else if (empty) {
    content = <EmptyState kind="empty" />;
  }
  return (
    <div className="edu-list" aria-busy={loading}>
      {loading ? (
        <p className="edu-list-loading" role="status">
          {t('list.loading')}
        </p>
      ) : null}
      {content}
    </div>
  );
}
