// The list kit: what every list page reads from its URL and how it loads its list (no React). One module
// each (a chunk carries every export of a module any page of its remote uses), re-exported here.

export { MAX_PAGE, oneOfParam, pageParam, paging, type Paging } from './list/url-params.ts';
export { pageHref, withQuery } from './list/links.ts';
export { loadList, type Loaded } from './list/load.ts';
