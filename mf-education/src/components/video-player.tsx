import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EducationalVideo } from '@brids/contracts/education';
import { Image } from '@brids/ui';
import { NS } from '../i18n/catalog.ts';
import { formatDuration } from './wib.ts';

/** The provider's privacy-enhanced embed (no cookies until the visitor plays). */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * A click-to-load player: the site's own thumbnail in a button (Enter, Space or a click), and only then
 * the provider's embed. Nothing is asked of the provider before the visitor asks for the video.
 */
export function VideoPlayer({ video, priority = false }: { video: EducationalVideo; priority?: boolean }) {
  const { t } = useTranslation(NS);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className="edu-player">
      {playing ? (
        <iframe
          ref={frame}
          className="edu-player__frame"
          src={embedUrl(video.provider_video_id)}
          title={t('video.playerTitle', { title: video.title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <button type="button" className="edu-player__button" onClick={() => setPlaying(true)} aria-label={t('video.play', { title: video.title })}>
            <Image src={video.thumbnail.url} alt="" width={480} height={270} sizes="(max-width: 48em) 100vw, 480px" priority={priority} />
            <span className="edu-player__icon" aria-hidden="true">
              <svg width="28" height="28" viewBox="0 0 28 28" focusable="false">
                <path d="M9 6l14 8-14 8z" fill="currentColor" />
              </svg>
            </span>
          </button>
          {/* Beside the button, not in it: the button's name is its purpose, and no visible text of its own (WCAG 2.5.3). */}
          <span className="edu-player__duration" aria-hidden="true">
            {formatDuration(video.duration_seconds)}
          </span>
        </>
      )}
    </div>
  );
}
