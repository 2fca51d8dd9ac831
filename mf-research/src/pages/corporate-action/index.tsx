import { researchPage } from '../../components/research-page.ts';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListMeta, Locale, Page } from '@brids/contracts';
import { CORPORATE_ACTION_KINDS, corporateAction, researchList, type CorporateAction, type CorporateActionKind } from '@brids/contracts/research';
import { formatDate } from '@brids/i18n';
import { localePath } from '@brids/platform';
import { Container, PageHeader, Pagination, StatusLabel } from '@brids/ui';
import { Tabs } from '@brids/ui/tabs';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { Field, SelectField } from '../../components/filter-field.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { TickerField } from '../../components/ticker-field.tsx';
import { allowed, pageHref } from '../../components/list-query.ts';
import { ListStatus, settleList } from '../../components/list-status.tsx';
import { NS } from '../../i18n/index.ts';
import { markPending } from '../../components/pending.ts';
import { columnsOf, type Column } from './columns.tsx';
import '../../components/research.css';

const PERIODS = ['upcoming', 'past'] as const;

/** The page's filters from the URL; the dividend tab when no kind is asked for. */
export function actionFilters(url: URL) {
  const get = (key: string) => url.searchParams.get(key)?.trim() ?? '';
  return {
    kind: allowed(get('kind'), CORPORATE_ACTION_KINDS) ?? 'dividend',
    ticker: /^[A-Za-z]{2,6}$/.test(get('ticker')) ? get('ticker').toUpperCase() : undefined,
    period: allowed(get('period'), PERIODS),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(get('month')) ? get('month') : undefined,
  };
}
type Filters = ReturnType<typeof actionFilters>;

interface ActionData {
  page: Page;
  filters: Filters;
  items: CorporateAction[];
  meta: ListMeta & { counts?: Record<string, number> };
  failed: boolean;
}

/** The link that adds an upcoming event to the visitor's calendar (.ics from the content service). */
function CalendarLink({ action, locale }: { action: CorporateAction; locale: Locale }) {
  const { t } = useTranslation(NS);
  if (!action.upcoming) return null;
  return (
    <a
      className="research-ics"
      href={`/api/corporate-actions/${encodeURIComponent(action.slug)}/calendar.ics?locale=${locale}`}
      download={`${action.slug}.ics`}
      aria-label={t('action.addToCalendarOf', { title: action.title })}
    >
      {t('action.addToCalendar')}
    </a>
  );
}

function Status({ action }: { action: CorporateAction }) {
  const { t } = useTranslation(NS);
  return <StatusLabel variant={action.upcoming ? 'success' : 'warning'}>{t(action.upcoming ? 'filter.upcoming' : 'filter.past')}</StatusLabel>;
}

function ActionTable({ kind, actions, columns, caption, locale }: { kind: CorporateActionKind; actions: CorporateAction[]; columns: Column[]; caption: string; locale: Locale }) {
  const { t } = useTranslation(NS);
  const calendar = kind !== 'dividend-history';
  return (
    <div className="research-table research-only-wide" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('action.issuer')}</th>
            <th scope="col">{t('action.date')}</th>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? 'research-num' : undefined}>
                {c.label}
              </th>
            ))}
            {calendar ? <th scope="col">{t('action.status')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {actions.map((a) => (
            <tr key={a.slug}>
              <th scope="row">
                <strong className="research-ticker">{a.ticker}</strong> <span className="research-issuer">{a.issuer}</span>
              </th>
              <td>{formatDate(`${a.date}T00:00:00+07:00`, locale)}</td>
              {columns.map((c) => (
                <td key={c.label} className={c.numeric ? 'research-num' : undefined}>
                  {c.cell(a)}
                </td>
              ))}
              {calendar ? (
                <td>
                  <Status action={a} /> <CalendarLink action={a} locale={locale} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ActionCards({ actions, columns, locale }: { actions: CorporateAction[]; columns: Column[]; locale: Locale }) {
  return (
    <ul className="research-action-cards research-only-narrow">
      {actions.map((a) => (
        <li key={a.slug} className="ui-entry-card">
          <p className="research-card__top">
            <span className="research-ticker">{a.ticker}</span>
            <Status action={a} />
          </p>
          <h3 className="ui-entry-card__title">{a.title}</h3>
          <p className="ui-entry-card__meta">
            {a.issuer} · <time dateTime={a.date}>{formatDate(`${a.date}T00:00:00+07:00`, locale)}</time>
          </p>
          <dl className="research-card__rows">
            {columns.map((c) => (
              <div key={c.label}>
                <dt>{c.label}</dt>
                <dd>{c.cell(a)}</dd>
              </div>
            ))}
          </dl>
          <CalendarLink action={a} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

export default researchPage<ActionData>({
  loader: async ({ api, locale, url }) => {
    const filters = actionFilters(url);
    const [page, list] = await Promise.all([
      api.page('corporate-action', locale),
      settleList(url, 12, (paging) =>
        api.get('/corporate-actions', researchList(corporateAction), {
          locale,
          'filter[kind]': filters.kind,
          'filter[ticker]': filters.ticker,
          'filter[period]': filters.period,
          'filter[month]': filters.month,
          ...paging,
        }),
      ),
    ]);
    return { page, filters, ...list };
  },
  Component: ({ data: { page, filters, items: actions, meta, failed }, locale }) => {
    const { t } = useTranslation(NS);
    const location = useLocation();
    const navigate = useNavigate();
    const columns = columnsOf(filters.kind, t, locale);
    const kindName = t(`action.kind.${filters.kind}`);
    const hrefOfKind = (kind: string) => {
      const params = new URLSearchParams(location.search);
      params.set('kind', kind);
      params.delete('page');
      return `${location.pathname}?${params}`;
    };
    const select = (kind: string) => {
      markPending();
      void navigate(hrefOfKind(kind), { preventScrollReset: true });
    };
    const here = localePath('corporate-action', {}, locale);
    return (
      <>
        <PageHeader title={page.title} summary={page.summary} />
        <Container>
          <FilterForm label={t('filter.title')} key={location.search}>
            <input type="hidden" name="kind" value={filters.kind} />
            <TickerField value={filters.ticker} />
            <SelectField label={t('filter.period')} name="period" value={filters.period} options={PERIODS} nameOf={(p) => t(`filter.${p}`)} />
            <Field label={t('filter.month')}>
              <input type="month" name="month" defaultValue={filters.month ?? ''} />
            </Field>
          </FilterForm>
          <Tabs
            label={t('action.tabs')}
            activation="manual"
            selected={filters.kind}
            onSelect={select}
            items={CORPORATE_ACTION_KINDS.map((kind) => ({ id: kind, label: t(`action.kind.${kind}`), count: meta.counts?.[kind], href: hrefOfKind(kind) }))}
          >
            <ListStatus
              failed={failed}
              count={actions.length}
              filtered={Boolean(filters.ticker || filters.period || filters.month)}
              clearHref={`${here}?kind=${filters.kind}`}
            >
              <ActionTable
                kind={filters.kind}
                actions={actions}
                columns={columns}
                caption={t('action.caption', { kind: kindName, count: meta.total })}
                locale={locale}
              />
              <ActionCards actions={actions} columns={columns} locale={locale} />
            </ListStatus>
            <Pagination meta={meta} hrefOf={(n) => pageHref(location, n)} />
          </Tabs>
          <Disclaimer />
        </Container>
      </>
    );
  },
});
