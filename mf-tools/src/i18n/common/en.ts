import type { CommonTexts } from './id.ts';

export const en: CommonTexts = {
  state: {
    retry: 'Try again',
    slow: 'The service is slow or unavailable. Check your connection, then try again.',
    print: 'Print the result',
  },
  units: {
    years: '{{value}} years',
  },
};
