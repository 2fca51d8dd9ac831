import type { RouteDeclaration } from '@brids/contracts';

/** The education squad's pages (spec §2 "Education"). Plain data: read by the build and the release tools. */
export const routes: RouteDeclaration[] = [
  {
    name: 'education',
    paths: { en: 'education', id: 'edukasi' },
    module: './pages/education',
    data: [
      '/api/pages/education?locale=:locale',
      '/api/eduvest-events?locale=:locale&filter%5Bperiod%5D=upcoming&page%5Bnumber%5D=1&page%5Bsize%5D=3',
      '/api/educational-videos?locale=:locale&filter%5Bfeatured%5D=true&page%5Bnumber%5D=1&page%5Bsize%5D=3',
      '/api/learn-investment?locale=:locale&page%5Bnumber%5D=1&page%5Bsize%5D=12',
    ],
    title: { en: 'Education', id: 'Edukasi' },
  },
  {
    name: 'brids-eduvest',
    paths: { en: 'education/brids-eduvest', id: 'edukasi/brids-eduvest' },
    module: './pages/brids-eduvest',
    data: [
      '/api/pages/brids-eduvest?locale=:locale',
      '/api/eduvest-events?locale=:locale&filter%5Bperiod%5D=upcoming&page%5Bnumber%5D=1&page%5Bsize%5D=12',
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
      '/api/pages/educational-videos?locale=:locale',
      '/api/educational-videos?locale=:locale&page%5Bnumber%5D=1&page%5Bsize%5D=12',
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
    data: ['/api/pages/eduvest-register?locale=:locale'],
    title: { en: 'Eduvest Registration', id: 'Pendaftaran Eduvest' },
    resource: '/api/eduvest-events/:slug',
  },
  {
    name: 'eduvest-register-success',
    paths: { en: 'brids-eduvest/:slug/register-success', id: 'brids-eduvest/:slug/daftar-sukses' },
    module: './pages/eduvest-register-success',
    data: ['/api/pages/eduvest-register-success?locale=:locale'],
    title: { en: 'Registration Successful', id: 'Pendaftaran Berhasil' },
    resource: '/api/eduvest-events/:slug',
  },
  {
    name: 'eduvest-register-failed',
    paths: { en: 'brids-eduvest/:slug/register-failed', id: 'brids-eduvest/:slug/daftar-gagal' },
    module: './pages/eduvest-register-failed',
    data: ['/api/pages/eduvest-register-failed?locale=:locale'],
    title: { en: 'Registration Failed', id: 'Pendaftaran Gagal' },
    resource: '/api/eduvest-events/:slug',
  },
];
