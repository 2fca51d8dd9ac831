import type { MarketingCatalog } from './id.ts';

export const en: MarketingCatalog = {
  search: {
    label: 'Search the site',
    placeholder: 'Type a keyword, e.g. mutual fund',
    submit: 'Search',
    resultsFor: '{{count}} results for “{{q}}”',
    tooShort: 'Enter at least 2 characters.',
    prompt: 'Type a keyword to search products, news, research and education.',
  },
  app: {
    badge: 'Trading app',
  },
  home: {
    latestPromos: 'Latest promos',
    latestBlogs: 'Latest articles',
    seeAll: 'See all',
  },
};
