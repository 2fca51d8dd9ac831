import { pageCall } from '@brids/contracts/page-call';
import type { Page } from '@brids/contracts';
import { VIDEO_CATEGORIES, type VideoCategory } from '@brids/contracts/education/constants';
import type { EducationalVideoList } from '@brids/contracts/education';
import type { PageLoaderArgs } from '@brids/platform';
import { loadList, oneOfParam, paging, type Loaded } from '@brids/platform/list';
import { videosCall } from '../../api/videos.ts';

export const VIDEOS_PER_PAGE = 12;

export interface VideosData {
  page: Page;
  category: VideoCategory | undefined;
  videos: Loaded<EducationalVideoList>;
}

/** The videos page and the videos of the URL's category (all without one) and page. */
export async function loadVideos({ api, locale, url }: PageLoaderArgs): Promise<VideosData> {
  const category = oneOfParam(url, 'category', VIDEO_CATEGORIES);
  const [page, videos] = await Promise.all([
    pageCall(api, { slug: 'educational-videos', locale }),
    loadList(videosCall(api, { locale, category, ...paging(url, VIDEOS_PER_PAGE) })),
  ]);
  return { page: page.data, category, videos };
}
