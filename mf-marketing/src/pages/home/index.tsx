import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnnouncementSummary, BlogPostSummary, HomeContent, PromoSummary, ResearchTeaser } from '@brids/contracts/marketing';
import { definePage, findRoute, localePath, useSiteStore } from '@brids/platform';
import { Container } from '@brids/ui';
import { loadList, type Loaded } from '@brids/platform/list';
import { NS } from '../../i18n/ns.ts';
import { homeCatalog } from '../../i18n/parts/home.ts';
import { listCatalog } from '../../i18n/parts/list.ts';
import { promoCatalog } from '../../i18n/parts/promo.ts';
import { blogCatalog } from '../../i18n/parts/blog.ts';
import { appCatalog } from '../../i18n/parts/app.ts';
import { announcementsCall } from '../../api/announcements.ts';
import { blogPostsCall } from '../../api/blog-posts.ts';
import { HOME_TEASER_PAGE, homeCall } from '../../api/home.ts';
import { promosCall } from '../../api/promos.ts';
import { researchTeasersCall } from '../../api/research-teasers.ts';
import { HeroCarousel } from './hero-carousel.tsx';
import HomeSections from './home-sections.tsx';
import './home.css';

export interface HomeData {
  home: HomeContent;
  research: Loaded<ResearchTeaser[]>;
  promos: Loaded<PromoSummary[]>;
  announcements: Loaded<AnnouncementSummary[]>;
  blogs: Loaded<BlogPostSummary[]>;
}

export default definePage<HomeData>({
  catalogs: [homeCatalog, listCatalog, promoCatalog, blogCatalog, appCatalog],
  loader: async ({ api, locale }) => {
    const [home, research, promos, announcements, blogs] = await Promise.all([
      homeCall(api, { locale }),
      loadList(researchTeasersCall(api, { locale, 'page[size]': HOME_TEASER_PAGE['page[size]'] }).then((r) => r.data)),
      loadList(promosCall(api, { locale, ...HOME_TEASER_PAGE }).then((r) => r.data)),
      loadList(announcementsCall(api, { locale, ...HOME_TEASER_PAGE }).then((r) => r.data)),
      loadList(blogPostsCall(api, { locale, ...HOME_TEASER_PAGE }).then((r) => r.data)),
    ]);
    return { home: home.data, research, promos, announcements, blogs };
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
          {/* In the page's chunk (a lazy chunk would be fetched only once hydration reached it, one round trip
              after the scripts); its own boundary still hydrates it in a pass of its own. */}
          <Suspense>
            <HomeSections data={data} locale={locale} />
          </Suspense>
        </Container>
      </>
    );
  },
});
