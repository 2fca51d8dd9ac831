import { Link } from 'react-router';
import type { Locale } from '@brids/contracts';
import { formatNumber } from '@brids/i18n';

export interface FilterLink {
  label: string;
  /** Where choosing it leads (the same page with the filter in its query). */
  to: string;
  current: boolean;
  count?: number | undefined;
}

/** A row of filter choices as links (each a URL of its own), the chosen one marked current, with counters. */
export function FilterLinks({ label, items, locale, onChoose }: { label: string; items: FilterLink[]; locale: Locale; onChoose?: () => void }) {
  return (
    <nav className="edu-filters" aria-label={label}>
      <span className="edu-filters__label" aria-hidden="true">{label}</span>
      {items.map((item) => (
        <Link key={item.to} to={item.to} aria-current={item.current ? 'true' : undefined} preventScrollReset onClick={onChoose}>
          {item.label}
          {item.count === undefined ? null : <span className="edu-filters__count">{formatNumber(item.count, locale)}</span>}
        </Link>
      ))}
    </nav>
  );
}
