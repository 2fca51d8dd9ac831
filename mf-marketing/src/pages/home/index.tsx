import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EntrySummary, Locale, Page } from '@brids/contracts';
import { definePage, findRoute, localePath, useSiteStore } from '@brids/platform';
import { Container, EntryList, RichText } from '@brids/ui';
import { NS } from '../../i18n/index.ts';
import './home.css';

interface HomeData {
  page: Page;
  promos: EntrySummary[];
  blogs: EntrySummary[];
}

/** Pages a visitor most often looks for, linked from the home page's quick links. */
const QUICK_LINKS = ['stock', 'mutual-fund', 'stock-account', 'research-report', 'investment-calculator', 'education'];

function QuickLinks({ locale }: { locale: Locale }) {
  return (
    <ul className="home-quick-links">
      {QUICK_LINKS.filter((name) => findRoute(name, locale)).map((name) => (
        <li key={name}>
          <Link to={localePath(name, {}, locale)}>{findRoute(name, locale)?.title}</Link>
        </li>
      ))}
    </ul>
  );
}

function Latest({ title, entries, list, detail, locale }: { title: string; entries: EntrySummary[]; list: string; detail: string; locale: Locale }) {
  const { t } = useTranslation(NS);
  return (
    <section className="ui-section" aria-labelledby={`home-${list}`}>
      <div className="home-section-head">
        <h2 id={`home-${list}`}>{title}</h2>
        <Link to={localePath(list, {}, locale)}>{t('home.seeAll')}</Link>
      </div>
      <EntryList entries={entries} locale={locale} hrefOf={(entry) => localePath(detail, { slug: entry.slug }, locale)} />
    </section>
  );
}

export default definePage<HomeData>({
  loader: async ({ api, locale }) => {
    const [page, promos, blogs] = await Promise.all([
      api.page('home', locale),
      api.list('promos', { locale, perPage: 3 }),
      api.list('blogs', { locale, perPage: 3 }),
    ]);
    return { page, promos: promos.data, blogs: blogs.data };
  },
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const { t: common } = useTranslation('common');
    useEffect(() => {
      document.title = `${common('site.name')} | ${data.page.title}`;
    }, [common, data.page.title]);
    // The hero sits under the header: ask the shell for its transparent variant while shown.
    useEffect(() => {
      const { setTransparentHeader } = useSiteStore.getState();
      setTransparentHeader(true);
      return () => setTransparentHeader(false);
    }, []);
    return (
      <>
        <section className="home-hero">
          <Container>
            <h1>{data.page.summary}</h1>
            <RichText html={data.page.body} />
            <QuickLinks locale={locale} />
          </Container>
        </section>
        <Container>
          <Latest title={t('home.latestPromos')} entries={data.promos} list="promo" detail="promo-detail" locale={locale} />
          <Latest title={t('home.latestBlogs')} entries={data.blogs} list="blog" detail="blog-detail" locale={locale} />
        </Container>
      </>
    );
  },
});
