import type { RouteDeclaration } from '@brids/contracts';
import { pageCall } from '@brids/contracts/page-call';
import { articlesCall } from './api/articles.ts';
import { eventsCall } from './api/events.ts';
import { videosCall } from './api/videos.ts';
import { EVENTS_PER_PAGE } from './pages/brids-eduvest/loader.ts';
import { ARTICLES_PER_PAGE, HUB_EVENTS, HUB_VIDEOS } from './pages/education/loader.ts';
import { VIDEOS_PER_PAGE } from './pages/educational-videos/loader.ts';
import { preloadOf } from '@brids/contracts/api-preload';

const locale = ':locale';
/** A list's first page of `size` items, as a first view (no `?page=`) asks for it. */
const firstPage = (size: number) => ({ 'page[number]': 1, 'page[size]': size });

/**
 * The education squad's pages (spec §2 "Education"). Plain data read by the build and the release tools;
 * each route's `data` (its first view's calls, preloaded by the server) is written by the calls of src/api.
 */
export const routes: RouteDeclaration[] = [
  {
    name: 'education',
    paths: { en: 'education', id: 'edukasi' },
    module: './pages/education',
    data: [
      preloadOf(pageCall, { slug: 'education', locale }),
      preloadOf(eventsCall, { locale, period: 'upcoming', ...firstPage(HUB_EVENTS) }),
      preloadOf(videosCall, { locale, featured: true, ...firstPage(HUB_VIDEOS) }),
      preloadOf(articlesCall, { locale, ...firstPage(ARTICLES_PER_PAGE) }),
    ],
    title: { en: 'Education', id: 'Edukasi' },
  },
  {
    name: 'brids-eduvest',
    paths: { en: 'education/brids-eduvest', id: 'edukasi/brids-eduvest' },
    module: './pages/brids-eduvest',
    data: [
      preloadOf(pageCall, { slug: 'brids-eduvest', locale }),
      preloadOf(eventsCall, { locale, period: 'upcoming', ...firstPage(EVENTS_PER_PAGE) }),
    ],
    title: { en: 'BRIDS Eduvest', id: 'BRIDS Eduvest' },
  },
  {
    name: 'brids-eduvest-detail',
    paths: { en: 'education/brids-eduvest/:slug', id: 'edukasi/brids-eduvest/:slug' },
    module: './pages/brids-eduvest-detail',
    title: { en: 'BRIDS Eduvest', id: 'BRIDS Eduvest' },
    resource: '/api/eduvest-events/:slug',
    head: { schema: 'Event', location: 'venue', attendance: 'format' },
  },
  {
    name: 'educational-videos',
    paths: { en: 'education/educational-videos', id: 'edukasi/video-edukasi' },
    module: './pages/educational-videos',
    data: [
      preloadOf(pageCall, { slug: 'educational-videos', locale }),
      preloadOf(videosCall, { locale, ...firstPage(VIDEOS_PER_PAGE) }),
    ],
    title: { en: 'Educational Videos', id: 'Video Edukasi' },
  },
  {
    name: 'learn-investment-detail',
    paths: { en: 'education/learn-investment/:slug', id: 'edukasi/belajar-investasi/:slug' },
    module: './pages/learn-investment-detail',
    title: { en: 'Learn Investment', id: 'Belajar Investasi' },
    resource: '/api/learn-investment/:slug',
  },
  {
    name: 'eduvest-register',
    paths: { en: 'brids-eduvest/:slug/register', id: 'brids-eduvest/:slug/daftar' },
    module: './pages/eduvest-register',
    data: [preloadOf(pageCall, { slug: 'eduvest-register', locale })],
    title: { en: 'Eduvest Registration', id: 'Pendaftaran Eduvest' },
    resource: '/api/eduvest-events/:slug',
  },
  {
    name: 'eduvest-register-success',
    paths: { en: 'brids-eduvest/:slug/register-success', id: 'brids-eduvest/:slug/daftar-sukses' },
    module: './pages/eduvest-register-success',
    data: [preloadOf(pageCall, { slug: 'eduvest-register-success', locale })],
    title: { en: 'Registration Successful', id: 'Pendaftaran Berhasil' },
    resource: '/api/eduvest-events/:slug',
  },
  {
    name: 'eduvest-register-failed',
    paths: { en: 'brids-eduvest/:slug/register-failed', id: 'brids-eduvest/:slug/daftar-gagal' },
    module: './pages/eduvest-register-failed',
    data: [preloadOf(pageCall, { slug: 'eduvest-register-failed', locale })],
    title: { en: 'Registration Failed', id: 'Pendaftaran Gagal' },
    resource: '/api/eduvest-events/:slug',
  },
];
