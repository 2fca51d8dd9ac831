import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListState } from '@brids/ui/list-state';
import { NS } from '../i18n/index.ts';

/**
 * A research list in the kit's `ListState`, in the research words: its items (marked busy while the next
 * filter, tab or page loads), an error whose 'Try again' loads this address again, or the empty state (with
 * a link that clears the filters when the list is filtered).
 */
export function ResearchListState({ failed, count, filtered, clearHref, children }: {
  failed: boolean;
  count: number;
  filtered: boolean;
  clearHref: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  return (
    <ListState
      texts={{ loading: t('state.loading'), error: t('state.error'), retry: t('state.retry') }}
      failed={failed}
      empty={count === 0}
      emptyKind={filtered ? 'noResult' : 'empty'}
      emptyAction={filtered ? <Link to={clearHref}>{t('state.clear')}</Link> : undefined}
      retryTo={`${location.pathname}${location.search}`}
    >
      {children}
    </ListState>
  );
}
