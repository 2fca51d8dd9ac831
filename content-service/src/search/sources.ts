import { educationSearchSections, educationSearchSource } from '../education/search-source.ts';
import { marketingSearchSections, marketingSearchSource } from '../marketing/search-source.ts';
import { researchSearchSections, researchSearchSource } from '../research/search-source.ts';
import type { SearchSection, SearchSource } from './source.ts';

/** Every squad's search source; the site search index and the sitemap are built from all of them. Add yours here. */
export const SEARCH_SOURCES: SearchSource[] = [
  marketingSearchSource,
  researchSearchSource,
  educationSearchSource,
];

/**
 * The same sources by section, which the index updates one by one when an entry changes (search-index.ts
 * `updateSearchIndex`). Every squad's sections are listed here, in the order of SEARCH_SOURCES.
 */
export const SEARCH_SECTIONS: readonly SearchSection[] = [...marketingSearchSections, ...researchSearchSections, ...educationSearchSections];
