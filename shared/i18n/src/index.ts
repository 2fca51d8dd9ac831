export { i18n, i18nOf, addCatalog, setLocale, COMMON_NAMESPACE } from './instance.ts';
export { formatNumber, formatRupiah, formatPercent, formatDate } from './format.ts';
export type { CommonCatalog } from './catalogs/id.ts';
