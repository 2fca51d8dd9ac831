import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { recordAudit } from '../lib/audit.ts';
import type { ContentKind } from './kind.ts';
import { kindNamed } from './kinds.ts';
import { publishScheduled, unpublishScheduled } from './workflow.ts';

export interface SchedulerOptions {
  db: Kysely<DB>;
  /** How often due entries are looked for (default 1 s, so a scheduled change reaches visitors within seconds). */
  intervalMs?: number;
  /** The kinds by name (tests give a test-only kind). */
  kindNamed?: (name: string) => ContentKind | undefined;
  log?: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export interface EditorialScheduler {
  /** Publishes and unpublishes every due entry now; resolves with how many this instance did. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The editorial scheduler, started by main.ts beside the outbox: every `intervalMs` it looks for entries whose
 * `publish_at` / `unpublish_at` has come and publishes / unpublishes each one in a transaction that first claims it
 * by a conditional update (`where publish_at = <the time it read>`), so N instances do each one once, and an
 * instance that stops mid-way leaves it due for the next round (the state is only in the database). A change the
 * kind refuses (e.g. a four-eyes entry without an approval) is unscheduled and logged in the audit log.
 */
export function startEditorialScheduler(options: SchedulerOptions): EditorialScheduler {
  const { db } = options;
  const lookup = options.kindNamed ?? kindNamed;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function failed(kind: string, key: string, column: 'publish_at' | 'unpublish_at', due: string, error: unknown): Promise<void> {
    options.log?.warn({ kind, key, err: error }, 'scheduled change failed');
    await db.transaction().execute(async (trx) => {
      const cleared = await trx.updateTable('editorial_entries').set({ [column]: null }).where('kind', '=', kind).where('key', '=', key).where(column, '=', due).executeTakeFirst();
      if (Number(cleared.numUpdatedRows) === 0) return;
      await recordAudit(trx, {
        actorId: null, actorEmail: null, action: column === 'publish_at' ? 'scheduled-publish-failed' : 'scheduled-unpublish-failed', subject: kind, subjectKey: key,
        detail: { due, reason: error instanceof Error ? error.message : String(error) },
      });
    });
  }

  async function round(): Promise<number> {
    const nowIso = new Date().toISOString();
    let done = 0;
    const toPublish = await db.selectFrom('editorial_entries').select(['kind', 'key', 'publish_at']).where('publish_at', '<=', nowIso).orderBy('publish_at').limit(50).execute();
    for (const row of toPublish) {
      const kind = lookup(row.kind);
      if (!kind) continue;
      try {
        if (await publishScheduled(db, kind, row)) done++;
      } catch (error) {
        await failed(row.kind, row.key, 'publish_at', row.publish_at!, error);
      }
    }
    const toUnpublish = await db.selectFrom('editorial_entries').select(['kind', 'key', 'unpublish_at']).where('unpublish_at', '<=', nowIso).orderBy('unpublish_at').limit(50).execute();
    for (const row of toUnpublish) {
      const kind = lookup(row.kind);
      if (!kind) continue;
      try {
        if (await unpublishScheduled(db, kind, row)) done++;
      } catch (error) {
        await failed(row.kind, row.key, 'unpublish_at', row.unpublish_at!, error);
      }
    }
    if (done) options.log?.info({ done }, 'scheduled editorial changes made');
    return done;
  }

  function runDue(): Promise<number> {
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (stopped) return;
    runDue().catch((error: unknown) => options.log?.warn({ err: error }, 'editorial scheduler round failed'));
  }, options.intervalMs ?? 1000);
  timer.unref();

  return {
    runDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
