import type { FastifyInstance } from 'fastify';
import { PREVIEW_ROUTE, SHELL_REMOTE } from '@brids/platform/shell-routes';
import type { ShellServerConfig } from '../config.ts';
import type { ContentBreaker } from '../content/content-breaker.ts';
import type { ContentVersion } from '../content/content-version.ts';
import { createNavigationRules } from '../content/navigation-rules.ts';
import type { LoadedRelease } from '../release/release-store.ts';
import type { RemoteFiles } from '../remote-versions/remote-files.ts';
import type { VersionCache } from '../remote-versions/version-cache.ts';
import { createStyleReader } from '../server-render/inline-styles.ts';
import { startServerRender } from '../server-render/start-server-render.ts';
import { SERVER_BUILD_TIMEOUT_MS } from '../server-builds/server-builds.ts';
import { createContentClient } from './content-client.ts';
import { sendDocument, documentHtml } from './document.ts';
import { createDocumentCache } from './document-cache.ts';
import { pageData } from './page-data.ts';
import { releaseStep } from './release.ts';
import { renderedDocument } from './render.ts';
import { documentRequest } from './request.ts';
import { matchPage, siteTableOf } from './route-match.ts';
import { documentAnswers, documentRenderSeconds } from '../operations/metrics.ts';

export interface DocumentSettings {
  config: ShellServerConfig;
  /** The pinned release of this environment. */
  release: () => Promise<LoadedRelease>;
  /** The shell's built `index.html` (template.ts). */
  template: () => Promise<string>;
  /** The environment's public configuration, as JSON (inlined into every document). */
  publicConfig: string;
  /** The error-reporting service's origin, which the policy lets the page call. */
  reportingOrigin: string | undefined;
  /** Time-out of server rendering's build loads and renders (SERVER_RENDER). */
  serverRenderTimeoutMs?: number | undefined;
  /** The circuit breaker and time-out of every call to the content service. */
  contentBreaker: ContentBreaker;
  /** The content version every cache of content checks (content-version.ts). */
  contentVersion: ContentVersion;
  /** Where the published remotes' files are, here and for browsers. */
  remoteFiles: RemoteFiles;
  /** This server's checked copies of the versions it runs, taken from the object store (none without one). */
  versions: VersionCache;
}

/**
 * `GET /*`: the page documents, each through the same steps, in order: request, release (redirect
 * rules, checkMenu, preview), route match, data (the resource, once: 404 and head), render (server
 * rendering, its loaders answered from the same content client), document (headers, nonce).
 */
export async function registerDocuments(app: FastifyInstance, settings: DocumentSettings): Promise<void> {
  const { config, contentBreaker, contentVersion, remoteFiles } = settings;
  const navigationRules = createNavigationRules(config.contentApiUrl, contentBreaker, contentVersion, (message) => app.log.warn(message));
  const renderer = config.serverRender
    ? await startServerRender({
        contentApiUrl: config.contentApiUrl,
        remoteFiles,
        versions: settings.versions,
        release: settings.release,
        log: app.log,
        ...(settings.serverRenderTimeoutMs === undefined ? {} : { timeoutMs: settings.serverRenderTimeoutMs }),
      })
    : undefined;
  // The first view's stylesheets go inline in the documents the server renders (document-stream.ts).
  const styles = renderer ? createStyleReader({ shellDist: config.shellDist, remotes: remoteFiles }) : undefined;
  const documentCache =
    renderer && config.documentCache ? createDocumentCache(config.documentCache, Date.now, (version) => contentVersion.isCurrent(version)) : undefined;

  app.get('/*', async (req, reply) => {
    const request = documentRequest(req, config.publicOrigin);
    if (!request) return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request: malformed path');

    const served = await releaseStep({ config, navigationRules, pinned: settings.release }, request, req);
    if ('redirect' in served) return reply.redirect(served.redirect.to, served.redirect.status);
    const { release, info: preview, setCookie } = served.preview;
    if (setCookie) reply.header('Set-Cookie', setCookie);

    const match = served.menuUnpublished ? undefined : matchPage(release.table, request.pathname);
    // A signed preview link's page: its URL is a secret and its head names the draft, so no shared cache keeps it.
    const personal = Boolean(preview) || (match?.route.remote === SHELL_REMOTE && match.route.name === PREVIEW_ROUTE);

    const produce = async () => {
      // The page's remote version on this server (copied from the object store once per version): its preloads are read from it.
      if (match) await settings.versions.settle(release.manifest, match.route.remote, SERVER_BUILD_TIMEOUT_MS);
      const content = createContentClient(config.contentApiUrl, String(req.id), contentBreaker, contentVersion);
      const data = await pageData(content, { match, release, pathname: request.pathname, preview, publicOrigin: config.publicOrigin });
      const html = documentHtml(await settings.template(), data, {
        release,
        pathname: request.pathname,
        search: request.url.searchParams,
        preview,
        publicConfig: settings.publicConfig,
        remoteFiles,
      });
      const answer = await renderedDocument(renderer, { html, data, path: req.url, publicOrigin: config.publicOrigin, table: siteTableOf(release.table), content, origin: request.origin, preview: Boolean(preview), contentRefusing: contentBreaker.refusing, remoteFiles, styles });
      return { ...answer, contentVersion: content.version };
    };
    // A rendered page is kept briefly for every visitor of the release and origin (not a preview, which is per browser).
    // While the content service is away, the last rendered copy stands in (document-cache.ts), else a 503.
    let rendered = false;
    const timedProduce = async () => {
      rendered = true;
      const end = documentRenderSeconds.startTimer();
      try {
        return await produce();
      } finally {
        end();
      }
    };
    const answer =
      documentCache && match && !personal ? await documentCache.answer(`${release.etag} ${request.origin} ${req.url}`, timedProduce) : await timedProduce();
    documentAnswers.inc({ source: answer.lastGood ? 'last-good' : answer.unavailable ? 'unavailable' : rendered ? 'rendered' : 'cache' });
    if (answer.lastGood) req.log.warn({ url: req.url }, 'the content service is unavailable: sent the last good copy of the document');
    else if (answer.unavailable) req.log.warn({ url: req.url }, 'the content service is unavailable: sent 503 content unavailable');

    return sendDocument(reply, answer, {
      release,
      publicOrigin: config.publicOrigin,
      secure: request.secure,
      reportingOrigin: settings.reportingOrigin,
      personal,
      retryAfterSeconds: contentBreaker.retryAfterSeconds,
    });
  });
}
