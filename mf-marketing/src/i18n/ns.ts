/** The marketing remote's i18next namespace. */
export const NS = 'marketing';
