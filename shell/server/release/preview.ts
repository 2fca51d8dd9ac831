// Preview of one remote version in one browser: `?preview=mf_research@1.5.0` (a published version)
// or `?preview=mf_research@http://localhost:3102/mf-manifest.json` (a squad's dev server). The
// server swaps that remote into the release of this document only, remembers the preview in a
// cookie of this browser (`?preview=off` ends it), and tells the page so it shows a banner.
// Accepted in every environment but production; production needs a link signed with its secret.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod/mini';
import type { PreviewInfo } from '@brids/contracts';
import { findRouteConflicts, routeDeclaration } from '@brids/contracts/release';
import { storedRelease, type StoredPin, type StoredRelease } from '@brids/release-store';
import type { ShellServerConfig } from '../config.ts';
import { checkPreviewSignature } from '@brids/release-signature';
import { loadedRelease, type LoadedRelease } from './release-store.ts';
import { remoteFilesOf } from '../remote-versions/remote-files.ts';

export const PREVIEW_COOKIE = 'brids_preview';

export type { PreviewInfo };

interface PreviewRequest {
  preview: string;
  expires?: number;
  sig?: string;
}

export interface PreviewOutcome {
  release: LoadedRelease;
  info?: PreviewInfo;
  /** Set-Cookie header value, when the cookie changes. */
  setCookie?: string;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

const encode = (request: PreviewRequest) => Buffer.from(JSON.stringify(request)).toString('base64url');

function decode(value: string | undefined): PreviewRequest | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as PreviewRequest;
    return typeof parsed.preview === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function cookie(value: string, maxAge: number | undefined, secure: boolean): string {
  return [`${PREVIEW_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(maxAge !== undefined ? [`Max-Age=${maxAge}`] : []), ...(secure ? ['Secure'] : [])].join('; ');
}

/** Why a preview may not run here, or undefined when it may. */
function refusal(config: ShellServerConfig, request: PreviewRequest): string | undefined {
  const signed = request.sig !== undefined && request.expires !== undefined;
  const valid =
    signed && config.previewSecret !== undefined && checkPreviewSignature(config.previewSecret, config.environment, { preview: request.preview, expires: request.expires! }, request.sig!);
  if (config.production && !valid) {
    if (!config.previewSecret) return `${config.environment} accepts no previews (no RELEASE_PREVIEW_SECRET is set)`;
    if (signed && request.expires! * 1000 < Date.now()) return 'the preview link has expired';
    return `${config.environment} accepts signed previews only: make the link with \`pnpm release preview-url\``;
  }
  return undefined;
}

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;

/**
 * The release with the previewed remote swapped in, or why it cannot be. The other pins keep their integrity
 * records (their entries load with their integrity); the previewed version has none: it was not pinned.
 */
async function applyPreview(
  config: ShellServerConfig,
  release: StoredRelease,
  preview: string,
): Promise<{ manifest: StoredRelease; info: PreviewInfo } | { error: string }> {
  const match = /^(mf_[a-z]+)@(.+)$/.exec(preview);
  if (!match) return { error: `"${preview}" is not <remote>@<version> or <remote>@<manifest URL>` };
  const [, remote, target] = match as unknown as [string, string, string];
  const pinned = release.remotes[remote];
  let entry: StoredPin;
  if (/^https?:\/\//.test(target)) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return { error: `"${target}" is not a URL` };
    }
    if (!pinned) return { error: `${remote} is not pinned in ${config.environment}: a preview from a URL keeps the pinned routes` };
    entry = { version: `preview:${url.host}`, manifestUrl: url.href, routes: pinned.routes };
  } else {
    if (!VERSION.test(target) || target.includes('..')) return { error: `"${target}" is not a version` };
    const dir = path.join(config.remotesDir, remote.replace(/_/g, '-'), target);
    const published = await stat(path.join(dir, 'mf-manifest.json')).then(() => true, () => false);
    if (!published) return { error: `${remote} ${target} is not published` };
    const routes = z.safeParse(z.array(routeDeclaration), JSON.parse(await readFile(path.join(dir, 'routes.json'), 'utf8').catch(() => 'null')));
    if (!routes.success) return { error: `${remote} ${target} has no valid routes.json` };
    entry = { version: target, manifestUrl: `/remotes/${remote.replace(/_/g, '-')}/${target}/mf-manifest.json`, routes: routes.data };
  }
  const remotes = { ...release.remotes, [remote]: entry };
  const conflicts = findRouteConflicts(remotes);
  if (conflicts.length > 0) return { error: `${remote} ${target} claims a route another remote has: ${conflicts[0]!.key}` };
  const manifest = z.parse(storedRelease, { ...release, remotes });
  return {
    manifest,
    info: {
      remote,
      target,
      manifestUrl: entry.manifestUrl,
      pinned: pinned ? { version: pinned.version, manifestUrl: pinned.manifestUrl } : null,
      environment: config.environment,
    },
  };
}

/**
 * The release one document runs: the pinned one, or with a preview from the query (which also
 * sets the cookie) or from the cookie. `?preview=off` clears it.
 */
export async function previewFor(
  config: ShellServerConfig,
  pinned: LoadedRelease,
  query: URLSearchParams,
  cookieHeader: string | undefined,
  secure: boolean,
): Promise<PreviewOutcome> {
  const asked = query.get('preview');
  if (asked !== null && (asked === '' || asked === 'off')) {
    return { release: pinned, setCookie: cookie('', 0, secure) };
  }
  const fromQuery = asked !== null;
  const request: PreviewRequest | undefined = fromQuery
    ? {
        preview: asked,
        ...(query.has('preview_expires') ? { expires: Number(query.get('preview_expires')) } : {}),
        ...(query.has('preview_sig') ? { sig: query.get('preview_sig')! } : {}),
      }
    : decode(cookieValue(cookieHeader, PREVIEW_COOKIE));
  if (!request) return { release: pinned };
  const clear = fromQuery ? undefined : cookie('', 0, secure);
  const refused = refusal(config, request);
  if (refused) {
    return { release: pinned, info: { environment: config.environment, error: `Preview refused: ${refused}` }, ...(clear ? { setCookie: clear } : {}) };
  }
  const applied = await applyPreview(config, pinned.manifest, request.preview);
  if ('error' in applied) {
    return { release: pinned, info: { environment: config.environment, error: `Preview refused: ${applied.error}` }, ...(clear ? { setCookie: clear } : {}) };
  }
  const signed = request.sig !== undefined;
  const outcome: PreviewOutcome = {
    release: { ...loadedRelease(applied.manifest, remoteFilesOf(config.remotesDir, config.remotesPublicUrl).toPublic), etag: pinned.etag },
    info: { ...applied.info, signed },
  };
  if (fromQuery) {
    const maxAge = signed && request.expires ? Math.max(0, Math.floor(request.expires - Date.now() / 1000)) : undefined;
    outcome.setCookie = cookie(encode(request), maxAge, secure);
  }
  return outcome;
}
