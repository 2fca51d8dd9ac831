import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createIPX, ipxFSStorage, type IPXStorage } from 'ipx';
import { IMAGE_OPTIMISER_PREFIX, IMAGE_WIDTHS } from '@brids/ui/image-url';

/** 30 days (spec §9: image cache max age 2592000 seconds). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

export interface ImageOptimiserOptions {
  /** The site's public folder (`shell/public`): `/_ipx/w_640/images/a.jpg` reads `<dir>/images/a.jpg`. */
  dir: string;
  /** Bytes of resized images kept in memory (default 64 MiB); a CDN in front does the rest. */
  cacheBytes?: number;
  /** The content service (CONTENT_API_URL): `/_ipx/w_640/media/<name>` reads its `/media/<name>`. Without it, /media images are 404. */
  contentUrl?: string;
  /** How long reading a /media original from the content service may take (default 10 s). */
  contentTimeoutMs?: number;
}

/** A media store file's path (the content service's `media/types.ts` names): 32 hex digits and an image extension. */
const MEDIA_IMAGE = /^\/media\/[0-9a-f]{32}\.(?:jpg|png|webp|avif|gif|svg)$/;
/** The largest original read from the content service (its uploads are at most 10 MB). */
const MAX_MEDIA_BYTES = 12 * 1024 * 1024;

/**
 * ipx's storage: `/media/<name>` from the content service's media store (content-addressed: a name's bytes
 * never change, so no modification time is asked for), every other path from the site's public folder.
 */
function siteStorage(dir: string, contentUrl: string | undefined, timeoutMs: number): IPXStorage {
  const files = ipxFSStorage({ dir });
  const isMedia = (id: string) => id.startsWith('/media/');
  return {
    name: 'site',
    getMeta: (id, opts) => (isMedia(id) ? (MEDIA_IMAGE.test(id) && contentUrl ? {} : undefined) : files.getMeta(id, opts)),
    async getData(id, opts) {
      if (!isMedia(id)) return files.getData(id, opts);
      if (!MEDIA_IMAGE.test(id) || !contentUrl) return undefined;
      const response = await fetch(new URL(id, contentUrl), { signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 404) return undefined;
      if (!response.ok) throw Object.assign(new Error(`The content service answered ${response.status} for ${id}`), { statusCode: 502 });
      if (Number(response.headers.get('content-length') ?? 0) > MAX_MEDIA_BYTES) throw Object.assign(new Error(`${id} is too large to optimise`), { statusCode: 502 });
      return response.arrayBuffer();
    },
  };
}

type Modifiers = { w?: string; f?: string; q?: string };
type Parsed = { id: string; modifiers: Modifiers; key: string } | { error: string };

const FORMATS = new Set(['webp', 'avif', 'jpeg', 'jpg', 'png']);
const KEYS: Record<string, keyof Modifiers> = { w: 'w', width: 'w', f: 'f', format: 'f', q: 'q', quality: 'q' };
/** Local paths only: segments of safe characters that start with a letter or digit (no `..`, no hidden files, no `scheme:`). */
const SAFE_PATH = /^(?:\/[A-Za-z0-9][A-Za-z0-9._~@+() -]*)+$/;
const LARGEST = Math.max(...IMAGE_WIDTHS);
/** Images can hold markup (SVG): opened on their own, they may run nothing and are never sniffed. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function parseModifiers(text: string): Modifiers | string {
  const modifiers: Modifiers = {};
  if (text === '_') return modifiers;
  for (const part of text.split(/[&,]/)) {
    const [name = '', ...rest] = part.split(/[:=_]/);
    const key = KEYS[name];
    const value = rest.join('_');
    if (!key) return `Unsupported modifier "${name}": use w, f and q`;
    if (modifiers[key] !== undefined) return `Modifier "${name}" given twice`;
    if (key === 'w') {
      const width = /^\d+$/.test(value) ? Number(value) : 0;
      if (width < 1 || width > LARGEST) return `Width must be between 1 and ${LARGEST}, got "${value}"`;
      // Only the spec's screen widths are produced: any other width is rounded up to the next one.
      modifiers.w = String(IMAGE_WIDTHS.find((w) => w >= width) ?? LARGEST);
    } else if (key === 'f') {
      if (!FORMATS.has(value)) return `Format must be one of ${[...FORMATS].join(', ')}, got "${value}"`;
      modifiers.f = value === 'jpg' ? 'jpeg' : value;
    } else {
      const quality = /^\d+$/.test(value) ? Number(value) : 0;
      if (quality < 1 || quality > 100) return `Quality must be between 1 and 100, got "${value}"`;
      modifiers.q = String(quality);
    }
  }
  return modifiers;
}

/** `/_ipx/<modifiers>/<path>` from the raw URL: no normalisation happens before the checks. */
export function parseImageRequest(rawUrl: string): Parsed {
  const pathname = rawUrl.split('?')[0]!.slice(IMAGE_OPTIMISER_PREFIX.length + 1);
  const slash = pathname.indexOf('/');
  if (slash <= 0) return { error: 'Expected /_ipx/<modifiers>/<path>' };
  const modifiers = parseModifiers(pathname.slice(0, slash));
  if (typeof modifiers === 'string') return { error: modifiers };
  let id: string;
  try {
    id = decodeURIComponent(pathname.slice(slash));
  } catch {
    return { error: 'Malformed image path' };
  }
  if (!SAFE_PATH.test(id)) return { error: 'Images are served from the site\'s own folder only' };
  const key = `${modifiers.w ?? ''},${modifiers.f ?? ''},${modifiers.q ?? ''}${id}`;
  return { id, modifiers, key };
}

interface Cached {
  data: Buffer;
  type: string;
  mtime: number | undefined;
}

/** A byte-bounded LRU of processed images. */
function createCache(maxBytes: number) {
  const entries = new Map<string, Cached>();
  let bytes = 0;
  return {
    get(key: string): Cached | undefined {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, value: Cached): void {
      const old = entries.get(key);
      if (old) bytes -= old.data.length;
      entries.delete(key);
      if (value.data.length > maxBytes) return;
      entries.set(key, value);
      bytes += value.data.length;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.data.length;
      }
    },
  };
}

function statusOfIpxError(error: unknown): number {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : 500;
}

function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('Cache-Control', 'no-store').send({ message });
}

/**
 * The image optimiser (spec §7, §9) as a Fastify plugin: ipx with sharp, `/_ipx/<modifiers>/<path>`,
 * widths 320…1536 only, formats webp/avif/jpeg/png, cached by browsers and CDNs for 30 days.
 * Images are the site's own (`shell/public/images/…`, also reachable as stored at `/images/…`) or the media
 * store's (`/media/<name>`, read from the content service; the shell server proxies the originals).
 */
export async function imageOptimiser(app: FastifyInstance, options: ImageOptimiserOptions): Promise<void> {
  const dir = path.resolve(options.dir);
  const ipx = createIPX({ storage: siteStorage(dir, options.contentUrl, options.contentTimeoutMs ?? 10_000) });
  const cache = createCache(options.cacheBytes ?? 64 * 1024 * 1024);

  await app.register(fastifyStatic, {
    root: path.join(dir, 'images'),
    prefix: '/images/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('Cache-Control', IMAGE_CACHE_CONTROL);
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', IMAGE_CSP);
    },
  });

  app.get(`${IMAGE_OPTIMISER_PREFIX}/*`, async (req, reply) => {
    const parsed = parseImageRequest(req.url);
    if ('error' in parsed) return sendError(reply, 400, parsed.error);
    const image = ipx(parsed.id, parsed.modifiers);
    try {
      const { mtime } = await image.getSourceMeta();
      const since = req.headers['if-modified-since'];
      if (mtime && since && Date.parse(since) >= Math.floor(mtime.getTime() / 1000) * 1000) {
        return reply.code(304).header('Cache-Control', IMAGE_CACHE_CONTROL).send();
      }
      let result = cache.get(parsed.key);
      if (!result || result.mtime !== mtime?.getTime()) {
        const { data, format } = await image.process();
        result = { data: Buffer.from(data), type: `image/${format ?? 'jpeg'}`, mtime: mtime?.getTime() };
        cache.set(parsed.key, result);
      }
      if (mtime) reply.header('Last-Modified', mtime.toUTCString());
      return reply
        .header('Cache-Control', IMAGE_CACHE_CONTROL)
        .header('Content-Type', result.type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', IMAGE_CSP)
        .send(result.data);
    } catch (error) {
      const status = statusOfIpxError(error);
      if (status === 404) return sendError(reply, 404, `Image not found: ${parsed.id}`);
      if (status === 400 || status === 403) return sendError(reply, 400, `Not an image the site serves: ${parsed.id}`);
      if (status === 502 || (error as Error).name === 'TimeoutError') {
        req.log.warn({ err: error }, 'image optimiser could not read the original from the content service');
        return sendError(reply, 502, 'The image could not be read from the content service');
      }
      req.log.error({ err: error }, 'image optimiser failed');
      return sendError(reply, 500, 'The image could not be processed');
    }
  });
}
