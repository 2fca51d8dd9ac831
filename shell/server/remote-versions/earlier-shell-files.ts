import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf, IMMUTABLE_CACHE, ObjectStoreError, type ObjectStore } from '@brids/object-store';

/**
 * A `/static/` file that this server's shell build does not have, answered from the shell area of the object
 * store (`pnpm release publish-shell` uploads every build's files there and nothing removes them): a tab that
 * loaded an earlier shell build keeps loading its lazy scripts after every shell server runs a newer one.
 * Files of this build are served from its own folder by app.ts, as before; nothing here runs for them.
 */
export function earlierShellFiles(app: FastifyInstance, options: { shellDist: string; store: ObjectStore }): void {
  const root = path.resolve(options.shellDist);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const pathname = req.url.split('?')[0]!;
    if (!pathname.startsWith('/static/')) return;
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(1));
    } catch {
      return;
    }
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep) || relative.split('/').some((part) => part.startsWith('.') || part === '')) return;
    if (await stat(file).then((info) => info.isFile(), () => false)) return;
    let found;
    try {
      found = await options.store.getStream(relative);
    } catch (error) {
      if (!(error instanceof ObjectStoreError)) return;
      req.log.warn({ file: relative, fault: error.fault }, `an earlier shell build's ${relative} could not be read from the object store: ${error.message}`);
      return reply.code(503).header('Retry-After', '5').header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('The file store is not available: try again later.');
    }
    if (!found) return;
    reply.header('Cache-Control', IMMUTABLE_CACHE).header('Content-Type', contentTypeOf(relative)).header('Content-Length', String(found.size));
    if (req.method === 'HEAD') {
      found.stream.destroy();
      return reply.send();
    }
    return reply.send(found.stream);
  });
}
