import path from 'node:path';
import { DOCUMENT_CACHE_DEFAULTS, type DocumentCacheOptions } from './document/document-cache.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The shell server's settings, from the environment with embedded defaults. */
export interface ShellServerConfig {
  host: string;
  port: number;
  /** Where the content service listens; `/api` is proxied there. */
  contentApiUrl: string;
  /** The release manifest of this environment; re-read when it changes. */
  releaseFile: string;
  /**
   * RELEASE_DATABASE_URL: the release store is PostgreSQL, shared by every shell server and release manager
   * (`releaseFile` is then unused); polled every second. Unset: the file, on this machine.
   */
  releaseDatabaseUrl?: string;
  /** Published remote versions, served under /remotes. */
  remotesDir: string;
  /** The shell's build output. */
  shellDist: string;
  /** Public origin for canonical and hreflang links. */
  publicOrigin: string;
  /** The release environment this server runs (RELEASE_ENV). */
  environment: string;
  /** Production accepts only previews signed with `previewSecret`. */
  production: boolean;
  /** RELEASE_PREVIEW_SECRET: signs preview links (`pnpm release preview-url`). */
  previewSecret?: string;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM): serve HTTPS with HTTP/2 (and HTTP/1.1 for old clients),
   * as a site is served to visitors. Without them, plain HTTP/1.1 (a load balancer terminates TLS).
   */
  tls?: { certFile: string; keyFile: string };
  /** SHUTDOWN_TIMEOUT_MS: how long the requests in flight get to finish after SIGTERM (default 10 s). */
  shutdownTimeoutMs: number;
  /**
   * Documents of remotes' pages carry the page rendered on the server (layout, page, loaders' data),
   * which the browser hydrates. SERVER_RENDER=0 turns it off: the browser renders every page.
   */
  serverRender: boolean;
  /**
   * Server-rendered documents kept for DOCUMENT_CACHE_TTL_MS (default 5000; 0: none), then sent once
   * more while the next renders, up to a minute old (document-cache.ts).
   */
  documentCache: DocumentCacheOptions | false;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const releaseEnv = env.RELEASE_ENV ?? 'local';
  if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
  const tls = env.TLS_CERT_FILE && env.TLS_KEY_FILE ? { certFile: path.resolve(env.TLS_CERT_FILE), keyFile: path.resolve(env.TLS_KEY_FILE) } : undefined;
  const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS || 10_000);
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs <= 0) throw new Error(`SHUTDOWN_TIMEOUT_MS must be a positive integer, got "${env.SHUTDOWN_TIMEOUT_MS}"`);
  if (!/^[a-z0-9-]+$/.test(releaseEnv)) throw new Error(`RELEASE_ENV must be kebab-case, got "${releaseEnv}"`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    contentApiUrl: (env.CONTENT_API_URL ?? 'http://127.0.0.1:3001').replace(/\/$/, ''),
    releaseFile: path.resolve(env.RELEASE_FILE ?? path.join(env.RELEASES_DIR ?? path.join(root, 'releases'), releaseEnv, 'release.json')),
    remotesDir: path.resolve(env.REMOTES_DIR ?? path.join(root, 'remotes')),
    shellDist: path.resolve(env.SHELL_DIST ?? path.join(root, 'shell/dist')),
    publicOrigin: (env.PUBLIC_ORIGIN ?? `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/$/, ''),
    environment: releaseEnv,
    production: releaseEnv === 'production' || env.RELEASE_PRODUCTION === '1',
    shutdownTimeoutMs,
    serverRender: serverRenderOf(env.SERVER_RENDER),
    documentCache: documentCacheOf(env.DOCUMENT_CACHE_TTL_MS),
    ...(env.RELEASE_PREVIEW_SECRET ? { previewSecret: env.RELEASE_PREVIEW_SECRET } : {}),
    ...(env.RELEASE_DATABASE_URL ? { releaseDatabaseUrl: env.RELEASE_DATABASE_URL } : {}),
    ...(tls ? { tls } : {}),
  };
}

function serverRenderOf(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '1') return true;
  if (raw === '0') return false;
  throw new Error(`SERVER_RENDER must be 1 or 0, got "${raw}"`);
}

function documentCacheOf(raw: string | undefined): DocumentCacheOptions | false {
  if (raw === undefined || raw === '') return DOCUMENT_CACHE_DEFAULTS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`DOCUMENT_CACHE_TTL_MS must be a whole number of milliseconds, got "${raw}"`);
  return ms === 0 ? false : { ...DOCUMENT_CACHE_DEFAULTS, freshMs: ms, staleMs: Math.max(ms, DOCUMENT_CACHE_DEFAULTS.staleMs) };
}
