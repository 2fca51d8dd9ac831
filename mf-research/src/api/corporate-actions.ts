import { type Locale, lazySchema } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';
import type { CorporateActionKind } from '@brids/contracts/research/constants';
import type { Paging } from '@brids/platform/list';

/** The filters of the corporate-action list, as read from the page's URL. */
export interface ActionFilters {
  kind: CorporateActionKind;
  ticker?: string | undefined;
  period?: 'upcoming' | 'past' | undefined;
  month?: string | undefined;
}

/** GET /api/corporate-actions: a page of one kind's actions for these filters, with every kind's count. */
export const corporateActions = defineGet({
  path: () => '/corporate-actions',
  schema: lazySchema(() => Promise.all([import('@brids/contracts/research/common'), import('@brids/contracts/research/corporate-actions')]).then(([c, m]) => c.researchList(m.corporateAction))),
  query: (args: ActionFilters & Paging & { locale: Locale }) => ({
    locale: args.locale,
    'filter[kind]': args.kind,
    'filter[ticker]': args.ticker,
    'filter[period]': args.period,
    'filter[month]': args.month,
    'page[number]': args['page[number]'],
    'page[size]': args['page[size]'],
  }),
});

/** /api/corporate-actions/{slug}/calendar.ics: the event as a calendar file (a download link, not a call). */
export function calendarHref(slug: string, locale: Locale): string {
  return `/api/corporate-actions/${encodeURIComponent(slug)}/calendar.ics?locale=${locale}`;
}
