import type { FastifyRequest } from 'fastify';
import { localeOfPath } from '@brids/platform/route-table';
import type { ShellServerConfig } from '../config.ts';
import type { createNavigationRules } from '../content/navigation-rules.ts';
import { previewFor, type PreviewOutcome } from '../release/preview.ts';
import type { LoadedRelease } from '../release/release-store.ts';
import type { DocumentRequest } from './request.ts';

/** Step 2 of a document: a redirect rule's answer, or the release that serves it (a preview's in this browser). */
export type ReleaseStep =
  | { redirect: { to: string; status: 301 | 302 } }
  | {
      preview: PreviewOutcome;
      /** The page's menu entry is unpublished (checkMenu): the document is a 404. */
      menuUnpublished: boolean;
    };

/**
 * The navigation middleware's order (ARCHITECTURE.md): the content service's redirect rules, checkMenu,
 * then the release of this request, the pinned one or the preview this browser asked for.
 */
export async function releaseStep(
  settings: { config: ShellServerConfig; navigationRules: ReturnType<typeof createNavigationRules>; pinned: () => Promise<LoadedRelease> },
  request: DocumentRequest,
  req: FastifyRequest,
): Promise<ReleaseStep> {
  const { url, pathname } = request;
  const rule = await settings.navigationRules(pathname, localeOfPath(pathname));
  if (rule && 'redirect' in rule) return { redirect: { to: rule.redirect.to + url.search, status: rule.redirect.status } };
  const preview = await previewFor(settings.config, await settings.pinned(), url.searchParams, req.headers.cookie, request.secure);
  if (preview.info?.error) req.log.warn({ preview: url.searchParams.get('preview') }, preview.info.error);
  return { preview, menuUnpublished: rule !== null };
}
