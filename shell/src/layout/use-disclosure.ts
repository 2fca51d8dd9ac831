import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Open disclosures, innermost last: Escape closes only the innermost one. */
const openStack: symbol[] = [];

/**
 * Open/closed state of a dropdown or menu: closes on every route change (it is open only for the
 * path it was opened on), on Escape (focus back on its button) and on a click outside.
 */
export function useDisclosure<B extends HTMLElement = HTMLButtonElement>() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const buttonRef = useRef<B>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus = false) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpenOn((current) => (current === pathname ? null : pathname)), [pathname]);
  const show = useCallback(() => setOpenOn(pathname), [pathname]);

  useEffect(() => {
    if (!open) return;
    const self = Symbol('disclosure');
    openStack.push(self);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openStack.at(-1) !== self) return;
      event.preventDefault();
      close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      openStack.splice(openStack.indexOf(self), 1);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return { open, toggle, show, close, buttonRef, containerRef };
}
