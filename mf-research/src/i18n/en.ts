import type { ResearchCatalog } from './id.ts';

export const en: ResearchCatalog = {
  company: {
    ticker: 'Ticker',
    sector: 'Sector',
    listingDate: 'Listing date',
    profile: 'Company profile',
    latestNews: 'Latest news',
    allNews: 'All news of {{company}}',
    noNews: 'No news yet.',
  },
  disclaimer: 'Sample content for illustration; not an investment recommendation.',
};
