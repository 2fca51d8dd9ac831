import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useListNavigation } from '@brids/platform/list-navigation';
import { EmptyState, type EmptyKind } from './empty-state.tsx';
import './list-state.css';

/** A list's words, in its remote's catalog (each squad keeps its own texts). */
export interface ListStateTexts {
  loading: string;
  error: string;
  retry: string;
}

export interface ListStateProps {
  texts: ListStateTexts;
  /** Another tab, filter or page is on its way; by default the page-wide flag of `useListNavigation`. */
  busy?: boolean;
  /** The list could not be loaded. */
  failed?: boolean;
  /** Loaded, with nothing in it. */
  empty?: boolean;
  /** Which empty state (spec §8): 'empty' (no data) or 'noResult' (nothing for these filters). */
  emptyKind?: EmptyKind;
  /** Shown inside the empty state (a link that clears the filters). */
  emptyAction?: ReactNode;
  /** 'Try again' links here; without it, it is a button that loads the current address again. */
  retryTo?: string;
  children: ReactNode;
}

/**
 * The states of every list: loading (the old items stay, dimmed, the wrapper aria-busy and 'Loading…'
 * announced), error (a message and 'Try again'), empty (the design system's empty state), else the items.
 */
export function ListState({ texts, busy, failed = false, empty = false, emptyKind = 'empty', emptyAction, retryTo, children }: ListStateProps) {
  const navigation = useListNavigation();
  const location = useLocation();
  const loading = busy ?? navigation.busy;
  let content: ReactNode = children;
  if (failed) {
    content = (
      <div className="ui-list-state__error" role="alert">
        <p>{texts.error}</p>
        {retryTo === undefined ? (
          <button type="button" className="ui-list-state__retry" onClick={() => navigation.go(`${location.pathname}${location.search}`)}>
            {texts.retry}
          </button>
        ) : (
          <Link to={retryTo} onClick={navigation.mark}>
            {texts.retry}
          </Link>
        )}
      </div>
    );
  } else if (empty) {
    content = <EmptyState kind={emptyKind}>{emptyAction}</EmptyState>;
  }
  return (
    <div className="ui-list-state" aria-busy={loading}>
      {loading ? (
        <p className="ui-list-state__loading" role="status">
          {texts.loading}
        </p>
      ) : null}
      {content}
    </div>
  );
}
