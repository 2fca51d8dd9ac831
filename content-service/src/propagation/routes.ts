import type { FastifyInstance } from 'fastify';
import type { ContentVersionWatcher } from './version-watcher.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `GET /content-version` → `{ version }` (no-store; an operations endpoint like /readyz, outside /api, so
 * never cached, rate-limited or proxied to browsers): the content version this instance knows, which
 * the shell servers poll. The watcher starts with the app and stops with it; after every write request
 * this instance answered, it reads the version at once (and, with Redis, wakes the other instances).
 */
export function registerContentVersion(app: FastifyInstance, contentVersion: ContentVersionWatcher): void {
  app.addHook('onReady', () => contentVersion.start());
  app.addHook('onClose', () => contentVersion.close());
  app.addHook('onResponse', async (request) => {
    if (!READS.has(request.method)) void contentVersion.check(true);
  });
  // Asked every second by every shell server: not logged (warnings and errors still are).
  app.get('/content-version', { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ version: contentVersion.current }),
  );
}
