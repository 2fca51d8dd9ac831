// Where the e2e environment lives and how to reach its servers: one place for the config,
// the set-up script and the specs.
import path from 'node:path';

/** The workspace root (/work/main): both servers and the release CLI run from here. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * Ports of this run: E2E_PORT (site) and E2E_PORT + 1 (content service). Never 3000/3001: a
 * developer's site may run there. Two runs at once (two developers, two helpers) each pick their own.
 */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 4100);
export const CONTENT_PORT = SITE_PORT + 1;
/** Everything the e2e run writes; emptied at the start of every run (one folder per port). */
export const E2E_DIR = path.join(ROOT, '.cache', SITE_PORT === 4100 ? 'e2e' : `e2e-${SITE_PORT}`);
export const REMOTES_DIR = path.join(E2E_DIR, 'remotes');
export const RELEASES_DIR = path.join(E2E_DIR, 'releases');
/** The shell server serves this copy of shell/dist (SHELL_DIST). */
export const SHELL_DIST = path.join(E2E_DIR, 'shell');
/** Absolute: the content service resolves a relative SQLITE_FILE from its own package folder. */
export const SQLITE_FILE = path.join(E2E_DIR, 'content.sqlite');
export const RELEASE_ENV = 'e2e';
export const RELEASE_FILE = path.join(RELEASES_DIR, RELEASE_ENV, 'release.json');

export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const CONTENT_API = `http://127.0.0.1:${CONTENT_PORT}/api`;

export const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/**
 * The same site on PostgreSQL (issue 19): a second shell server (E2E_PORT + 2) and content service
 * (E2E_PORT + 3) on a database of this port's, made afresh by e2e/prepare-postgres.ts. The
 * `postgres` project's specs run against it. E2E_POSTGRES_URL: where to make it (the local server).
 */
export const PG_SITE_PORT = SITE_PORT + 2;
/**
 * A third shell server (E2E_PORT + 4) with server rendering off (SERVER_RENDER=0), on the SQLite content
 * service: every document is the one the browser renders, as visitors get it when server rendering
 * faults. Specs that change what the browser's first load of data answers (page.route) use it.
 */
export const BROWSER_RENDERED_SITE_PORT = SITE_PORT + 4;
export const BROWSER_RENDERED_SITE_URL = `http://localhost:${BROWSER_RENDERED_SITE_PORT}`;
export const PG_CONTENT_PORT = SITE_PORT + 3;
export const PG_SITE_URL = `http://localhost:${PG_SITE_PORT}`;
export const PG_CONTENT_API = `http://127.0.0.1:${PG_CONTENT_PORT}/api`;
export const PG_ADMIN_URL = process.env.E2E_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const PG_DATABASE = `brids_e2e_${SITE_PORT}`;
export const PG_DATABASE_URL = (() => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_DATABASE}`;
  return url.toString();
})();

/** Environment of the release CLI, the shell server and the set-up script. */
export const RELEASE_DIRS = { REMOTES_DIR, RELEASES_DIR } as const;

/** The squads' remotes: package folder -> federation name, the release CLI's own list. */
export { REMOTES, type RemoteFolder, type RemoteName } from '../../tools/release/src/paths.ts';
