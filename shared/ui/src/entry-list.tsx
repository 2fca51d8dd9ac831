import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EntrySummary, Locale } from '@brids/contracts';
import { formatDate } from '@brids/i18n';
import { EmptyState, type EmptyKind } from './empty-state.tsx';
import './components.css';

export interface EntryListProps {
  entries: EntrySummary[];
  locale: Locale;
  /** Link of one entry, made with localePath by the caller. */
  hrefOf?: (entry: EntrySummary) => string;
  emptyKind?: EmptyKind;
}

/** Cards of a list page, with their empty state. */
export function EntryList({ entries, locale, hrefOf, emptyKind = 'empty' }: EntryListProps) {
  const { t } = useTranslation('common');
  if (entries.length === 0) return <EmptyState kind={emptyKind} />;
  return (
    <ul className="ui-entry-list">
      {entries.map((entry) => (
        <li key={entry.slug} className="ui-entry-card">
          {entry.category ? <span className="ui-entry-card__category">{entry.category}</span> : null}
          <h2 className="ui-entry-card__title">
            {hrefOf ? <Link to={hrefOf(entry)}>{entry.title}</Link> : entry.title}
          </h2>
          <p className="ui-entry-card__summary">{entry.summary}</p>
          <p className="ui-entry-card__meta">{t('list.publishedOn', { date: formatDate(entry.published_at, locale) })}</p>
        </li>
      ))}
    </ul>
  );
}
