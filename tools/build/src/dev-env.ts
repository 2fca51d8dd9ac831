/**
 * Ports and URLs of the development servers, read from the environment so that every one of
 * them can be moved (another site may already run on the defaults).
 *
 * - `CONTENT_API_URL` (else `http://127.0.0.1:${CONTENT_PORT ?? 3001}`): where `/api` is proxied.
 * - `MF_<SQUAD>_PORT`, e.g. `MF_TOOLS_PORT`: a remote's dev server port (else its configured default).
 */
export function contentApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTENT_API_URL || `http://127.0.0.1:${env.CONTENT_PORT || '3001'}`;
}

/** `mf_tools` -> `MF_TOOLS_PORT`. */
export function remotePortVariable(name: string): string {
  return `${name.toUpperCase()}_PORT`;
}

/** A remote's dev server port: `MF_<SQUAD>_PORT` when set, else `fallback`. */
export function remotePort(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[remotePortVariable(name)];
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`Invalid ${remotePortVariable(name)}: ${raw}`);
  }
  return port;
}
