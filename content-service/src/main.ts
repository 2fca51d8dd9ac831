import { loggerOptions, serve } from '@brids/server-operations';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createCaptchaVerifier } from './lib/captcha.ts';
import { RESPONSE_CACHE_DEFAULTS } from './lib/http-cache.ts';
import { redisCheck } from './lib/redis-check.ts';
import { openDatabase } from './lib/connection.ts';
import { migrateToLatest, schemaCheck } from './migrations.ts';
import { isEmpty, seed } from './seed.ts';
import { fileTransport, smtpTransport, startOutboxWorker } from './forms/outbox.ts';
import { rebuildSearchIndex } from './search/search-index.ts';

/**
 * Starts the content service on HOST:PORT under /api; SIGTERM ends it gracefully. Outside production
 * (`npm start`) it migrates, seeds an empty database in sample mode and rebuilds the search index first;
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
  const app = buildApp({
    db: database.db,
    captcha,
    rateLimit: { limits: config.rateLimits, redisUrl: config.redisUrl },
    trustedProxies: config.trustedProxies,
    outbox: { wake: () => outbox?.wake() },
    logger: loggerOptions({ level: config.logLevel, redact: ['req.headers.authorization'] }),
    responseCache: config.responseCacheTtlMs > 0 && { ...RESPONSE_CACHE_DEFAULTS, ttlMs: config.responseCacheTtlMs },
    readiness: [schemaCheck(database.db, database.dialect), ...(redis ? [redis] : [])],
  });
  await serve(app, {
    host: config.host,
    port: config.port,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    prepare: async () => {
      if (!config.production) {
        const applied = await migrateToLatest(database.db, database.dialect);
        for (const m of applied) app.log.info({ migration: m.migrationName, status: m.status }, 'migration');
      }
      if (config.sampleMode && (await isEmpty(database.db))) {
        const counts = await seed(database.db);
        app.log.info({ counts }, 'seeded the empty database with sample content');
      }
      const transport = config.smtpUrl
        ? smtpTransport(config.smtpUrl)
        : fileTransport(config.mailDir, (file, mail) => app.log.info({ file, to: mail.to, subject: mail.subject }, 'mail written (no SMTP_URL)'));
      outbox = startOutboxWorker({ db: database.db, transport, from: config.mailFrom, lockMs: config.outboxLockMs, intervalMs: 1000, log: app.log });
      app.log.info({ transport: transport.kind, rateLimitStore: config.redisUrl ? 'redis' : 'memory' }, 'forms ready');
      // Production instances never rebuild the index (the migration job and the seed command do); incremental
      // updates of the index on each write belong to the content-operations issue.
      if (!config.production) app.log.info({ documents: await rebuildSearchIndex(database.db) }, 'search index rebuilt');
      app.log.info({ dialect: database.dialect, sampleMode: config.sampleMode, file: database.dialect === 'sqlite' ? config.sqliteFile : undefined }, 'database ready');
    },
    // After the server closed (at SIGTERM, or a failed start): the outbox, Redis, the database.
    release: async () => {
      await outbox?.stop();
      await redis?.close();
      await database.destroy();
    },
  });
}

void main();
