import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Script } from 'node:vm';
import type { PageModule } from '@brids/platform';

/** The server build's file inside a published version folder (tools/build/src/server-build.ts). */
export const SERVER_ENTRY_FILE = 'server/index.js';

/** A path under `/remotes/` inside a version's server build (`<remote>/<version>/server/...`): the server's code, never served. */
export function isServerBuildPath(pathname: string): boolean {
  return /^\/?[^/]+\/[^/]+\/server(?:\/|$)/.test(pathname);
}

/**
 * Why a remote's server build cannot render: the page is then rendered in the browser, except when the
 * version folder has no browser build either (`unpublished`: the remote cannot be loaded at all).
 */
export type ServerBuildFailureKind = 'missing' | 'unpublished' | 'failed' | 'timeout' | 'unavailable';

/** The browser build's manifest inside a published version folder. */
const BROWSER_MANIFEST_FILE = 'mf-manifest.json';

export interface ServerBuildFailure {
  kind: ServerBuildFailureKind;
  remote: string;
  version: string;
  message: string;
}

/** A loaded server build: the remote's page modules by module name (`./pages/about-us`). */
export interface ServerBuild {
  remote: string;
  version: string;
  pages: ReadonlyMap<string, PageModule>;
}

export type ServerBuildResult = { ok: true; build: ServerBuild } | { ok: false; failure: ServerBuildFailure };

/** The server's own copy of a shared singleton the build `require`s, or undefined when the server does not share it. */
export type SharedModules = (specifier: string) => unknown;

export interface LoadOptions {
  remote: string;
  version: string;
  /** The published version folder (`remotes/<remote>/<version>`). */
  dir: string;
  shared: SharedModules;
  /**
   * What the pin records of the server build (publish's sha256, kept in the release store): the build runs
   * only if it matches, so a version folder replaced after the pin (build and publish.json) is refused.
   * Without it (a pin made before pins carried it) the folder's own publish.json is the reference.
   */
  pinned?: { file: string; sha256: string } | undefined;
  /** The whole load (read, check, evaluate, page modules) must settle within this. */
  timeoutMs: number;
}

class LoadFailure extends Error {
  constructor(
    readonly kind: ServerBuildFailureKind,
    message: string,
  ) {
    super(message);
  }
}

type PageLoaders = Record<string, () => Promise<unknown>>;

const isPageLoaders = (value: unknown): value is PageLoaders =>
  typeof value === 'object' && value !== null && Object.values(value).every((load) => typeof load === 'function');

const isPageModule = (value: unknown): value is PageModule =>
  typeof (value as PageModule | undefined)?.default?.Component === 'function';

/** The sha256 publish.json records for the server build, when it records one. */
async function recordedDigest(dir: string): Promise<string | undefined> {
  const text = await readFile(path.join(dir, 'publish.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const info = JSON.parse(text) as { serverBuild?: { file?: string; sha256?: string } };
  return info.serverBuild?.file === SERVER_ENTRY_FILE ? info.serverBuild.sha256 : undefined;
}

/**
 * Evaluates a CommonJS server build in this realm (the shared singletons are this server's, so
 * `instanceof` and React's contexts hold across them). Not through Node's module loader: nothing
 * keeps the build alive but the returned exports, so a version no longer pinned is garbage.
 */
function evaluate(code: string, file: string, shared: SharedModules): unknown {
  const wrapper = new Script(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file });
  const run = wrapper.runInThisContext() as (...args: unknown[]) => void;
  const module = { exports: {} as unknown };
  const require = (specifier: string) => {
    const found = shared(specifier);
    if (found === undefined) throw new LoadFailure('failed', `it requires "${specifier}", which the server does not share`);
    return found;
  };
  run.call(module.exports, module.exports, require, module, file, path.dirname(file));
  return module.exports;
}

async function load(options: LoadOptions): Promise<ServerBuild> {
  const file = path.join(options.dir, SERVER_ENTRY_FILE);
  const code = await readFile(file).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw new LoadFailure('failed', `${file} cannot be read (${error.code ?? error.message})`);
    const browserBuild = await stat(path.join(options.dir, BROWSER_MANIFEST_FILE)).then(() => true, () => false);
    throw browserBuild
      ? new LoadFailure('missing', `${file} cannot be read (ENOENT)`)
      : new LoadFailure('unpublished', `${options.dir} holds no published version (no ${BROWSER_MANIFEST_FILE})`);
  });
  const digest = options.pinned
    ? options.pinned.file === SERVER_ENTRY_FILE
      ? options.pinned.sha256
      : undefined
    : await recordedDigest(options.dir).catch(() => {
        throw new LoadFailure('failed', `${path.join(options.dir, 'publish.json')} is not valid JSON`);
      });
  if (digest !== undefined && createHash('sha256').update(code).digest('hex') !== digest) {
    const reference = options.pinned ? 'the pin records (the release store), the folder was changed after the pin' : 'its publish.json records';
    throw new LoadFailure('failed', `${file} does not match the sha256 ${reference}`);
  }
  const exports = evaluate(code.toString('utf8'), file, options.shared) as { pages?: unknown };
  if (!isPageLoaders(exports.pages)) throw new LoadFailure('failed', `${file} does not export its pages`);
  const pages = new Map<string, PageModule>();
  for (const [name, loadPage] of Object.entries(exports.pages)) {
    const page = await loadPage();
    if (!isPageModule(page)) throw new LoadFailure('failed', `page module ${name} has no default export with a Component`);
    pages.set(name, page);
  }
  return { remote: options.remote, version: options.version, pages };
}

/**
 * Loads the server build of a published remote version. Faults are values: a missing build, one
 * that throws while it loads (or asks for a module the server does not share, or differs from its
 * publish record) and one slower than `timeoutMs` each come back as a failure, never as a throw.
 * A build whose top level runs forever blocks (synchronous code cannot be timed out in-process).
 */
export async function loadServerBuild(options: LoadOptions): Promise<ServerBuildResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LoadFailure('timeout', `it did not load within ${options.timeoutMs} ms`)), options.timeoutMs);
  });
  try {
    return { ok: true, build: await Promise.race([load(options), timeout]) };
  } catch (error) {
    const kind = error instanceof LoadFailure ? error.kind : 'failed';
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, failure: { kind, remote: options.remote, version: options.version, message } };
  } finally {
    clearTimeout(timer);
  }
}
