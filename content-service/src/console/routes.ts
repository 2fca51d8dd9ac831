import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_DIR } from '../config.ts';

/** The console package's build (`console/dist`), the default of CONSOLE_DIR. */
export const DEFAULT_CONSOLE_DIR = resolve(PACKAGE_DIR, '..', 'console', 'dist');

export interface ConsoleOptions {
  /** CONSOLE_DIR: the console's built files (index.html and static/). */
  dir: string;
  /** PUBLIC_ORIGIN: the public site, for the console's preview and "view on site" links. */
  siteOrigin: string;
}

/**
 * The console's policy: its own scripts only; styles may be inline (Emotion, MUI's styling, writes
 * <style> elements at run time; the rich-text editor sets style attributes); images from itself (the
 * media store is on this origin), data: and blob: (previews of files being uploaded); calls to this
 * origin's API only; never framed.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The editors' console at /console/ (only on this service, never on the public origin): its hashed
 * files under /console/static/ (immutable), and index.html for /console/ and every deep link under it
 * (the console routes in the browser), with the site's origin written into it. Not under /api: no
 * rate-limit list config, no response cache, no ETag of the API.
 */
export function registerConsole(app: FastifyInstance, { dir, siteOrigin }: ConsoleOptions): void {
  let index: Promise<string | undefined> | undefined;
  const indexHtml = () => {
    index ??= readFile(join(dir, 'index.html'), 'utf8')
      .then((html) => html.replaceAll('%SITE_ORIGIN%', escapeAttribute(siteOrigin)))
      .catch(() => {
        index = undefined;
        return undefined;
      });
    return index;
  };

  app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-security-policy', CONSOLE_CSP);
      return payload;
    });

    scope.get('/console', async (_request, reply) => reply.redirect('/console/', 301));

    await scope.register(fastifyStatic, {
      root: join(dir, 'static'),
      prefix: '/console/static/',
      decorateReply: false,
      index: false,
      // Every file name carries its content hash.
      immutable: true,
      maxAge: '365d',
      // A missing file is the console's 404, not a deep link.
      wildcard: true,
    });

    const page = async (_request: unknown, reply: import('fastify').FastifyReply) => {
      const html = await indexHtml();
      if (html === undefined) {
        return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('The console is not built (pnpm build builds console/dist).');
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    };
    scope.get('/console/', page);
    // Every other path is a screen of the console (entry keys may hold dots: /console/menus/footer.legal);
    // a missing file under /console/static/ is @fastify/static's 404.
    scope.get('/console/*', page);
  });
}
