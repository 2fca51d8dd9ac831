import type { CommonCatalog } from './id.ts';

export const en: CommonCatalog = {
  site: {
    name: 'BRI Danareksa Sekuritas',
    tagline: 'Your investment partner',
    skipToContent: 'Skip to main content',
    sampleNotice: 'Sample content: figures are illustrative only.',
  },
  nav: {
    home: 'Home',
    menu: 'Menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main navigation',
    switchLocale: 'Bahasa Indonesia',
    switchLocaleLabel: 'Switch language to Bahasa Indonesia',
    breadcrumbs: 'Breadcrumbs',
  },
  state: {
    loading: 'Loading…',
    empty: 'Data not available',
    noResult: 'No result found',
    announcementsEmpty: 'Data tidak ditemukan',
    offline: 'You are offline. Some content may not load.',
    retry: 'Try again',
  },
  list: {
    readMore: 'Read more',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    pagination: 'Pagination',
  },
  error: {
    notFoundTitle: 'Page not found',
    notFoundMessage: 'This page could not be found',
    notFoundHint: 'The page you are looking for is not available or has moved.',
    serverErrorTitle: 'Something went wrong',
    serverErrorHint: 'Sorry, the server ran into a problem. Please try again in a moment.',
    underRepairTitle: 'Page under repair',
    underRepairHint: 'This part of the site is under repair. Please try again later; the rest of the site keeps working.',
    contentUnavailableTitle: 'Content unavailable',
    pageUnavailableTitle: 'Page unavailable',
    errorPageFailed: 'An error occurred while showing the error page',
    backHome: 'Back to home',
    status: 'Code {{status}}',
  },
  popup: {
    close: 'Close',
  },
  select: {
    placeholder: 'Select',
  },
  captcha: {
    testLabel: "I'm not a robot (test mode)",
  },
  footer: {
    copyright: '© {{year}} {{name}}. All rights reserved.',
  },
};
