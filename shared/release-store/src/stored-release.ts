import { z } from 'zod/mini';
import { findRouteConflicts, releaseManifest, remoteRelease } from '@brids/contracts/release';

/**
 * What publish recorded of a version (its publish.json), kept with the pin in the release store: the shell
 * server runs a server build only if its sha256 is this one, whatever the version folder holds by then.
 * The server's alone: the browser's manifest schema (`@brids/contracts`) does not know it, and the shell
 * server leaves it out of the release it gives the browser, so no page carries it.
 */
export const pinIntegrity = z.object({
  /** publish's hash of the build's files (10 hex digits). */
  contentHash: z.optional(z.string()),
  serverBuild: z.optional(z.object({ file: z.string(), sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)) })),
});
export type PinIntegrity = z.infer<typeof pinIntegrity>;

export const storedPin = z.extend(remoteRelease, { integrity: z.optional(pinIntegrity) });
export type StoredPin = z.infer<typeof storedPin>;

/** The release manifest as the store holds it: the browser's, each pin with its integrity record. */
export const storedRelease = z
  .object({ ...releaseManifest.shape, remotes: z.record(releaseManifest.shape.remotes._zod.def.keyType, storedPin) })
  .check(z.refine((release) => findRouteConflicts(release.remotes).length === 0, { message: 'two remotes claim the same route' }));
export type StoredRelease = z.infer<typeof storedRelease>;
