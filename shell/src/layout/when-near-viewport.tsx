import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNearViewport } from '@brids/platform/near-viewport';
import { rendersServerMarkup } from './server-markup.ts';

/**
 * A part renders the moment its place scrolls into view (a React render of the footer takes a frame
 * or two on a phone). Any margin below the screen must stay under the header's height (about
 * 100 px): the page area is one screen tall, so the footer's place starts that far below the first view.
 */
const NEAR_MARGIN = '0px';

/** Keys that move focus or the page faster than a scroll would bring the part near. */
const TRAVEL_KEYS = new Set(['Tab', 'End', 'PageDown', ' ']);

/** Parts shown once in this document: they render at once when their layout mounts again. */
const shown = new Set<string>();

/**
 * Renders `children` (the part named `name`) once their place scrolls into view, once the visitor
 * moves through the page with the keyboard (Tab, End, Page Down, Space), before printing, and at once
 * in a layout mounted after it was shown or in a server-rendered document (`server-markup.ts`). Until
 * then a placeholder of `placeholderClassName` keeps roughly their room. For parts far below the first view
 * (the footer): a visitor who reads only the top of a page does not pay for their render, style,
 * layout and images.
 */
export function WhenNearViewport({
  name,
  placeholderClassName,
  children,
}: {
  name: string;
  placeholderClassName: string;
  children: ReactNode;
}) {
  const [early, setEarly] = useState(() => rendersServerMarkup() || shown.has(name));
  const placeholder = useRef<HTMLDivElement>(null);
  const observed = useNearViewport(placeholder, NEAR_MARGIN);
  const near = early || observed;
  useEffect(() => {
    if (near) {
      shown.add(name);
      return undefined;
    }
    const onKey = (event: KeyboardEvent) => {
      if (TRAVEL_KEYS.has(event.key)) setEarly(true);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [near, name]);
  if (near) return <>{children}</>;
  return <div ref={placeholder} className={placeholderClassName} aria-hidden="true" />;
}
