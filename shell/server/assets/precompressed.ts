import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShellServerConfig } from '../config.ts';

/**
 * Immutable scripts and styles sent as the build compressed them (`<file>.br` / `<file>.gz`,
 * brotli quality 11 and gzip 9, tools/build/src/precompress.ts) instead of being compressed on
 * every request at brotli's quality 4 (about 14 % more bytes, and server CPU each time). Applies
 * to the shell's `/static/` and the published remotes' `/remotes/` when the browser accepts the
 * encoding and the file has that copy; anything else falls through to the static handlers of
 * app.ts, whose headers these answers repeat (immutable caching, CORS on remotes). Not @fastify/static's
 * `preCompressed`: it stats every candidate file on every request (ENOENT, then the next encoding), where
 * these immutable folders let this remember which copies exist, and it covers every file type.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encodings a request accepts (`br;q=0` refuses br). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** Whether a file exists, remembered: the folders served here never change a file in place. */
const known = new Map<string, number | null>();
async function sizeOf(file: string): Promise<number | null> {
  if (!known.has(file)) {
    if (known.size > 20_000) known.clear();
    const size = await stat(file).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );
    known.set(file, size);
  }
  return known.get(file)!;
}

interface Root {
  prefix: string;
  dir: string;
  headers: Record<string, string>;
}

export async function precompressedAssets(app: FastifyInstance, config: ShellServerConfig): Promise<void> {
  const roots: Root[] = [
    { prefix: '/static/', dir: path.resolve(config.shellDist, 'static'), headers: { 'Cache-Control': IMMUTABLE } },
    { prefix: '/remotes/', dir: path.resolve(config.remotesDir), headers: { 'Cache-Control': IMMUTABLE, 'Access-Control-Allow-Origin': '*' } },
  ];
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return;
    const pathname = req.url.split('?')[0]!;
    const type = TYPES[path.extname(pathname)];
    const root = type && roots.find((r) => pathname.startsWith(r.prefix));
    if (!root) return;
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(root.prefix.length));
    } catch {
      return;
    }
    const file = path.resolve(root.dir, relative);
    if (!file.startsWith(root.dir + path.sep) || relative.split('/').some((s) => s.startsWith('.'))) return;
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    for (const encoding of ENCODINGS) {
      if (!accepted.has(encoding.name)) continue;
      const size = await sizeOf(file + encoding.suffix);
      if (size === null) continue;
      reply
        .headers(root.headers)
        .header('Content-Type', type)
        .header('Content-Encoding', encoding.name)
        .header('Content-Length', String(size))
        .header('Vary', 'Accept-Encoding');
      return reply.send(createReadStream(file + encoding.suffix));
    }
  });
}

// Hooks of an encapsulated plugin would only see its own routes: this one sees the whole server.
(precompressedAssets as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
