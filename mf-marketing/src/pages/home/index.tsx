import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { researchTeaserList, type AnnouncementSummary, type BlogPostSummary, type HomeContent, type PromoSummary, type ResearchTeaser } from '@brids/contracts/marketing';
import { definePage, findRoute, localePath, useSiteStore } from '@brids/platform';
import { Container } from '@brids/ui';
import { loadList, type Loaded } from '../../components/list-state/list-state.tsx';
import { NS } from '../../i18n/parts/home.ts';
import '../../i18n/parts/list.ts';
import { marketingApi } from '../../lib/api.ts';
import { HeroCarousel } from './hero-carousel.tsx';
import './home.css';

/** Everything below the hero and the quick links: loaded beside the first view, not in it. */
const HomeSections = lazy(() => import('./home-sections.tsx'));

export interface HomeData {
  home: HomeContent;
  research: Loaded<ResearchTeaser[]>;
  promos: Loaded<PromoSummary[]>;
  announcements: Loaded<AnnouncementSummary[]>;
  blogs: Loaded<BlogPostSummary[]>;
}

export default definePage<HomeData>({
  loader: async ({ api, locale }) => {
    const [home, research, promos, announcements, blogs] = await Promise.all([
      marketingApi.home(api, locale),
      loadList(api.get('/research-reports', researchTeaserList, { locale, 'page[size]': 3 }).then((r) => r.data)),
      loadList(marketingApi.promos(api, locale, 1, 3).then((r) => r.data)),
      loadList(marketingApi.announcements(api, locale, 1, undefined, 3).then((r) => r.data)),
      loadList(marketingApi.blogPosts(api, locale, 1, undefined, 3).then((r) => r.data)),
    ]);
    return { home, research, promos, announcements, blogs };
  },
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const { t: common } = useTranslation('common');
    useEffect(() => {
      document.title = `${common('site.name')} | ${findRoute('home', locale)?.title ?? ''}`;
    }, [common, locale]);
    // The hero sits under the header: ask the shell for its transparent variant while shown.
    useEffect(() => {
      const { setTransparentHeader } = useSiteStore.getState();
      setTransparentHeader(true);
      return () => setTransparentHeader(false);
    }, []);
    const links = data.home.quick_links.filter((link) => findRoute(link.route, locale));
    return (
      <>
        <HeroCarousel slides={data.home.slides} />
        <Container>
          {links.length > 0 ? (
            <nav aria-label={t('home.quickLinks')} className="home-quick">
              <ul className="home-quick-links">
                {links.map((link) => (
                  <li key={link.route}>
                    <Link to={localePath(link.route, {}, locale)}>
                      <span className={`home-quick-links__icon home-quick-links__icon--${link.icon}`} aria-hidden="true" />
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <Suspense fallback={<div className="home-sections-placeholder" />}>
            <HomeSections data={data} locale={locale} />
          </Suspense>
        </Container>
      </>
    );
  },
});
