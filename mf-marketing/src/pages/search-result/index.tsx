import { Link, Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListMeta, Page, SearchHit } from '@brids/contracts';
import { definePage, localePath } from '@brids/platform';
import { Container, EmptyState, PageHeader, Pagination } from '@brids/ui';
import { NS } from '../../i18n/index.ts';
import { hitHref } from './search-links.ts';
import './search-result.css';

interface SearchData {
  page: Page;
  q: string;
  hits: SearchHit[];
  meta: ListMeta | null;
}

export default definePage<SearchData>({
  loader: async ({ api, locale, url }) => {
    const q = (url.searchParams.get('q') ?? '').trim();
    const number = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const page = await api.page('search-result', locale);
    if (q.length < 2) return { page, q, hits: [], meta: null };
    const result = await api.search({ q, locale, page: number, perPage: 10 });
    return { page, q, hits: result.data, meta: result.meta };
  },
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const action = localePath('search-result', {}, locale);
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary}>
          <Form method="get" action={action} role="search" className="search-form">
            <label htmlFor="search-q" className="visually-hidden">
              {t('search.label')}
            </label>
            <input id="search-q" name="q" type="search" defaultValue={data.q} placeholder={t('search.placeholder')} minLength={2} required />
            <button type="submit">{t('search.submit')}</button>
          </Form>
        </PageHeader>
        <Container>
          {data.q.length === 0 ? <p>{t('search.prompt')}</p> : null}
          {data.q.length === 1 ? <p role="alert">{t('search.tooShort')}</p> : null}
          {data.meta && data.hits.length === 0 ? <EmptyState kind="noResult" /> : null}
          {data.meta && data.hits.length > 0 ? (
            <>
              <p role="status">{t('search.resultsFor', { count: data.meta.total, q: data.q })}</p>
              <ol className="search-hits">
                {data.hits.map((hit) => (
                  <li key={`${hit.collection}/${hit.slug}`}>
                    <Link to={hitHref(hit, locale)}>{hit.title}</Link>
                    <p>{hit.summary}</p>
                  </li>
                ))}
              </ol>
              <Pagination meta={data.meta} hrefOf={(n) => `${action}?q=${encodeURIComponent(data.q)}&page=${n}`} />
            </>
          ) : null}
        </Container>
      </>
    );
  },
});
