import type { Page } from '@brids/contracts';
import { pageCall } from '@brids/contracts/page-call';
import { CORPORATE_ACTION_KINDS, type CorporateActionKind } from '@brids/contracts/research/constants';
import type { PageLoaderArgs } from '@brids/platform';
import { loadList, oneOfParam, paging, type Loaded } from '@brids/platform/list';
import { corporateActions, type ActionFilters } from '../../api/corporate-actions.ts';

/** Actions on a page of a tab. */
export const PER_PAGE = 12;

/** The tab shown when the URL asks for no kind. */
export const DEFAULT_KIND = 'dividend' satisfies CorporateActionKind;

export const PERIODS = ['upcoming', 'past'] as const;
export type ActionPeriod = (typeof PERIODS)[number];

const TICKER = /^[A-Za-z]{2,6}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The page's filters from the URL; the dividend tab when no kind is asked for. */
export function actionFilters(url: URL): ActionFilters {
  const get = (key: string) => url.searchParams.get(key)?.trim() ?? '';
  return {
    kind: oneOfParam(url, 'kind', CORPORATE_ACTION_KINDS) ?? DEFAULT_KIND,
    ticker: TICKER.test(get('ticker')) ? get('ticker').toUpperCase() : undefined,
    period: oneOfParam(url, 'period', PERIODS),
    month: MONTH.test(get('month')) ? get('month') : undefined,
  };
}

export interface ActionData {
  page: Page;
  filters: ActionFilters;
  list: Loaded<Awaited<ReturnType<typeof corporateActions>>>;
}

/** The page's content and the page of the URL's tab (kind) for its filters. */
export async function loader({ api, locale, url }: PageLoaderArgs): Promise<ActionData> {
  const filters = actionFilters(url);
  const [page, list] = await Promise.all([
    pageCall(api, { slug: 'corporate-action', locale }),
    loadList(corporateActions(api, { locale, ...filters, ...paging(url, PER_PAGE) })),
  ]);
  return { page: page.data, filters, list };
}
