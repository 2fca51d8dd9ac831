import { useState, type ReactNode } from 'react';
import './accordion.css';

export interface AccordionItem {
  /** Stable id: the panel's element id (`#id` deep-links to it). */
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * The WAI-ARIA accordion: each heading holds a button (`aria-expanded`, `aria-controls`) that shows or
 * hides its panel; Enter and Space work as on any button. Several panels may be open at once.
 */
export function Accordion({ items, initiallyOpen = [], headingLevel = 3 }: { items: AccordionItem[]; initiallyOpen?: string[]; headingLevel?: 2 | 3 | 4 }) {
  const [open, setOpen] = useState<Set<string>>(() => new Set(initiallyOpen));
  const Heading = `h${headingLevel}` as 'h3';
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="mk-accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} className="mk-accordion__item" id={item.id}>
            <Heading className="mk-accordion__heading">
              <button type="button" aria-expanded={expanded} aria-controls={`${item.id}-panel`} id={`${item.id}-button`} onClick={() => toggle(item.id)}>
                <span>{item.title}</span>
                <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
                  <path d={expanded ? 'M3 10l5-5 5 5' : 'M3 6l5 5 5-5'} stroke="currentColor" strokeWidth="2" fill="none" />
                </svg>
              </button>
            </Heading>
            <div id={`${item.id}-panel`} role="region" aria-labelledby={`${item.id}-button`} hidden={!expanded} className="mk-accordion__panel">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
