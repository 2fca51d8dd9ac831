import { loadDatabaseConfig } from './config.ts';
import { openDatabase } from './lib/connection.ts';
import { migrateToLatest } from './migrations.ts';
import { seed } from './seed.ts';
import { deleteExpiredSubmissions, retentionDays } from './forms/retention.ts';
import { rebuildSearchIndex } from './search/search-index.ts';

const USAGE =
  'usage: node dist/cli.js (or tsx src/cli.ts) <migrate|seed|reindex|retention>\n  migrate    apply pending migrations under the migration lock (two runs at once are safe), then rebuild the site search index\n  seed       migrate, then add the sample content that is missing (idempotent), and rebuild the search index\n  reindex    migrate, then rebuild the site search index from every search source\n  retention  delete form submissions (personal data) older than RETENTION_DAYS (default 730)';

/** `migrate` (the migration job: also builds the search index, which production instances never do), `seed`, `reindex` and `retention` against the database of the environment (DATABASE_URL or SQLITE_FILE). */
async function run(command: string | undefined): Promise<number> {
  if (command !== 'migrate' && command !== 'seed' && command !== 'reindex' && command !== 'retention') {
    console.error(USAGE);
    return 2;
  }
  const config = loadDatabaseConfig();
  if (command === 'seed' && config.production) {
    console.error('seed adds the sample content: refused in production (NODE_ENV=production)');
    return 2;
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    const applied = await migrateToLatest(database.db, database.dialect);
    console.log(applied.length ? applied.map((m) => `${m.status}: ${m.migrationName}`).join('\n') : 'schema up to date');
    if (command === 'migrate' || command === 'reindex') console.log('search index:', await rebuildSearchIndex(database.db), 'documents');
    if (command === 'seed') {
      const counts = await seed(database.db);
      console.log('inserted:', JSON.stringify(counts));
      console.log('search index:', await rebuildSearchIndex(database.db), 'documents');
    }
    if (command === 'retention') {
      const days = retentionDays(process.env);
      const deleted = await deleteExpiredSubmissions(database.db, days);
      console.log(`deleted ${deleted} submission(s) older than ${days} days`);
    }
    return 0;
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await database.destroy();
  }
}

process.exitCode = await run(process.argv[2]);
