import type { StoredRelease } from './stored-release.ts';
import type { CommitInput, HistoryEntry } from './history.ts';

/** An environment's release as read, with the revision a change must name to replace it. */
export interface ReleaseState {
  release: StoredRelease | undefined;
  /**
   * Opaque compare-and-set token: PostgreSQL's version number of the environment (`"7"`), the
   * file store's sha256 of release.json; null while the environment has no release.
   */
  revision: string | null;
}

export type CommitOutcome = { ok: true; entry: HistoryEntry; revision: string } | { ok: false; revision: string | null };

/** An invalid stored release, a broken history, a lock that cannot be had: the CLI prints the message. */
export class ReleaseStoreError extends Error {
  override name = 'ReleaseStoreError';
}

/**
 * Where the environments' releases live: one interface, two implementations (file-store.ts: releases/<env>/
 * on one machine; postgres-store.ts: shared by every shell server). Writers never lock for long: they read a
 * state, work out the next release, and `commit` it only if the environment is still at that revision.
 */
export interface ReleaseStore {
  readonly kind: 'file' | 'postgres';
  /** Human-readable place of an environment's release (status output). */
  describe(env: string): string;
  /** Environments holding a release or a history. */
  environments(): Promise<string[]>;
  read(env: string): Promise<ReleaseState>;
  /**
   * Brings a store that a crash or a hand edit can leave inconsistent back in line, recording what it found
   * in the history (the file store; PostgreSQL's transactions leave nothing to recover). Writers call it first.
   */
  recover?(env: string): Promise<void>;
  /** The revision only (the shell servers poll it). */
  revision(env: string): Promise<string | null>;
  /** The audit trail, oldest first. */
  history(env: string): Promise<HistoryEntry[]>;
  /** Writes `next` and its history entry when `env` is still at `expected`; else `{ ok: false }` with the revision found. */
  commit(env: string, expected: string | null, next: StoredRelease, input: CommitInput): Promise<CommitOutcome>;
  close(): Promise<void>;
}
