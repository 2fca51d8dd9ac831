import type { ParseKeys } from 'i18next';

/** The marketing remote's i18next namespace. */
export const NS = 'marketing';

/** A key of the marketing namespace (typed from its Indonesian words): what a label map may name. */
export type MarketingKey = ParseKeys<typeof NS>;
