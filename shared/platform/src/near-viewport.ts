import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element of `ref` comes within `margin` of the viewport (an IntersectionObserver
 * `rootMargin`, such as `'0px 0px 600px 0px'`: 600 px below the screen), and from then on; also before
 * printing. False on the server and while hydrating. Where IntersectionObserver is missing it is true
 * at once. For a part below the first view whose code or drawing is costly (a chart): a visitor who
 * reads only the top of the page never pays for it, and one who scrolls finds it drawn.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return undefined;
    const element = ref.current;
    const show = () => setNear(true);
    if (typeof IntersectionObserver !== 'function' || !element) {
      show();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) show();
    }, { rootMargin: margin });
    observer.observe(element);
    window.addEventListener('beforeprint', show);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', show);
    };
  }, [near, ref, margin]);
  return near;
}
