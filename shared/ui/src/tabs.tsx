import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { formatNumber } from '@brids/i18n';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  /** Shown as a badge next to the label (entries in that category). */
  count?: number;
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
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(0, items.findIndex((item) => item.id === selected));
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, items.length);
    const tab = tabRefs.current[next];
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (activation === 'automatic') onSelect(items[next]!.id);
  };

  return (
    <div className="ui-tabs">
      <div role="tablist" aria-label={label} className="ui-tabs__list">
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              className="ui-tabs__tab"
              onClick={() => onSelect(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span>{item.label}</span>
              {item.count === undefined ? null : <span className="ui-tabs__count">{formatNumber(item.count, locale)}</span>}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0} className="ui-tabs__panel">
        {children}
      </div>
    </div>
  );
}
