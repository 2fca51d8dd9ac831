import { lazy, Suspense, useEffect } from 'react';
import { previewInfo } from '../release.ts';
import { attachRouter, type RouterLike } from './live-release.ts';

// Only a browser that runs a preview (or was refused one) loads the banner's code.
const PreviewBanner = lazy(() => import('./preview-banner.tsx').then((module) => ({ default: module.PreviewBanner })));

/**
 * What release management adds to the page, mounted once beside the router: the preview banner,
 * and the router connection that turns the first navigation after a new release into a document
 * load of its target.
 */
export function ReleaseOverlay({ router }: { router: RouterLike }) {
  useEffect(() => attachRouter(router), [router]);
  if (!previewInfo()) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBanner router={router} />
    </Suspense>
  );
}
