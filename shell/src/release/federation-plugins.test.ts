// @vitest-environment happy-dom
// The federation plugins of the shell on the runtime this project runs (2.9.2): the retry plugin
// (0.17.1, the newest published) and the errorLoadRemote stand-in, then loadPageModule end to end.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInstance, init } from '@module-federation/enhanced/runtime';
import type { ReleaseManifest } from '@brids/contracts';
import { RemoteUnavailableError, type ComposedRoute, type PageModule } from '@brids/platform';
import { describeFailure, entryIntegrityPlugin, errorHandlingPlugin, loadPageModule, registerRelease, retryPlugin } from '../federation.ts';

type Plugins = Parameters<typeof createInstance>[0]['plugins'];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The browser's part of loading scripts, without a network: a script appended to the head "loads" (an entry
 * named in `entries` defines its container) or fails (any other script), and every fetch is recorded.
 */
function fakeBrowser(entries: Record<string, { global: string; container: unknown }> = {}) {
  const appended: HTMLScriptElement[] = [];
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => (fetched.push(String(url)), new Response('Not Found', { status: 404 })));
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement)) return append(node);
    appended.push(node);
    const entry = entries[node.src];
    if (entry) Object.assign(window, { [entry.global]: entry.container });
    queueMicrotask(() => node.dispatchEvent(new Event(entry ? 'load' : 'error')));
    return node;
  });
  return { appended, fetched };
}

describe('retry plugin 0.17.1 on runtime 2.9.2', () => {
  it('retries loading a remote entry through the runtime loadEntryError hook', async () => {
    let tries = 0;
    const mf = createInstance({ name: 'host3', remotes: [], plugins: [retryPlugin] as Plugins });
    const container = { init() {}, get() {} };
    const result = await mf.loaderHook.lifecycle.loadEntryError.emit({
      getRemoteEntry: async () => {
        if (++tries < 2) throw new Error('RUNTIME-008 script failed');
        return container;
      },
      origin: mf,
      remoteInfo: { name: 'mf_x', entry: 'http://remote.test/remoteEntry.js' },
      remoteEntryExports: undefined,
      globalLoading: {},
      uniqueKey: 'mf_x:entry',
    } as never);
    expect(tries).toBe(2);
    expect(result).toBe(container);
  });
});

describe('errorLoadRemote and loadPageModule', () => {
  it('a remote whose entry cannot load gives a stand-in page whose loader throws RemoteUnavailableError', async () => {
    fakeBrowser();
    const mf = createInstance({ name: 'host4', remotes: [{ name: 'mf_x', entry: 'http://remote.test/remoteEntry.js' }], plugins: [errorHandlingPlugin] as Plugins });
    const module = (await mf.loadRemote('mf_x/pages/a')) as PageModule;
    await expect(module.default.loader!({} as never)).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('loadPageModule turns a broken remote into RemoteUnavailableError and logs what failed', { timeout: 15_000 }, async () => {
    const release: ReleaseManifest = {
      environment: 'test',
      updatedAt: '2026-01-01T00:00:00.000Z',
      remotes: { mf_research: { version: '1.0.0', manifestUrl: '/remotes/mf-research/1.0.0/mf-manifest.json', routes: [] } },
    };
    const { appended, fetched } = fakeBrowser();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    init({ name: 'shell', remotes: [] });
    registerRelease(release);
    const route = { remote: 'mf_research', module: './pages/research-report' } as ComposedRoute;
    await expect(loadPageModule(route)).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(
      /^\[federation\] mf_research\/pages\/research-report could not load: remote entry script did not load \(RUNTIME-008\)/m,
    );
    // By its entry beside the manifest (the runtime's try, then the retry plugin's three), never the manifest.
    expect(appended.map((script) => new URL(script.src).pathname)).toEqual(Array(4).fill('/remotes/mf-research/1.0.0/remoteEntry.js'));
    expect(fetched.filter((url) => url.includes('mf-manifest.json'))).toEqual([]);
  });

  it.each([
    [new Error('ScriptExecutionError: x\n[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'), /^remote entry threw while running/],
    [new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'), /^remote entry script did not load/],
    [Object.assign(new Error('Loading chunk 5 failed.'), { name: 'ChunkLoadError' }), /^a page chunk did not load/],
  ])('names the failure: %s', (error, expected) => {
    expect(describeFailure(error)).toMatch(expected);
  });
});

describe('the remote entry with the integrity its pin records', () => {
  const SRI = `sha384-${'e'.repeat(64)}`;
  const ENTRY = 'http://site.test/remotes/mf-research/1.0.0/remoteEntry.js';
  const pinned = (entryIntegrity?: string): ReleaseManifest => ({
    environment: 'test',
    updatedAt: '2026-01-01T00:00:00.000Z',
    remotes: {
      mf_research: { version: '1.0.0', manifestUrl: '/remotes/mf-research/1.0.0/mf-manifest.json', routes: [], ...(entryIntegrity ? { entryIntegrity } : {}) },
    },
  });

  it("gives the entry's script the integrity and crossOrigin; a chunk's script and a remote without one are the runtime's own", () => {
    const mf = createInstance({ name: 'host-sri', remotes: [], plugins: [entryIntegrityPlugin(pinned(SRI))] as Plugins });
    const emit = (url: string, name = 'mf_research') =>
      mf.loaderHook.lifecycle.createScript.emit({ url, attrs: {}, remoteInfo: { name, entry: ENTRY } } as never) as HTMLScriptElement | undefined;
    const script = emit(ENTRY);
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script?.getAttribute('src')).toBe(ENTRY);
    expect(script?.getAttribute('integrity')).toBe(SRI);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(emit('http://site.test/remotes/mf-research/1.0.0/static/js/async/page.1.js')).toBeUndefined();
    expect(emit(ENTRY, 'mf_tools')).toBeUndefined();
    const without = createInstance({ name: 'host-sri-2', remotes: [], plugins: [entryIntegrityPlugin(pinned())] as Plugins });
    expect(without.loaderHook.lifecycle.createScript.emit({ url: ENTRY, attrs: {}, remoteInfo: { name: 'mf_research', entry: ENTRY } } as never)).toBeUndefined();
  });

  it('is the script the runtime loads the entry with, by the entry alone (runtime 2.9.2)', async () => {
    const page = { default: { Component: () => null } };
    const { appended, fetched } = fakeBrowser({ [ENTRY]: { global: 'mf_research', container: { init: () => {}, get: async () => () => page } } });
    const mf = createInstance({
      name: 'host-sri-3',
      remotes: [{ name: 'mf_research', entry: ENTRY }],
      plugins: [entryIntegrityPlugin(pinned(SRI))] as Plugins,
    });
    expect(await mf.loadRemote('mf_research/pages/a')).toBe(page);
    const entry = appended.find((script) => script.src === ENTRY);
    expect(entry?.integrity).toBe(SRI);
    expect(entry?.crossOrigin).toBe('anonymous');
    expect(fetched).toEqual([]);
    Reflect.deleteProperty(window, 'mf_research');
  });
});
