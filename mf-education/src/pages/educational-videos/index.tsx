import { useTranslation } from 'react-i18next';
import { VIDEO_CATEGORIES } from '@brids/contracts/education/constants';
import { definePage } from '@brids/platform';
import { Container, PageHeader, crumbTo } from '@brids/ui';
import { TabbedList } from '../../components/tabbed-list.tsx';
import { VideoCard } from '../../components/video-card.tsx';
import { educationCatalog, NS } from '../../i18n/catalog.ts';
import { CATEGORY_LABEL } from '../../i18n/labels.ts';
import { loadVideos, type VideosData } from './loader.ts';
import '../../components/education.css';

/** The educational videos: categories as tabs with counters (`?category=`), each video playing on the page on request. */
export default definePage<VideosData>({
  loader: loadVideos,
  catalogs: [educationCatalog],
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const { videos } = data;
    const counts = videos.ok ? videos.value.meta.counts : undefined;
    const tabs = [
      { id: 'all', label: t('video.all'), ...(counts ? { count: counts.all ?? 0 } : {}) },
      ...VIDEO_CATEGORIES.map((id) => ({ id, label: t(CATEGORY_LABEL[id]), ...(counts ? { count: counts[id] ?? 0 } : {}) })),
    ];
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
