import { StrictMode, type ReactElement, type ReactNode } from 'react';

/**
 * The site's root element: the progress bar and the release overlay beside the router, in this order,
 * in the browser and on the server (which has neither: `null` holds their places). React derives its
 * ids (`useId`: a tab's `aria-controls`, a field's hint) from the positions of the elements, so the
 * server's markup hydrates with the same ids only if both trees have the same shape.
 */
export function siteTree(progressBar: ReactNode, releaseOverlay: ReactNode, router: ReactNode): ReactElement {
  return (
    <StrictMode>
      {progressBar}
      {releaseOverlay}
      {router}
    </StrictMode>
  );
}
