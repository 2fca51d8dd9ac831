import { researchPage } from '../../components/research-page.ts';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListMeta, Page } from '@brids/contracts';
import { researchList, sapaMentariSummary, type SapaMentariSummary } from '@brids/contracts/research';
import { formatDate, formatNumber } from '@brids/i18n';
import { localePath } from '@brids/platform';
import { Container, PageHeader, Pagination } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { SelectField } from '../../components/filter-field.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { pageHref } from '../../components/list-query.ts';
import { monthLabel, signed, signedPercent } from '../../components/format.ts';
import { ListStatus, settleList } from '../../components/list-status.tsx';
import { NS } from '../../i18n/index.ts';
import '../../components/research.css';

interface EditionListData {
  page: Page;
  month: string | undefined;
  items: SapaMentariSummary[];
  meta: ListMeta & { counts?: Record<string, number> };
  failed: boolean;
}

export default researchPage<EditionListData>({
  loader: async ({ api, locale, url }) => {
    const asked = url.searchParams.get('month') ?? '';
    const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : undefined;
    const [page, list] = await Promise.all([
      api.page('sapa-mentari', locale),
      settleList(url, 12, (paging) =>
        api.get('/sapa-mentari', researchList(sapaMentariSummary), {
          locale,
          'filter[month]': month,
          ...paging,
        }),
      ),
    ]);
    return { page, month, ...list };
  },
  Component: ({ data: { page, month, items: editions, meta, failed }, locale }) => {
    const { t } = useTranslation(NS);
    const location = useLocation();
    const months = Object.keys(meta.counts ?? {});
    if (month && !months.includes(month)) months.unshift(month);
    return (
      <>
        <PageHeader title={page.title} summary={page.summary} />
        <Container>
          <FilterForm label={t('filter.title')} key={location.search}>
            <SelectField
              label={t('filter.month')}
              name="month"
              value={month}
              options={months}
              nameOf={(m) => `${monthLabel(m, locale)}${meta.counts?.[m] ? ` (${formatNumber(meta.counts[m], locale)})` : ''}`}
            />
          </FilterForm>
          <ListStatus failed={failed} count={editions.length} filtered={Boolean(month)} clearHref={localePath('sapa-mentari', {}, locale)}>
            <ul className="research-editions">
              {editions.map((e) => (
                <li key={e.slug} className="ui-entry-card">
                  <p className="ui-entry-card__meta">
                    <time dateTime={e.edition_date}>{formatDate(`${e.edition_date}T00:00:00+07:00`, locale)}</time>
                  </p>
                  <h2 className="ui-entry-card__title">
                    <Link to={localePath('sapa-mentari-detail', { slug: e.slug }, locale)}>{e.title}</Link>
                  </h2>
                  <p className="ui-entry-card__summary">{e.headline}</p>
                  <p className="research-index">
                    {t('mentari.indexClose')}: <strong>{formatNumber(e.index_close, locale, 2)}</strong>{' '}
                    <span className={e.index_change >= 0 ? 'research-up' : 'research-down'}>
                      {signed(e.index_change, locale)} ({signedPercent(e.index_change_percent, locale)})
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          </ListStatus>
          <Pagination meta={meta} hrefOf={(n) => pageHref(location, n)} />
          <Disclaimer />
        </Container>
      </>
    );
  },
});
