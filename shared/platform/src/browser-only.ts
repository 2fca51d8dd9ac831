import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup, true from the render right
 * after (and from the first render in a document the browser renders): for a part that works only with
 * JavaScript, such as a form sent by a script. Rendered only when this is true, the part is never in the
 * server's markup, so a reader without JavaScript gets no form that cannot be sent (or that would put
 * what they typed into a URL), and hydration still finds the markup the server wrote.
 */
export function useRenderedInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
