import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListMeta } from '@brids/contracts';
import { pageItems } from './pagination-pages.ts';
import './components.css';

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path d={direction === 'previous' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Page links (40px squares, spec §9): previous, the first and last pages, the pages around the
 * current one, next. `hrefOf(page)` keeps the rest of the query.
 */
export function Pagination({ meta, hrefOf }: { meta: ListMeta; hrefOf: (page: number) => string }) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(meta.total / meta.perPage));
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, meta.page), pages);
  const step = (direction: 'previous' | 'next', target: number) =>
    target < 1 || target > pages ? (
      <span className="ui-pagination__step" aria-disabled="true">
        <Arrow direction={direction} />
      </span>
    ) : (
      <Link to={hrefOf(target)} className="ui-pagination__step" aria-label={t(`list.${direction}`)} rel={direction === 'previous' ? 'prev' : 'next'}>
        <Arrow direction={direction} />
      </Link>
    );
  return (
    <nav className="ui-pagination" aria-label={t('list.pagination')}>
      <ul>
        <li>{step('previous', current - 1)}</li>
        {pageItems(current, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="ui-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link to={hrefOf(item)} aria-label={t('list.page', { page: item })} aria-current={item === current ? 'page' : undefined}>
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{step('next', current + 1)}</li>
      </ul>
    </nav>
  );
}
