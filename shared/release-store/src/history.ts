import { createHash } from 'node:crypto';
import { z } from 'zod/mini';
import type { ReleaseManifest } from '@brids/contracts';

export const historyChange = z.object({
  remote: z.string(),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
});
export type HistoryChange = z.infer<typeof historyChange>;

export const HISTORY_ACTIONS = ['pin', 'rollback', 'promote', 'publish-all', 'abandoned', 'external-change'] as const;

/** One line of an environment's audit trail: who, when, what changed and why. */
export const historyEntry = z.object({
  id: z.number(),
  at: z.string(),
  by: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  env: z.string(),
  reason: z.string(),
  changes: z.array(historyChange),
  /** sha256 of the serialised release before and after the change. */
  fromRelease: z.nullable(z.string()),
  release: z.nullable(z.string()),
  /** rollback: the entry it undoes; abandoned: the entry that never took effect. */
  ref: z.optional(z.number()),
  /** promote: the environment the pins came from. */
  promotedFrom: z.optional(z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** What a change records besides the new release (the store numbers and dates the entry). */
export interface CommitInput {
  action: HistoryEntry['action'];
  by: string;
  reason: string;
  changes: HistoryChange[];
  ref?: number;
  promotedFrom?: string;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The release as release.json holds it (and as the history hashes it, in both stores). */
export const serializeRelease = (release: ReleaseManifest) => `${JSON.stringify(release, null, 2)}\n`;

/** The history entry of a change from `previous` (serialised, or null) to `next`. */
export function entryOf(env: string, id: number, previous: string | null, nextText: string, at: string, input: CommitInput): HistoryEntry {
  return {
    id,
    at,
    by: input.by,
    action: input.action,
    env,
    reason: input.reason,
    changes: input.changes,
    fromRelease: previous === null ? null : sha256(previous),
    release: sha256(nextText),
    ...(input.ref !== undefined ? { ref: input.ref } : {}),
    ...(input.promotedFrom ? { promotedFrom: input.promotedFrom } : {}),
  };
}
