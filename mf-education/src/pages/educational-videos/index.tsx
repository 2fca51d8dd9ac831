import { useTranslation } from 'react-i18next';
import type { Page } from '@brids/contracts';
import { VIDEO_CATEGORIES, type EducationalVideoList, type VideoCategory } from '@brids/contracts/education';
import { definePage } from '@brids/platform';
import { Container, PageHeader, crumbTo } from '@brids/ui';
import { fetchVideos } from '../../api/videos.ts';
import { TabbedList } from '../../components/tabbed-list.tsx';
import { VideoCard } from '../../components/video-card.tsx';
import { NS } from '../../i18n/index.ts';
import { CATEGORY_LABEL } from '../../i18n/labels.ts';
import { loaded, oneOfParam, pageParam, type Loaded } from '../../lib/query.ts';
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
    const { videos } = data;
    const counts = videos.ok ? videos.value.meta.counts : undefined;
    const tabs = ['all', ...VIDEO_CATEGORIES].map((id) => ({
      id,
      label: id === 'all' ? t('video.all') : t(CATEGORY_LABEL[id as VideoCategory]),
      ...(counts ? { count: counts[id] ?? 0 } : {}),
    }));
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary} trail={[crumbTo('education', locale)]} />
        <Container>
          <p className="edu-card__meta">{t('video.consent')}</p>
          <TabbedList
            label={t('video.categories')}
            param="category"
            tabs={tabs}
            selected={data.category ?? 'all'}
            list={videos}
            route="educational-videos"
            locale={locale}
            renderItem={(video, index) => <VideoCard video={video} headingLevel={2} priority={index === 0} />}
          />
        </Container>
      </>
    );
  },
});
