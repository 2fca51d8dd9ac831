import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TOPICS, LEVELS, type ArticleTopic, type Level } from '@brids/contracts/education/constants';
import { definePage, localePath } from '@brids/platform';
import { pageHref, withQuery } from '@brids/platform/list';
import { useListNavigation } from '@brids/platform/list-navigation';
import { Container, PageHeader, Pagination, RichText } from '@brids/ui';
import { ListState } from '@brids/ui/list-state';
import { ArticleCard } from '../../components/article-card.tsx';
import { EventCard } from '../../components/event-card.tsx';
import { FilterLinks } from '../../components/filter-links.tsx';
import { useListTexts } from '../../components/use-list-texts.ts';
import { VideoCard } from '../../components/video-card.tsx';
import { educationCatalog, NS } from '../../i18n/catalog.ts';
import { LEVEL_LABEL, TOPIC_LABEL } from '../../i18n/labels.ts';
import { loadHub, type HubData } from './loader.ts';
import '../../components/education.css';

/**
 * The education hub: upcoming Eduvest events, featured videos, and the learn-investment articles by
 * topic (tabs with counters, `?topic=`) and level (`?level=`), with reading time.
 */
export default definePage<HubData>({
  loader: loadHub,
  catalogs: [educationCatalog],
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const { search } = useLocation();
    const list = useListNavigation();
    const texts = useListTexts();
    const { events, videos, articles } = data;
    const counts = articles.ok ? articles.value.meta.counts : undefined;
    const hub = localePath('education', {}, locale);
    const topics = ([undefined, ...ARTICLE_TOPICS] as (ArticleTopic | undefined)[]).map((topic) => ({
      label: t(TOPIC_LABEL[topic ?? 'all']),
      to: `${hub}${withQuery(search, { topic, page: undefined })}`,
      current: data.topic === topic,
      count: counts?.[topic ?? 'all'],
    }));
    const levels = ([undefined, ...LEVELS] as (Level | undefined)[]).map((level) => ({
      label: level ? t(LEVEL_LABEL[level]) : t('hub.allLevels'),
      to: `${hub}${withQuery(search, { level, page: undefined })}`,
      current: data.level === level,
    }));
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary} />
        <Container>
          <section className="edu-section" aria-labelledby="hub-events">
            <div className="edu-section__head">
              <h2 id="hub-events">{t('hub.upcomingEvents')}</h2>
              <Link to={localePath('brids-eduvest', {}, locale)}>{t('hub.allEvents')}</Link>
            </div>
            <ListState texts={texts} failed={!events.ok} empty={events.ok && events.value.data.length === 0}>
              {events.ok ? (
                <ul className="edu-grid">
                  {events.value.data.map((event) => (
                    <li key={event.slug}>
                      <EventCard event={event} locale={locale} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </ListState>
          </section>

          <section className="edu-section" aria-labelledby="hub-videos">
            <div className="edu-section__head">
              <h2 id="hub-videos">{t('hub.featuredVideos')}</h2>
              <Link to={localePath('educational-videos', {}, locale)}>{t('hub.allVideos')}</Link>
            </div>
            <ListState texts={texts} failed={!videos.ok} empty={videos.ok && videos.value.data.length === 0}>
              {videos.ok ? (
                <ul className="edu-grid">
                  {videos.value.data.map((video) => (
                    <li key={video.slug}>
                      <VideoCard video={video} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </ListState>
          </section>

          <section className="edu-section" aria-labelledby="hub-articles">
            <div className="edu-section__head">
              <h2 id="hub-articles">{t('hub.learnInvestment')}</h2>
            </div>
            <p className="edu-card__meta">{t('hub.learnLead')}</p>
            <FilterLinks label={t('hub.topics')} items={topics} locale={locale} onChoose={list.mark} />
            <FilterLinks label={t('hub.levelFilter')} items={levels} locale={locale} onChoose={list.mark} />
            <ListState texts={texts} failed={!articles.ok} empty={articles.ok && articles.value.data.length === 0}>
              {articles.ok ? (
                <>
                  <ul className="edu-grid">
                    {articles.value.data.map((article) => (
                      <li key={article.slug}>
                        <ArticleCard article={article} locale={locale} />
                      </li>
                    ))}
                  </ul>
                  <Pagination meta={articles.value.meta} hrefOf={(page) => pageHref({ pathname: hub, search }, page)} />
                </>
              ) : null}
            </ListState>
          </section>
          <RichText html={data.page.body} />
        </Container>
      </>
    );
  },
});
