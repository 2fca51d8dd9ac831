import type { Collection, Entry, EntrySummary, ListMeta, Locale, Page } from '@brids/contracts';
import { definePage, localePath, type PageDefinition } from '@brids/platform';
import { formatDate } from '@brids/i18n';
import { useTranslation } from 'react-i18next';
import { Container } from './container.tsx';
import { crumbTo } from './crumbs.ts';
import type { EmptyKind } from './empty-state.tsx';
import { EntryList } from './entry-list.tsx';
import { PageHeader } from './page-header.tsx';
import { Pagination } from './pagination.tsx';
import { RichText } from './rich-text.tsx';

export interface CollectionListOptions {
  collection: Collection;
  /** Route name of this list page: its content-service page gives the title and lead. */
  route: string;
  /** Route name of an entry's page; its param is `slug`. */
  detailRoute?: string;
  trail?: string[];
  emptyKind?: EmptyKind;
  perPage?: number;
}

export interface CollectionListData {
  page: Page;
  entries: EntrySummary[];
  meta: ListMeta;
}

function pageNumber(url: URL): number {
  const value = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(value) && value > 0 ? value : 1;
}

/** A list page: intro from the content service's page, entries of a collection, pagination. */
export function collectionListPage(options: CollectionListOptions): PageDefinition<CollectionListData> {
  return definePage<CollectionListData>({
    loader: async ({ api, locale, url }) => {
      const [page, list] = await Promise.all([
        api.page(options.route, locale),
        api.list(options.collection, { locale, page: pageNumber(url), perPage: options.perPage ?? 12 }),
      ]);
      return { page, entries: list.data, meta: list.meta };
    },
    Component: ({ data, locale }) => (
      <>
        <PageHeader
          title={data.page.title}
          summary={data.page.summary}
          trail={(options.trail ?? []).map((name) => crumbTo(name, locale))}
        />
        <Container>
          <EntryList
            entries={data.entries}
            locale={locale}
            emptyKind={options.emptyKind ?? 'empty'}
            {...(options.detailRoute
              ? { hrefOf: (entry: EntrySummary) => localePath(options.detailRoute!, { slug: entry.slug }, locale) }
              : {})}
          />
          <Pagination meta={data.meta} hrefOf={(page) => `${localePath(options.route, {}, locale)}?page=${page}`} />
        </Container>
      </>
    ),
  });
}

export interface CollectionDetailOptions {
  collection: Collection;
  /** Route name of the list this entry belongs to (breadcrumb). */
  listRoute: string;
  trail?: string[];
}

function EntryMeta({ entry, locale }: { entry: Entry; locale: Locale }) {
  const { t } = useTranslation('common');
  return <p className="ui-entry-card__meta">{t('list.publishedOn', { date: formatDate(entry.published_at, locale) })}</p>;
}

/** An entry's page: `:slug` of a collection; an unknown slug is a 404. */
export function collectionDetailPage(options: CollectionDetailOptions): PageDefinition<Entry> {
  return definePage<Entry>({
    loader: ({ api, locale, params }) => api.entry(options.collection, params.slug ?? '', locale),
    Component: ({ data, locale }) => (
      <>
        <PageHeader
          title={data.title}
          summary={data.summary}
          trail={[...(options.trail ?? []), options.listRoute].map((name) => crumbTo(name, locale))}
        >
          <EntryMeta entry={data} locale={locale} />
        </PageHeader>
        <Container>
          <RichText html={data.body} />
        </Container>
      </>
    ),
  });
}
