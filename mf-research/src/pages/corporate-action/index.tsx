import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { CORPORATE_ACTION_KINDS, type CorporateActionKind } from '@brids/contracts/research/constants';
import type { CorporateAction } from '@brids/contracts/research';
import { formatDate } from '@brids/i18n';
import { definePage, localePath } from '@brids/platform';
import { pageHref, withQuery } from '@brids/platform/list';
import { useListNavigation } from '@brids/platform/list-navigation';
import { Container, PageHeader, Pagination, StatusLabel } from '@brids/ui';
import { Field } from '@brids/ui/field';
import { Tabs } from '@brids/ui/tabs';
import { calendarHref } from '../../api/corporate-actions.ts';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { SelectField } from '../../components/filter-field.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { ResearchListState } from '../../components/research-list-state.tsx';
import { TickerField } from '../../components/ticker-field.tsx';
import { NS, researchCatalog } from '../../i18n/index.ts';
import { columnsOf, type Column } from './columns.tsx';
import { loader, PERIODS, type ActionData } from './loader.ts';
import '../../components/research.css';

/** The link that adds an upcoming event to the visitor's calendar (.ics from the content service). */
function CalendarLink({ action, locale }: { action: CorporateAction; locale: Locale }) {
  const { t } = useTranslation(NS);
  if (!action.upcoming) return null;
  return (
    <a
      className="research-ics"
      href={calendarHref(action.slug, locale)}
      download={`${action.slug}.ics`}
      aria-label={`${t('action.addToCalendar')}: ${action.title}`}
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

export default definePage<ActionData>({
  catalogs: [researchCatalog],
  loader,
  Component: ({ data: { page, filters, list }, locale }) => {
    const { t } = useTranslation(NS);
    const location = useLocation();
    const { go } = useListNavigation();
    const actions = list.ok ? list.value.data : [];
    const meta = list.ok ? list.value.meta : undefined;
    const columns = columnsOf(filters.kind, t, locale);
    const kindNames = t('action.kind', { returnObjects: true });
    const kindName = kindNames[filters.kind];
    const hrefOfKind = (kind: string) => `${location.pathname}${withQuery(location.search, { kind, page: undefined })}`;
    const here = localePath('corporate-action', {}, locale);
    return (
      <>
        <PageHeader title={page.title} summary={page.summary} />
        <Container>
          <FilterForm label={t('filter.title')} key={location.search}>
            <input type="hidden" name="kind" value={filters.kind} />
            <TickerField value={filters.ticker} />
            <SelectField label={t('filter.period')} name="period" value={filters.period} options={PERIODS} nameOf={(p) => t('filter', { returnObjects: true })[p]} />
            <Field label={t('filter.month')} className="research-field">
              {(control) => <input {...control} type="month" name="month" defaultValue={filters.month ?? ''} />}
            </Field>
          </FilterForm>
          <Tabs
            label={t('action.tabs')}
            activation="manual"
            selected={filters.kind}
            onSelect={(kind) => go(hrefOfKind(kind))}
            items={CORPORATE_ACTION_KINDS.map((kind) => ({ id: kind, label: kindNames[kind], count: meta?.counts?.[kind], href: hrefOfKind(kind) }))}
          >
            <ResearchListState
              failed={!list.ok}
              count={actions.length}
              filtered={Boolean(filters.ticker || filters.period || filters.month)}
              clearHref={`${here}?kind=${filters.kind}`}
            >
              <ActionTable
                kind={filters.kind}
                actions={actions}
                columns={columns}
                caption={t('action.caption', { kind: kindName, count: meta?.total ?? 0 })}
                locale={locale}
              />
              <ActionCards actions={actions} columns={columns} locale={locale} />
            </ResearchListState>
            {meta ? <Pagination meta={meta} hrefOf={(n) => pageHref(location, n)} /> : null}
          </Tabs>
          <Disclaimer />
        </Container>
      </>
    );
  },
});
