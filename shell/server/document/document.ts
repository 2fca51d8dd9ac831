import type { RemoteFiles } from '../remote-versions/remote-files.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { policyFeaturesOf, routesNeedingDocument } from '@brids/platform/policy-features';
import type { PreviewInfo } from '../release/preview.ts';
import type { LoadedRelease } from '../release/release-store.ts';
import { documentHeaders } from '../operations/security-headers.ts';
import { withNonce, type DocumentAnswer } from './document-cache.ts';
import { renderDocument } from './html.ts';
import type { PageData } from './page-data.ts';

/** The document the browser renders: the template with the page's lang, head, preload hints, the inlined release and configuration. */
export function documentHtml(
  template: string,
  data: PageData,
  input: { release: LoadedRelease; pathname: string; search: URLSearchParams; preview: PreviewInfo | undefined; publicConfig: string; remoteFiles: RemoteFiles },
): string {
  return renderDocument({
    template,
    release: input.release,
    locale: data.locale,
    match: data.found,
    title: data.head.title,
    head: data.head.tags,
    pathname: input.pathname,
    search: input.search,
    ...(input.preview ? { preview: input.preview } : {}),
    publicConfig: input.publicConfig,
    remoteFiles: input.remoteFiles,
    documentRoutes: routesNeedingDocument(policyFeaturesOf(data.found?.route.name)),
  });
}

/**
 * The last step: the answer with the document's headers (its Content-Security-Policy names the remotes'
 * other origins and, only for a document the server rendered, this answer's own script nonce).
 */
export function sendDocument(
  reply: FastifyReply,
  answer: DocumentAnswer,
  /** `personal`: a release preview in this browser, or a signed preview link's page: `private, no-store`. */
  input: { release: LoadedRelease; publicOrigin: string; secure: boolean; reportingOrigin: string | undefined; personal: boolean; retryAfterSeconds: number },
): FastifyReply {
  if (answer.redirect) return reply.header('Cache-Control', 'no-cache').redirect(answer.redirect, answer.status);
  const remoteOrigins = Object.values(input.release.browser.remotes)
    .map((remote) => new URL(remote.manifestUrl, input.publicOrigin).origin)
    .filter((origin) => origin !== input.publicOrigin);
  const scriptNonce = answer.nonce === undefined ? undefined : randomBytes(16).toString('base64');
  // 503 (the content service away, a remote under repair): the visitor and caches are told when to try again.
  if (answer.status === 503) reply.header('Retry-After', String(input.retryAfterSeconds));
  return reply
    .headers(documentHeaders({ routeName: answer.routeName, secure: input.secure, remoteOrigins: [...new Set(remoteOrigins)], reportingOrigin: input.reportingOrigin, scriptNonce }))
    .code(answer.status)
    .header('Cache-Control', input.personal ? 'private, no-store' : answer.status === 503 ? 'no-store' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(scriptNonce === undefined ? answer.html : withNonce(answer, scriptNonce));
}
