import { z } from 'zod/mini';
import { findRouteConflicts, releaseManifest, remoteRelease, subresourceIntegrity } from '@brids/contracts/release';

/**
 * What publish recorded of a version (its publish.json), kept with the pin in the release store: the shell
 * server runs a server build only if its sha256 is this one, whatever the version folder holds by then, and
 * gives the browser the remote entry's subresource integrity (`entryIntegrity` of `@brids/contracts`' pin),
 * with which the browser runs only the entry's published bytes. The rest is the server's alone: the shell
 * server leaves the record out of the release it gives the browser.
 */
export const pinIntegrity = z.object({
  /** publish's hash of the build's files (10 hex digits). */
  contentHash: z.optional(z.string()),
  serverBuild: z.optional(z.object({ file: z.string(), sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)) })),
  /** The remote entry (`remoteEntry.js`, as the build's mf-manifest.json names it) and its sha384 as subresource integrity. */
  entry: z.optional(z.object({ file: z.string(), integrity: subresourceIntegrity })),
  /** The sha256 of the version's publish.json, which holds the sha256 of every file: a shell server checks each file it takes from the store. */
  record: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
});
export type PinIntegrity = z.infer<typeof pinIntegrity>;

/** A pin as stored: the browser's without `entryIntegrity`, which the shell server derives from the record. */
export const storedPin = z.extend(z.omit(remoteRelease, { entryIntegrity: true }), { integrity: z.optional(pinIntegrity) });
export type StoredPin = z.infer<typeof storedPin>;

/** The release manifest as the store holds it: the browser's, each pin with its integrity record. */
export const storedRelease = z
  .object({ ...releaseManifest.shape, remotes: z.record(releaseManifest.shape.remotes._zod.def.keyType, storedPin) })
  .check(z.refine((release) => findRouteConflicts(release.remotes).length === 0, { message: 'two remotes claim the same route' }));
export type StoredRelease = z.infer<typeof storedRelease>;
