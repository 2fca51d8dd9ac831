import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { z } from 'zod/mini';
import type { ReleaseManifest, RemoteRelease } from '@brids/contracts';
import { findRouteConflicts, releaseManifest, routeDeclaration } from '@brids/contracts/release';

/** A remote as the development site runs it: from its own dev server. */
export interface DevRemote {
  /** Federation name, `mf_<squad>`. */
  name: string;
  /** The remote's package folder; its routes are read from `src/routes.ts`. */
  dir: string;
  /** Its dev server's manifest, e.g. `http://localhost:3104/mf-manifest.json`. */
  manifestUrl: string;
}

/** Reads a remote's route declarations from its `src/routes.ts` (`export const routes`; its preloads may come from its `./api` call declarations). */
export async function readRoutes(dir: string): Promise<RemoteRelease['routes']> {
  const file = path.join(dir, 'src', 'routes.ts');
  // A query string defeats the module cache, so a long-running caller sees edits.
  const module = (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as { routes?: unknown };
  const parsed = z.safeParse(z.array(routeDeclaration), module.routes);
  if (!parsed.success) throw new Error(`${file}: invalid route declarations\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * The development release manifest: every remote points at its dev server and carries the routes
 * its `src/routes.ts` declares now, so a squad's new page shows up in the shell without publishing.
 */
export async function devReleaseManifest(remotes: DevRemote[], environment = 'dev'): Promise<ReleaseManifest> {
  const entries: Record<string, RemoteRelease> = {};
  for (const remote of remotes) {
    entries[remote.name] = { version: 'dev', manifestUrl: remote.manifestUrl, routes: await readRoutes(remote.dir) };
  }
  const conflicts = findRouteConflicts(entries);
  if (conflicts.length > 0) {
    const lines = conflicts.map((c) => `  ${c.key}: ${c.claimedBy[0]} and ${c.claimedBy[1]}`);
    throw new Error(`two remotes claim the same route:\n${lines.join('\n')}`);
  }
  return z.parse(releaseManifest, { environment, updatedAt: new Date().toISOString(), remotes: entries });
}
