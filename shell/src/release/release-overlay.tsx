import { useEffect } from 'react';
import { attachRouter, type RouterLike } from './live-release.ts';
import { PreviewBanner } from './preview-banner.tsx';

/**
 * What release management adds to the page, mounted once beside the router: the preview banner,
 * and the router connection that turns the first navigation after a new release into a document
 * load of its target.
 */
export function ReleaseOverlay({ router }: { router: RouterLike }) {
  useEffect(() => attachRouter(router), [router]);
  return <PreviewBanner router={router} />;
}
