import type { Transaction } from 'kysely';
import { bumpContentVersion } from '../propagation/content-version.ts';
import type { DB } from '../schema.ts';
import { updateSearchIndex } from '../search/search-index.ts';

/** What changed on the public site: an entry of a kind was published, changed or taken off. */
export interface ContentChange {
  kind: string;
  key: string;
}

/**
 * Called by the editorial layer inside the transaction that publishes or unpublishes an entry (and by
 * the scheduler). It makes the change reach visitors within seconds on every instance, committed with
 * the entry's rows or not at all:
 * 1. the content version is bumped and the change logged (`content_version`, `content_changes`); its
 *    lock orders concurrent changes. Every instance reads the version every second (and is woken through
 *    Redis), and every cache of both servers is checked against it (propagation/version-watcher.ts);
 * 2. the site search index's documents of the kind's sections are brought up to date: only the
 *    entry's rows change (search-index.ts `updateSearchIndex`); an unpublished entry leaves the index.
 * The sitemap is made from the squads' sources on each (versioned, cached) request, so it follows as well.
 */
export async function recordContentChange(trx: Transaction<DB>, change: ContentChange): Promise<void> {
  await bumpContentVersion(trx, change);
  await updateSearchIndex(trx, change.kind);
}
