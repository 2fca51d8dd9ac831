import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Page } from '@brids/contracts';
import { VIDEO_CATEGORIES, type EducationalVideoList, type VideoCategory } from '@brids/contracts/education';
import { definePage, localePath } from '@brids/platform';
import { Container, PageHeader, Pagination, crumbTo } from '@brids/ui';
import { Tabs } from '@brids/ui/tabs';
import { fetchVideos } from '../../api/videos.ts';
import { ListState, useListNavigation } from '../../components/list-state.tsx';
import { VideoCard } from '../../components/video-card.tsx';
import { NS } from '../../i18n/index.ts';
import { loaded, oneOfParam, pageParam, withQuery, type Loaded } from '../../lib/query.ts';
import '../../components/education.css';

export const VIDEOS_PER_PAGE = 12;

export interface VideosData {
  page: Page;
  category: VideoCategory | undefined;
  videos: Loaded<EducationalVideoList>;
}

/** The educational videos: categories as tabs with counters (`?category=`), each video playing on the page on request. */
export default definePage<VideosData>({
  loader: async ({ api, locale, url }) => {
    const category = oneOfParam(url, 'category', VIDEO_CATEGORIES);
    const [page, videos] = await Promise.all([
      api.page('educational-videos', locale),
      loaded(fetchVideos(api, { locale, category, page: pageParam(url), perPage: VIDEOS_PER_PAGE })),
    ]);
    return { page, category, videos };
  },
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const list = useListNavigation();
    const { search } = useLocation();
    const { videos } = data;
    const counts = videos.ok ? videos.value.meta.counts : undefined;
    const tabs = ['all', ...VIDEO_CATEGORIES].map((id) => ({
      id,
      label: id === 'all' ? t('video.all') : t(`category.${id as VideoCategory}`),
      ...(counts ? { count: counts[id] ?? 0 } : {}),
    }));
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary} trail={[crumbTo('education', locale)]} />
        <Container>
          <p className="edu-card__meta">{t('video.consent')}</p>
          <Tabs
            label={t('video.categories')}
            activation="manual"
            selected={data.category ?? 'all'}
            items={tabs}
            onSelect={(id) => list.go(withQuery(search, { category: id === 'all' ? undefined : id, page: undefined }))}
          >
            <ListState busy={list.busy} failed={!videos.ok} empty={videos.ok && videos.value.data.length === 0}>
              {videos.ok ? (
                <>
                  <ul className="edu-grid">
                    {videos.value.data.map((video, index) => (
                      <li key={video.slug}>
                        <VideoCard video={video} headingLevel={2} priority={index === 0} />
                      </li>
                    ))}
                  </ul>
                  <Pagination
                    meta={videos.value.meta}
                    hrefOf={(page) => `${localePath('educational-videos', {}, locale)}${withQuery(search, { page: page === 1 ? undefined : String(page) })}`}
                  />
                </>
              ) : null}
            </ListState>
          </Tabs>
        </Container>
      </>
    );
  },
});
