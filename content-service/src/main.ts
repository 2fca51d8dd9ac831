import { loggerOptions, serve } from '@brids/server-operations';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createCaptchaVerifier } from './lib/captcha.ts';
import { RESPONSE_CACHE_DEFAULTS } from './lib/http-cache.ts';
import { redisCheck } from './lib/redis-check.ts';
import { watchDatabase } from './lib/metrics.ts';
import { openDatabase } from './lib/connection.ts';
import { migrateToLatest, schemaCheck } from './migrations.ts';
import { isEmpty, seed } from './seed.ts';
import { createSampleAccounts, sampleAccountsNotice } from './accounts/sample-accounts.ts';
import { fileTransport, smtpTransport, startOutboxWorker } from './forms/outbox.ts';
import { refreshSearchIndex, rebuildSearchIndex } from './search/search-index.ts';
import { clientDirectoryOf } from './education/registration/client-directory-of.ts';
import { startEditorialScheduler } from './editorial/scheduler.ts';
import { watchContentVersion } from './propagation/version-watcher.ts';
import { mediaStoreOf } from './media/default-store.ts';
import { localChatFanout, redisChatFanout } from './chat/fanout.ts';

/** How often each instance brings the search index up to date with what became due without a publish. */
const SEARCH_REFRESH_MS = 10 * 60_000;

/**
 * Starts the content service on HOST:PORT under /api; SIGTERM ends it gracefully. Outside production
 * (`npm start`) it migrates, seeds an empty database in sample mode and brings the search index up to date first;
 * in production it does none of these (the migration job does, once per deploy) and /readyz fails while
 * the schema is behind this build's migrations.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Fails the start on a captcha set-up that cannot work (test mode in production, no secret).
  const captcha = createCaptchaVerifier(config.captcha);
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  const redis = config.redisUrl ? redisCheck(config.redisUrl) : undefined;
  // The outbox worker wakes after each submission and looks for due mails every few seconds.
  let outbox: ReturnType<typeof startOutboxWorker> | undefined;
  const clientDirectory = clientDirectoryOf(config, database.db);
  // The editorial scheduler publishes and unpublishes entries at their set times (state in the database, safe with N instances).
  let scheduler: ReturnType<typeof startEditorialScheduler> | undefined;
  let searchRefresh: NodeJS.Timeout | undefined;
  // The content version every cache is checked against: read every second, and with Redis each instance
  // wakes the others as soon as it finds a new one (propagation/version-watcher.ts).
  const contentVersion = watchContentVersion(database.db, { redisUrl: config.redisUrl, log: { warn: (object, message) => app.log.warn(object, message) } });
  // OBJECT_STORE_BUCKET's media/ area, else MEDIA_DIR's folder.
  const media = mediaStoreOf(config);
  // The live chat's streams are nudged through Redis, so a visitor and an agent may be on different instances.
  const chatFanout = config.redisUrl ? redisChatFanout({ redisUrl: config.redisUrl, log: { warn: (object, message) => app.log.warn(object, message) } }) : localChatFanout();
  const app = buildApp({
    chatFanout,
    contentVersion,
    db: database.db,
    captcha,
    rateLimit: { limits: config.rateLimits, redisUrl: config.redisUrl },
    trustedProxies: config.trustedProxies,
    outbox: { wake: () => outbox?.wake() },
    clientDirectory,
    media,
    logger: loggerOptions({ level: config.logLevel, redact: ['req.headers.authorization'] }),
    responseCache: config.responseCacheTtlMs > 0 && { ...RESPONSE_CACHE_DEFAULTS, ttlMs: config.responseCacheTtlMs },
    tokenTtlHours: config.tokenTtlHours,
    readiness: [schemaCheck(database.db, database.dialect), ...(redis ? [redis] : [])],
    console: { dir: config.consoleDir, siteOrigin: config.publicOrigin },
  });
  await serve(app, {
    host: config.host,
    port: config.port,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    drainMs: config.shutdownDrainMs,
    metrics: config.metricsPort === undefined ? undefined : { host: config.host, port: config.metricsPort },
    prepare: async () => {
      // What changed the content at this start (migrations, the sample seed) rebuilds the search index.
      let changed = false;
      if (!config.production) {
        const applied = await migrateToLatest(database.db, database.dialect);
        for (const m of applied) app.log.info({ migration: m.migrationName, status: m.status }, 'migration');
        changed = applied.length > 0;
      }
      if (config.sampleMode && (await isEmpty(database.db))) {
        const counts = await seed(database.db, { media });
        app.log.info({ counts }, 'seeded the empty database with sample content');
        changed = true;
      }
      // Sample mode only (refused in production): the accounts' passwords are generated and shown once.
      if (config.sampleMode) {
        const created = await createSampleAccounts(database.db);
        if (created.length) {
          process.stdout.write(`${sampleAccountsNotice(created)}\n`);
          app.log.info({ accounts: created.map((a) => a.email) }, 'sample accounts created (passwords printed once above)');
        }
      }
      const transport = config.smtpUrl
        ? smtpTransport(config.smtpUrl)
        : fileTransport(config.mailDir, (file, mail) => app.log.info({ file, to: mail.to, subject: mail.subject }, 'mail written (no SMTP_URL)'));
      if (config.metricsPort !== undefined) watchDatabase(database.db);
      outbox = startOutboxWorker({ db: database.db, transport, from: config.mailFrom, lockMs: config.outboxLockMs, intervalMs: 1000, log: app.log });
      scheduler = startEditorialScheduler({ db: database.db, intervalMs: 1000, log: app.log });
      app.log.info({ transport: transport.kind, rateLimitStore: config.redisUrl ? 'redis' : 'memory' }, 'forms ready');
      // Production instances never touch the index at start (the migration job and the seed command build it; every
      // publish updates its entry's documents). Outside production: rebuilt after a migration or the seed, else
      // brought up to date row by row (what became due while stopped; nothing is written when nothing changed).
      if (!config.production) {
        if (changed) app.log.info({ documents: await rebuildSearchIndex(database.db) }, 'search index rebuilt');
        else app.log.info({ update: await refreshSearchIndex(database.db) }, 'search index up to date');
      }
      // Documents that become due without a publish (dated rows, promos starting today) enter the index within
      // ten minutes: every instance brings it up to date under the version row's lock (nothing written when nothing changed).
      searchRefresh = setInterval(() => {
        refreshSearchIndex(database.db).then(
          (update) => {
            if (update.added + update.removed > 0) app.log.info({ update }, 'search index brought up to date');
          },
          (error: unknown) => app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'search index refresh failed'),
        );
      }, SEARCH_REFRESH_MS);
      searchRefresh.unref();
      app.log.info({ dialect: database.dialect, sampleMode: config.sampleMode, file: database.dialect === 'sqlite' ? config.sqliteFile : undefined }, 'database ready');
    },
    // After the server closed (at SIGTERM, or a failed start): the outbox, the editorial scheduler, Redis, the database.
    release: async () => {
      clearInterval(searchRefresh);
      await outbox?.stop();
      clientDirectory.close?.();
      await scheduler?.stop();
      await redis?.close();
      await database.destroy();
    },
  });
}

void main();
