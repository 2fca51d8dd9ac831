import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ListMeta, Locale } from '@brids/contracts';
import { localePath } from '@brids/platform';
import { pageHref, withQuery, type Loaded } from '@brids/platform/list';
import { useListNavigation } from '@brids/platform/list-navigation';
import { Pagination } from '@brids/ui';
import { ListState } from '@brids/ui/list-state';
import { Tabs, type TabItem } from '@brids/ui/tabs';
import { useListTexts } from './use-list-texts.ts';

export interface TabbedListProps<T extends { slug: string }> {
  /** The tab list's accessible name. */
  label: string;
  /** The query parameter the tabs set (`?period=`, `?category=`); the first tab is the list without it. */
  param: string;
  tabs: TabItem[];
  selected: string;
  list: Loaded<{ data: T[]; meta: ListMeta }>;
  /** The page's route, for the page links. */
  route: string;
  locale: Locale;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A list of the page's own with tabs (chosen with Enter or Space, each a URL: the tab's query parameter,
 * back to page 1), its loading, error and empty states, the items in a grid and the page links.
 */
export function TabbedList<T extends { slug: string }>({ label, param, tabs, selected, list, route, locale, renderItem }: TabbedListProps<T>) {
  const navigation = useListNavigation();
  const texts = useListTexts();
  const { search } = useLocation();
  const pathname = localePath(route, {}, locale);
  const queryOf = (id: string) => withQuery(search, { [param]: id === tabs[0]?.id ? undefined : id, page: undefined });
  return (
    <Tabs
      label={label}
      activation="manual"
      selected={selected}
      items={tabs.map((tab) => ({ ...tab, href: `${pathname}${queryOf(tab.id)}` }))}
      onSelect={(id) => navigation.go(queryOf(id))}
    >
      <ListState texts={texts} failed={!list.ok} empty={list.ok && list.value.data.length === 0}>
        {list.ok ? (
          <>
            <ul className="edu-grid">
              {list.value.data.map((item, index) => (
                <li key={item.slug}>{renderItem(item, index)}</li>
              ))}
            </ul>
            <Pagination meta={list.value.meta} hrefOf={(page) => pageHref({ pathname, search }, page)} />
          </>
        ) : null}
      </ListState>
    </Tabs>
  );
}
