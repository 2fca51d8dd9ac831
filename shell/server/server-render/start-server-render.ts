import type { StoredRelease } from '@brids/release-store';
import type { RemoteFiles } from '../remote-versions/remote-files.ts';
import type { VersionCache } from '../remote-versions/version-cache.ts';
import { ignoreStyleImports } from '../server-builds/ignore-style-imports.ts';
import { createServerBuilds, type ServerBuildLog } from '../server-builds/server-builds.ts';
import type { PageRenderer } from './render-page.tsx';

export interface ServerRenderSettings {
  contentApiUrl: string;
  remoteFiles: RemoteFiles;
  versions: VersionCache;
  release: () => Promise<{ manifest: StoredRelease }>;
  log: ServerBuildLog;
  /** Loading a build, and the loaders with the render, each past this renders in the browser. */
  timeoutMs?: number;
}

/**
 * Server rendering's start-up (SERVER_RENDER=1): style imports answered empty (the shell's layout and
 * the design system import their CSS), the shared singletons the remotes' builds require, the pinned
 * builds, and the renderer, imported only here so a server without the setting never loads the layout.
 */
export async function startServerRender(settings: ServerRenderSettings): Promise<PageRenderer> {
  ignoreStyleImports();
  // Imported after the style hook: the shared design system imports its stylesheets.
  const { importSharedModules } = await import('../server-builds/shared-modules.ts');
  const shared = await importSharedModules();
  const timeouts = settings.timeoutMs === undefined ? {} : { timeoutMs: settings.timeoutMs };
  const builds = createServerBuilds({ remoteFiles: settings.remoteFiles, versions: settings.versions, release: settings.release, shared, log: settings.log, ...timeouts });
  const { createPageRenderer } = await import('./render-page.tsx');
  // Rich text (articles, answers) sanitised here as the content service does: the browser's DOMPurify is a lazy chunk.
  const [{ setServerRichTextSanitizer }, { sanitize }] = await Promise.all([import('@brids/ui'), import('@brids/rich-text-server')]);
  setServerRichTextSanitizer(sanitize);
  return createPageRenderer({ contentApiUrl: settings.contentApiUrl, builds, log: settings.log, ...timeouts });
}
