declare global {
  interface Window {
    /** Set by a page that keeps the scroll position itself for in-page navigations (tabs, filters). */
    bridsScrollEscape?: () => void;
  }
}

/**
 * A navigation whose state asks to keep the scroll position (`{ scrollEscape: true }`, e.g. a
 * tab switch) hands over to the page's scroll-escape helper; without one it warns (spec §8).
 */
export function handleScrollEscape(state: unknown): boolean {
  if (!state || typeof state !== 'object' || !(state as { scrollEscape?: unknown }).scrollEscape) return false;
  if (typeof window.bridsScrollEscape === 'function') window.bridsScrollEscape();
  else console.warn('Scroll escape helper is missing: the page keeps its scroll position');
  return true;
}
