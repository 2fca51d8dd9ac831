import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ReleaseManifest } from '@brids/contracts';
import { RemoteUnavailableError, type ComposedRoute, type PageModule } from '@brids/platform';
import { previewInfo } from './release.ts';
import { reloadIfReleaseChanged, watchRelease } from './release/live-release.ts';

/** How long a page's remote may take before the visitor sees "page under repair" instead. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

/**
 * Retries, as the Module Federation maintainers advise for the network layer: the remote entry and page
 * chunks (3 tries, 500 ms apart). Remotes load by their entry, so the runtime fetches no manifest (the
 * plugin's `fetch` retries had only that to retry). Retry plugin 0.17.1 takes the `script` option; runtime
 * 2.9.2 still calls the hooks it uses (`loadEntryError`, `getModuleFactory`) with the same arguments
 * (docs/decisions.md). All of it fits inside REMOTE_LOAD_TIMEOUT_MS.
 */
export const retryPlugin = RetryPlugin({
  script: { retryTimes: 2, retryDelay: 500 },
});

/** Marks the stand-in module that `errorLoadRemote` returns for a remote that cannot load. */
const FAILED = Symbol.for('brids.remoteFailed');

interface FailedModule extends PageModule {
  [FAILED]: { remote: string; error: unknown };
}

/**
 * The loading layer, as the maintainers advise: `errorLoadRemote` turns any failure of `loadRemote`
 * (lifecycle `onLoad`, after the manifest, entry and chunk failures of the earlier lifecycles have
 * bubbled up to it) into a stand-in page module instead of an exception. Its page throws
 * RemoteUnavailableError, so whoever renders it gets the 'page under repair' page; loadPageModule
 * recognises it and throws that error itself (the router's error boundary renders it).
 */
export const errorHandlingPlugin = {
  name: 'brids-remote-fallback',
  errorLoadRemote(args: { id: string; error: unknown; lifecycle: string; remote?: { name?: string } }) {
    if (args.lifecycle !== 'onLoad') return undefined;
    const remote = args.remote?.name ?? args.id.split('/')[0]!;
    const failed: FailedModule = {
      default: {
        loader: () => Promise.reject(new RemoteUnavailableError(remote, args.error)),
        Component: () => null,
      },
      [FAILED]: { remote, error: args.error },
    };
    return failed;
  },
};

/**
 * Subresource integrity of the remote entries: the entry's script (the runtime asks `createScript` for it)
 * gets the pin's `entryIntegrity` and `crossOrigin = 'anonymous'` (/remotes/ answers with CORS), so the
 * browser runs no other bytes; it refuses them as a script that did not load (RUNTIME-008: 'page under
 * repair'). Only the entry's own URL: the runtime's other scripts are the page's chunks. A remote without
 * one (a preview, a pin made before pins recorded it) loads as before. The entry's preload hint carries
 * the same two attributes (shell/server/document/preload-hints.ts), or the browser would fetch the entry twice.
 */
export function entryIntegrityPlugin(release: ReleaseManifest) {
  return {
    name: 'brids-entry-integrity',
    createScript({ url, remoteInfo }: { url: string; remoteInfo: { name: string; entry: string } }) {
      const integrity = release.remotes[remoteInfo.name]?.entryIntegrity;
      if (!integrity || url !== remoteInfo.entry) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}

/** A remote's entry script: `remoteEntry.js` beside its manifest, as every remote's build names it (`tools/release` verify refuses a pin otherwise). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

export function entryUrlOf(manifestUrl: string, base: string): string {
  return new URL(REMOTE_ENTRY_FILE, new URL(manifestUrl, base)).href;
}

let registered: { name: string; entry: string; manifest: string }[] = [];

/**
 * The release's remotes, each loaded by its entry rather than its mf-manifest.json: the runtime then
 * fetches no manifest before the entry (a request less on every first view), and the shell's build
 * leaves out the runtime's snapshot and preload code that served manifests (`disableSnapshot`). The
 * page's chunks come from the entry's own chunk loading; the server's preload hints already name them.
 */
function remotesOf(release: ReleaseManifest) {
  return Object.entries(release.remotes).map(([name, remote]) => {
    const manifest = new URL(remote.manifestUrl, window.location.href).href;
    return { name, entry: entryUrlOf(manifest, window.location.href), manifest };
  });
}

/** Registers the release's remotes with the federation runtime (no remote URL is compiled in). */
export function registerRelease(release: ReleaseManifest): void {
  registerPlugins([retryPlugin, errorHandlingPlugin, entryIntegrityPlugin(release)] as Parameters<typeof registerPlugins>[0]);
  registered = remotesOf(release);
  registerRemotes(registered.map(({ name, entry }) => ({ name, entry })));
  watchRelease(release, previewInfo());
}

function forget(remote: string): void {
  // A failed load stays cached in the runtime; re-registering clears it so the next
  // navigation tries again and the page recovers once the remote is back.
  const found = registered.find((r) => r.name === remote);
  if (found) registerRemotes([{ name: found.name, entry: found.entry }], { force: true });
}

class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** What failed, in words, for the log line of each failure (docs/release.md lists them). */
export function describeFailure(error: unknown): string {
  const text = String(error instanceof Error ? error.message : error);
  if (error instanceof RemoteTimeoutError) return `no answer: ${text}`;
  if (/ScriptExecutionError/.test(text)) return `remote entry threw while running (RUNTIME-008 ScriptExecutionError): ${text.split('\n')[0]}`;
  if (/RUNTIME-008/.test(text)) return `remote entry script did not load (RUNTIME-008): ${text.split('\n')[0]}`;
  if (/ChunkLoadError|Loading (?:CSS )?chunk/.test(text)) return `a page chunk did not load: ${text.split('\n')[0]}`;
  return text.split('\n')[0]!;
}

/**
 * Warms the page module of a link the visitor may follow. No release check here: a check made
 * for a prefetch would be reused by the navigation that follows and could hide a new release.
 */
export function prefetchPageModule(route: ComposedRoute): Promise<unknown> {
  return loadRemote(`${route.remote}/${route.module.slice(2)}`);
}

/** The URL of a registered remote's manifest (mf-manifest.json): the idle prefetch reads a page's files there. */
export function manifestUrlOf(remote: string): string | undefined {
  return registered.find((r) => r.name === remote)?.manifest;
}

/** Loads the page module a route names from its remote; failures become RemoteUnavailableError. */
export async function loadPageModule(route: ComposedRoute): Promise<PageModule> {
  const id = `${route.remote}/${route.module.slice(2)}`;
  const loading = withTimeout(loadRemote<PageModule>(id), REMOTE_LOAD_TIMEOUT_MS);
  if (await reloadIfReleaseChanged()) {
    loading.catch(() => {});
    return new Promise<PageModule>(() => {}); // the new release's document is on its way
  }
  try {
    const module = await loading;
    if (module && FAILED in module) throw (module as FailedModule)[FAILED].error;
    if (!module?.default?.Component) throw new Error(`${id} is not a page module`);
    return module;
  } catch (error) {
    console.error(`[federation] ${id} could not load: ${describeFailure(error)}`);
    forget(route.remote);
    throw new RemoteUnavailableError(route.remote, error);
  }
}
