import { claimReload } from '../release/reload-guard.ts';

/** Whether an error is a failed chunk load (a deploy replaced the files this tab was built against). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message);
}

/**
 * A chunk that fails to load reloads the page (spec §4), under the one reload guard of the shell:
 * at most once per 60 s. Answers whether it reloaded.
 */
export function reloadOnChunkError(error: unknown, now = Date.now()): boolean {
  if (!isChunkLoadError(error) || !claimReload(now)) return false;
  window.location.reload();
  return true;
}
