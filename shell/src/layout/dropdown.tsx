import type { ReactNode } from 'react';
import { useDisclosure } from './use-disclosure.ts';

/**
 * A button with a panel of links: opens and closes on click, closes on Escape (focus back on the
 * button), on a click outside and on every route change. `onOpen` runs the first time it opens.
 */
export function Dropdown(props: { label: string; className?: string; onOpen?: () => void; children: ReactNode; id: string }) {
  const { open, toggle, buttonRef, containerRef } = useDisclosure();
  return (
    <div
      className={props.className ? `site-dropdown ${props.className}` : 'site-dropdown'}
      ref={containerRef}
    >
      <button
        type="button"
        ref={buttonRef}
        className="site-dropdown__button"
        aria-expanded={open}
        aria-controls={props.id}
        onClick={() => {
          if (!open) props.onOpen?.();
          toggle();
        }}
      >
        {props.label}
        <span aria-hidden="true"> ▾</span>
      </button>
      <div id={props.id} className="site-dropdown__panel" hidden={!open}>
        {props.children}
      </div>
    </div>
  );
}
