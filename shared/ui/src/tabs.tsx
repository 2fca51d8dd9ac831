import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { formatNumber } from '@brids/i18n';
import { useRenderedInBrowser } from '@brids/platform/browser-only';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  /** Shown as a badge next to the label (entries in that category). */
  count?: number;
  /**
   * The tab's own address (a list's filter: `?period=past`). The tab is then a link: before the page's
   * scripts have run, or without JavaScript, it loads that address (rendered by the server); once they
   * have, a click selects it here like any tab, and a modified click opens the address as a link does.
   */
  href?: string;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  /** Controlled: id of the selected tab. */
  selected: string;
  onSelect: (id: string) => void;
  /** `manual`: arrows move focus, Enter or Space selects (for tabs that load data). Default `automatic`. */
  activation?: 'automatic' | 'manual';
  /** The selected tab's panel. */
  children?: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Tabs with counters (spec §2): the ARIA tabs pattern with roving focus (arrows, Home, End). */
export function Tabs({ label, items, selected, onSelect, activation = 'automatic', children }: TabsProps) {
  const { i18n } = useTranslation('common');
  const locale = (i18n.language === 'en' ? 'en' : 'id') satisfies Locale;
  const baseId = useId();
  const scripted = useRenderedInBrowser();
  const tabRefs = useRef<(HTMLElement | null)[]>([]);
  const selectedIndex = Math.max(0, items.findIndex((item) => item.id === selected));
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    // A link activates on Enter only: Space selects it too, as it does a tab button.
    if (event.key === ' ' && items[index]!.href !== undefined) return choose(event, index);
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, items.length);
    const tab = tabRefs.current[next];
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (activation === 'automatic') onSelect(items[next]!.id);
  };
  const choose = (event: SyntheticEvent, index: number) => {
    event.preventDefault();
    onSelect(items[index]!.id);
  };

  return (
    <div className="ui-tabs">
      <div role="tablist" aria-label={label} className="ui-tabs__list">
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          const link = item.href !== undefined;
          const Tab = link ? 'a' : 'button';
          return (
            <Tab
              key={item.id}
              ref={(node: HTMLElement | null) => {
                tabRefs.current[index] = node;
              }}
              {...(link ? { href: item.href } : { type: 'button' as const })}
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              // Roving focus needs the arrows' script: until it runs, every link tab is in the Tab order.
              tabIndex={isSelected || (link && !scripted) ? 0 : -1}
              className="ui-tabs__tab"
              // A click with a modifier on a link tab is the browser's (a new tab); any other selects it here.
              onClick={(event: MouseEvent) => {
                if (!(link && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey))) choose(event, index);
              }}
              onKeyDown={(event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index)}
            >
              <span>{item.label}</span>
              {item.count === undefined ? null : <span className="ui-tabs__count">{formatNumber(item.count, locale)}</span>}
            </Tab>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0} className="ui-tabs__panel">
        {children}
      </div>
    </div>
  );
}
