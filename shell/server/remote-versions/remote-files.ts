import path from 'node:path';

/** Where a shell server's published remote files are, for the server and for browsers. */
export interface RemoteFiles {
  /** The folder holding `<remote>/<version>/…`: the published versions (`npm start`) or this server's checked copies of the store's. */
  dir: string;
  /** Where browsers load remote files from (no trailing slash): `/remotes` on this server, or REMOTES_PUBLIC_URL (a CDN in front of the bucket). */
  publicUrl: string;
  /** The URL browsers load a release's `/remotes/<remote>/<version>/…` URL from. */
  toPublic(url: string): string;
  /** The published version a URL of its folder names (`/remotes/…` or the public URL), and the URL of that folder. */
  versionOf(url: string): { remote: string; version: string; folderUrl: string; file: string } | undefined;
  /** The local file a URL of a published version names (`/remotes/…` or the public URL), or undefined. */
  fileOf(url: string): string | undefined;
}

const LOCAL = '/remotes';
const VERSION_PATH = /^\/([a-z0-9-]+)\/([0-9A-Za-z][0-9A-Za-z.+-]*)\/(.*)$/;

/** The remote files of a server whose folder is `dir` and whose browsers load remotes from `publicUrl` (default `/remotes`). */
export function remoteFilesOf(dir: string, publicUrl: string = LOCAL): RemoteFiles {
  const base = publicUrl.replace(/\/+$/, '');
  const root = path.resolve(dir);
  const relative = (url: string): string | undefined => {
    for (const prefix of [base, LOCAL]) if (url.startsWith(`${prefix}/`)) return url.slice(prefix.length);
    return undefined;
  };
  const versionOf = (url: string) => {
    const rest = relative(url);
    let decoded: string;
    try {
      decoded = rest === undefined ? '' : decodeURIComponent(rest.split(/[?#]/)[0]!);
    } catch {
      return undefined;
    }
    const match = VERSION_PATH.exec(decoded);
    if (!match || match[2]!.includes('..') || match[3]!.split('/').some((part) => part === '..' || part.startsWith('.'))) return undefined;
    const prefix = url.slice(0, url.length - rest!.length);
    return { remote: match[1]!, version: match[2]!, folderUrl: `${prefix}/${match[1]}/${match[2]}/`, file: match[3]! };
  };
  return {
    dir: root,
    publicUrl: base,
    toPublic: (url) => (base !== LOCAL && url.startsWith(`${LOCAL}/`) ? `${base}${url.slice(LOCAL.length)}` : url),
    versionOf,
    fileOf(url) {
      const found = versionOf(url);
      if (!found) return undefined;
      const file = path.resolve(root, found.remote, found.version, found.file);
      return file.startsWith(root + path.sep) ? file : undefined;
    },
  };
}
