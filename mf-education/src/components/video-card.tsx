import { useTranslation } from 'react-i18next';
import type { EducationalVideo } from '@brids/contracts/education';
import { NS } from '../i18n/catalog.ts';
import { CATEGORY_LABEL, LEVEL_LABEL } from '../i18n/labels.ts';
import { formatDuration } from './wib.ts';
import { VideoPlayer } from './video-player.tsx';

/** A video in a list: the click-to-load player, its title, category, level and duration. */
export function VideoCard({ video, headingLevel = 3, priority = false }: { video: EducationalVideo; headingLevel?: 2 | 3; priority?: boolean }) {
  const { t } = useTranslation(NS);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="edu-card">
      <VideoPlayer video={video} priority={priority} />
      <div className="edu-card__body">
        <p className="edu-card__badges">
          <span className="edu-chip">{t(CATEGORY_LABEL[video.category])}</span>
          <span className="edu-chip">{t(LEVEL_LABEL[video.level])}</span>
        </p>
        <Heading className="edu-card__title">{video.title}</Heading>
        <p className="edu-card__meta">{video.summary}</p>
        <p className="edu-card__meta">
          {t('video.duration')}: <time dateTime={`PT${video.duration_seconds}S`}>{formatDuration(video.duration_seconds)}</time>
        </p>
      </div>
    </article>
  );
}
