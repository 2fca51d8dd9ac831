import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteFiles } from '../remote-versions/remote-files.ts';

/**
 * The text of one of the first view's stylesheets, by the path the document links it with
 * (`/static/css/...` of the shell's build, `/remotes/<remote>/<version>/...` or its public URL of a published remote), or
 * undefined when it is not this server's file or cannot be inlined as it is (the document then links it).
 */
export type StyleReader = (href: string) => string | undefined;

/** Both folders hold immutable files (hashed names, versioned remotes): each is read once. */
const MAX_STYLES = 500;

/**
 * A `url(...)` relative to the stylesheet would resolve against the document once inlined; a `</style`
 * would end the element early. Neither is in the site's CSS today: such a file stays a link.
 */
const NOT_INLINABLE = /url\(\s*['"]?(?!data:|https?:|\/)|<\/style/i;

export function createStyleReader(dirs: { shellDist: string; remotes: RemoteFiles }): StyleReader {
  const cache = new Map<string, string | undefined>();
  const fileOf = (href: string): string | undefined => {
    if (!href.split('?')[0]!.endsWith('.css')) return undefined;
    if (!href.startsWith('/static/css/')) return dirs.remotes.fileOf(href);
    const base = path.join(dirs.shellDist, 'static');
    const file = path.resolve(base, decodeURIComponent(href.slice('/static/'.length)));
    return file.startsWith(path.resolve(base) + path.sep) ? file : undefined;
  };
  return (href) => {
    if (!cache.has(href)) {
      const file = fileOf(href);
      let text: string | undefined;
      try {
        text = file ? readFileSync(file, 'utf8') : undefined;
      } catch {
        // A missing file: the document links it, as before; asked again next time (a copy may be on its way).
        return undefined;
      }
      if (text !== undefined && NOT_INLINABLE.test(text)) text = undefined;
      if (cache.size >= MAX_STYLES) cache.clear();
      cache.set(href, text);
    }
    return cache.get(href);
  };
}
