/**
 * The research squad's resources (`@brids/contracts/research`): research reports, sapa-mentari editions,
 * corporate actions, companies with their sections, financial statements and news, recommendations.
 * Keys are the API's snake_case fields. Prices are rupiah per share; financial statement values are in
 * millions of rupiah except EPS and book value (rupiah per share) and ratios (percent or times).
 */
// One module per resource, so that a page's chunk carries only the schemas it reads (package.json: sideEffects).
export { RATINGS, researchFile, researchList, SECTORS, type Rating, type ResearchFile, type Sector } from './research/common.ts';
export * from './research/reports.ts';
export * from './research/report.ts';
export * from './research/sapa-mentari.ts';
export * from './research/sapa-mentari-edition.ts';
export * from './research/corporate-actions.ts';
export * from './research/companies.ts';
export * from './research/company.ts';
export * from './research/financials.ts';
export * from './research/company-news.ts';
export * from './research/recommendations.ts';
