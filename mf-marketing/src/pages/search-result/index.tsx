import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, Page } from '@brids/contracts';
import type { SearchResult, SearchResultList } from '@brids/contracts/marketing';
import { formatDate } from '@brids/i18n';
import { pageCall } from '@brids/contracts/page-call';
import { definePage, findRoute, localePath } from '@brids/platform';
import { Container, PageHeader, Pagination } from '@brids/ui';
import { Tabs } from '@brids/ui/tabs';
import { loadList, paging, type Loaded } from '@brids/platform/list';
import { useListNavigation } from '@brids/platform/list-navigation';
import { ListState } from '@brids/ui/list-state';
import { useListTexts } from '../../components/list-texts.ts';
import { NS, type MarketingKey } from '../../i18n/ns.ts';
import { searchCatalog } from '../../i18n/parts/search.ts';
import { listCatalog } from '../../i18n/parts/list.ts';
import { SEARCH_PAGE_SIZE, siteSearchCall } from '../../api/site-search.ts';
import './search-result.css';

interface SearchData {
  page: Page;
  q: string;
  kind: string;
  result: Loaded<SearchResultList> | null;
}

const ALL = 'all';

/** The label of each kind of result the site search sends; another kind shows as it is. */
const KIND_LABEL = {
  product: 'search.kinds.product',
  service: 'search.kinds.service',
  page: 'search.kinds.page',
  blog: 'search.kinds.blog',
  announcement: 'search.kinds.announcement',
  promo: 'search.kinds.promo',
  faq: 'search.kinds.faq',
  'research-report': 'search.kinds.research-report',
  'sapa-mentari': 'search.kinds.sapa-mentari',
  company: 'search.kinds.company',
  'company-news': 'search.kinds.company-news',
  'corporate-action': 'search.kinds.corporate-action',
  recommendation: 'search.kinds.recommendation',
  'educational-video': 'search.kinds.educational-video',
  'learn-investment': 'search.kinds.learn-investment',
  'eduvest-event': 'search.kinds.eduvest-event',
} as const satisfies Record<string, MarketingKey>;

/** Where a result links: its route in the visitor's locale, or nowhere when that route is not on the site. */
export function resultHref(hit: SearchResult, locale: Locale): string | null {
  return findRoute(hit.route, locale) ? localePath(hit.route, hit.params, locale) : null;
}

function Snippet({ hit }: { hit: SearchResult }) {
  return (
    <p className="search-hit__snippet">
      {hit.snippet.map((piece, i) => (piece.mark ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>))}
    </p>
  );
}

/** Site search: results of every kind, ranked, as tabs with counters; matched words highlighted; 'no result found'. */
export default definePage<SearchData>({
  catalogs: [searchCatalog, listCatalog],
  loader: async ({ api, locale, url }) => {
    const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
    const rawKind = url.searchParams.get('kind') ?? '';
    const kind = /^[a-z][a-z-]{0,39}$/.test(rawKind) ? rawKind : ALL;
    const [page, result] = await Promise.all([
      pageCall(api, { slug: 'search-result', locale }),
      q.length >= 2 ? loadList(siteSearchCall(api, { locale, q, kind: kind === ALL ? undefined : kind, ...paging(url, SEARCH_PAGE_SIZE) })) : Promise.resolve(null),
    ]);
    return { page: page.data, q, kind, result };
  },
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const kindLabel = (kind: string) => (Object.hasOwn(KIND_LABEL, kind) ? t(KIND_LABEL[kind as keyof typeof KIND_LABEL]) : kind);
    const { go } = useListNavigation();
    const listTexts = useListTexts();
    const action = localePath('search-result', {}, locale);
    const hrefOf = (kind: string, page = 1) => {
      const query = new URLSearchParams({ q: data.q });
      if (kind !== ALL) query.set('kind', kind);
      if (page > 1) query.set('page', String(page));
      return `${action}?${query.toString()}`;
    };
    const result = data.result?.ok ? data.result.value : null;
    const tabs = result
      ? [
          { id: ALL, label: t('search.all'), count: result.meta.all, href: hrefOf(ALL) },
          ...result.meta.kinds.map((k) => ({ id: k.kind, label: kindLabel(k.kind), count: k.count, href: hrefOf(k.kind) })),
        ]
      : [];
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary}>
          <Form method="get" action={action} role="search" className="search-form">
            <label htmlFor="search-q" className="visually-hidden">
              {t('search.label')}
            </label>
            <input id="search-q" name="q" type="search" defaultValue={data.q} key={data.q} placeholder={t('search.placeholder')} minLength={2} maxLength={100} required />
            <button type="submit">{t('search.submit')}</button>
          </Form>
        </PageHeader>
        <Container>
          {data.q.length === 0 ? <p>{t('search.prompt')}</p> : null}
          {data.q.length === 1 ? <p role="alert">{t('search.tooShort')}</p> : null}
          {data.result ? (
            <ListState texts={listTexts} failed={!result} empty={result?.meta.all === 0} emptyKind="noResult" retryTo={hrefOf(data.kind)}>
              {result ? (
                <>
                  <p role="status">{t('search.resultsFor', { count: result.meta.all, q: data.q })}</p>
                  <Tabs label={t('search.tabs')} items={tabs} selected={data.kind} activation="manual" onSelect={(kind) => go(hrefOf(kind))}>
                    <ol className="search-hits">
                      {result.data.map((hit) => {
                        const href = resultHref(hit, locale);
                        return (
                          <li key={`${hit.route}/${JSON.stringify(hit.params)}`}>
                            <p className="search-hit__kind">
                              {kindLabel(hit.kind)}
                              {hit.published_at ? <> · <time dateTime={hit.published_at}>{formatDate(hit.published_at, locale)}</time></> : null}
                            </p>
                            <h2 className="search-hit__title">{href ? <Link to={href}>{hit.title}</Link> : hit.title}</h2>
                            <Snippet hit={hit} />
                          </li>
                        );
                      })}
                    </ol>
                    <Pagination meta={result.meta} hrefOf={(n) => hrefOf(data.kind, n)} />
                  </Tabs>
                </>
              ) : null}
            </ListState>
          ) : null}
        </Container>
      </>
    );
  },
});
