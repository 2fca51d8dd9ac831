import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createCaptchaVerifier } from './lib/captcha.ts';
import { RESPONSE_CACHE_DEFAULTS } from './lib/http-cache.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrations.ts';
import { isEmpty, seed } from './seed/index.ts';

/** Starts the content service: migrate, seed an empty database, listen on HOST:PORT under /api. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Fails the start on a captcha set-up that cannot work (test mode in production, no secret).
  createCaptchaVerifier(config.captcha);
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  const app = buildApp({
    db: database.db,
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    responseCache: config.responseCacheTtlMs > 0 && { ...RESPONSE_CACHE_DEFAULTS, ttlMs: config.responseCacheTtlMs },
  });
  try {
    const applied = await migrateToLatest(database.db, database.dialect);
    for (const m of applied) app.log.info({ migration: m.migrationName, status: m.status }, 'migration');
    if (await isEmpty(database.db)) {
      const counts = await seed(database.db);
      app.log.info({ counts }, 'seeded the empty database with sample content');
    }
    app.log.info({ dialect: database.dialect, file: database.dialect === 'sqlite' ? config.sqliteFile : undefined }, 'database ready');
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.error({ err: error }, 'start-up failed');
    await app.close();
    await database.destroy();
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
