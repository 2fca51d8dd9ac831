import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Page } from '@brids/contracts';
import type { AnnouncementList } from '@brids/contracts/marketing';
import { formatDate, formatNumber } from '@brids/i18n';
import { pageCall } from '@brids/contracts/page-call';
import { definePage, localePath } from '@brids/platform';
import { Container, PageHeader, Pagination } from '@brids/ui';
import { loadList, paging, type Loaded } from '@brids/platform/list';
import { ListState } from '@brids/ui/list-state';
import { useListTexts } from '../../components/list-texts.ts';
import { NS } from '../../i18n/ns.ts';
import { announcementCatalog } from '../../i18n/parts/announcement.ts';
import { listCatalog } from '../../i18n/parts/list.ts';
import { ANNOUNCEMENT_PAGE_SIZE, announcementsCall } from '../../api/announcements.ts';
import '../../components/cards/cards.css';
import './announcement.css';

interface AnnouncementData {
  page: Page;
  year: number | null;
  list: Loaded<AnnouncementList>;
}

/** Announcements by date, newest first, with a year filter; the empty state says 'Data tidak ditemukan' (spec §8). */
export default definePage<AnnouncementData>({
  catalogs: [announcementCatalog, listCatalog],
  loader: async ({ api, locale, url }) => {
    const raw = url.searchParams.get('year') ?? '';
    const year = /^(19|20)\d{2}$/.test(raw) ? Number(raw) : null;
    const [page, list] = await Promise.all([
      pageCall(api, { slug: 'announcement', locale }),
      loadList(announcementsCall(api, { locale, ...paging(url, ANNOUNCEMENT_PAGE_SIZE), year: year ?? undefined })),
    ]);
    return { page: page.data, year, list };
  },
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const listTexts = useListTexts();
    const base = localePath('announcement', {}, locale);
    const hrefOf = (page: number) => {
      const query = new URLSearchParams();
      if (data.year) query.set('year', String(data.year));
      if (page > 1) query.set('page', String(page));
      const qs = query.toString();
      return qs ? `${base}?${qs}` : base;
    };
    const list = data.list.ok ? data.list.value : null;
    const years = [...new Set([...(list?.meta.years ?? []), ...(data.year ? [data.year] : [])])].sort((a, b) => b - a);
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary} />
        <Container>
          <Form method="get" action={base} className="mk-toolbar">
            <div>
              <label htmlFor="announcement-year">{t('announcement.year')}</label>
              <select id="announcement-year" name="year" className="mk-select" defaultValue={data.year ?? ''} key={data.year ?? 'all'}>
                <option value="">{t('announcement.allYears')}</option>
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="mk-button mk-button--primary">
              {t('announcement.filter')}
            </button>
          </Form>
          <ListState texts={listTexts} failed={!list} empty={list?.data.length === 0} emptyKind="announcements" retryTo={hrefOf(1)}>
            <ol className="mk-announcements">
              {list?.data.map((item) => (
                <li key={item.slug}>
                  <time dateTime={item.published_at}>{formatDate(item.published_at, locale)}</time>
                  <h2>
                    <Link to={localePath('announcement-detail', { slug: item.slug }, locale)}>{item.title}</Link>
                  </h2>
                  <p>{item.summary}</p>
                  {item.attachment_count > 0 ? (
                    <p className="mk-announcements__files">{t('announcement.attachmentCount', { count: item.attachment_count, n: formatNumber(item.attachment_count, locale) })}</p>
                  ) : null}
                </li>
              ))}
            </ol>
            {list ? <Pagination meta={list.meta} hrefOf={hrefOf} /> : null}
          </ListState>
        </Container>
      </>
    );
  },
});
