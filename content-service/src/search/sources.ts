import { marketingSearchSource } from '../marketing/search-source.ts';
import type { SearchSource } from './source.ts';
import { researchSearchSource } from '../research/search-source.ts';
import { educationSearchSource } from '../education/search-source.ts';

/** Every squad's search source; the site search index is built from all of them. Add yours here. */
export const SEARCH_SOURCES: SearchSource[] = [
  marketingSearchSource,
  researchSearchSource,
  educationSearchSource,
];
