import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { formatDate } from '@brids/i18n';
import { findRoute, localePath } from '@brids/platform';
import { PostCard } from '../../components/blog/post-card.tsx';
import { Card } from '../../components/cards/card.tsx';
import { PromoStatusBadge } from '../../components/promo/promo-status.tsx';
import { AppStoreLinks } from '../../components/app/store-links.tsx';
import { NS } from '../../i18n/ns.ts';
import '../../components/cards/cards.css';
import type { HomeData } from './index.tsx';

function Latest({ id, title, list, locale, children, failed }: { id: string; title: string; list: string; locale: Locale; children: ReactNode; failed: boolean }) {
  const { t } = useTranslation(NS);
  if (!findRoute(list, locale)) return null;
  return (
    <section className="mk-section" aria-labelledby={`home-${id}`}>
      <div className="home-section-head">
        <h2 id={`home-${id}`}>{title}</h2>
        <Link to={localePath(list, {}, locale)}>{t('home.seeAll')}</Link>
      </div>
      {failed ? <p role="alert">{t('list.error')}</p> : children}
    </section>
  );
}

/** The home page below its hero: the latest research, promos, announcements and blog posts, and the app block. */
export default function HomeSections({ data, locale }: { data: HomeData; locale: Locale }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Latest id="research" title={t('home.latestResearch')} list="research-report" locale={locale} failed={!data.research.ok}>
        <ul className="mk-cards">
          {(data.research.ok ? data.research.value : []).map((report) => (
            <li key={report.slug}>
              <Card
                to={localePath('research-report-detail', { slug: report.slug }, locale)}
                title={report.title}
                text={report.summary}
                meta={<time dateTime={report.published_at}>{formatDate(report.published_at, locale)}</time>}
              />
            </li>
          ))}
        </ul>
      </Latest>
      <Latest id="promos" title={t('home.latestPromos')} list="promo" locale={locale} failed={!data.promos.ok}>
        <ul className="mk-cards">
          {(data.promos.ok ? data.promos.value : []).map((promo) => (
            <li key={promo.slug}>
              <Card
                to={localePath('promo-detail', { slug: promo.slug }, locale)}
                title={promo.title}
                image={promo.image}
                badges={<PromoStatusBadge status={promo.status} />}
                meta={<span>{t('promo.validity', { from: formatDate(promo.valid_from, locale), until: formatDate(promo.valid_until, locale) })}</span>}
              />
            </li>
          ))}
        </ul>
      </Latest>
      <Latest id="announcements" title={t('home.latestAnnouncements')} list="announcement" locale={locale} failed={!data.announcements.ok}>
        <ul className="home-announcements">
          {(data.announcements.ok ? data.announcements.value : []).map((item) => (
            <li key={item.slug}>
              <time dateTime={item.published_at}>{formatDate(item.published_at, locale)}</time>
              <Link to={localePath('announcement-detail', { slug: item.slug }, locale)}>{item.title}</Link>
            </li>
          ))}
        </ul>
      </Latest>
      <Latest id="blog" title={t('home.latestBlogs')} list="blog" locale={locale} failed={!data.blogs.ok}>
        <ul className="mk-cards">
          {(data.blogs.ok ? data.blogs.value : []).map((post) => (
            <li key={post.slug}>
              <PostCard post={post} locale={locale} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Latest>
      <section className="home-app" aria-labelledby="home-app">
        <div>
          <h2 id="home-app">{t('home.appTitle')}</h2>
          <p>{t('home.appText')}</p>
          <AppStoreLinks locale={locale} />
          {findRoute('content-page', locale) ? (
            <p>
              <Link to={localePath('content-page', { slug: 'brights' }, locale)}>{t('home.appMore')}</Link>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
