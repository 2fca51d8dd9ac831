import { loadDatabaseConfig, loadMediaConfig } from './config.ts';
import { mediaStoreOf } from './media/default-store.ts';
import { openDatabase } from './lib/connection.ts';
import { migrateToLatest } from './migrations.ts';
import { seed } from './seed.ts';
import { deleteExpiredSubmissions, retentionDays } from './forms/retention.ts';
import { deleteExpiredConversations } from './chat/conversations.ts';
import { rebuildSearchIndex } from './search/search-index.ts';
import { processIo, runUsersCommand, USERS_USAGE } from './accounts/users-cli.ts';
import { runBackupCommand } from './backup/cli.ts';

const USAGE =
  'usage: node dist/cli.js (or tsx src/cli.ts) <migrate|seed|reindex|retention|users|backup|restore>\n  migrate    apply pending migrations under the migration lock (two runs at once are safe), then rebuild the site search index\n  seed       migrate, then add the sample content that is missing (idempotent; its files into the media store: OBJECT_STORE_BUCKET\'s media/, else MEDIA_DIR), and rebuild the search index\n  reindex    migrate, then rebuild the site search index from every search source\n  retention  delete form submissions and live chat conversations (personal data) older than RETENTION_DAYS (default 730)\n  users      the content team\'s accounts (users --help)\n  backup <folder>, restore <folder> [--force]   the content database, the release store and the media (docs/operations.md)';

/** `migrate` (the migration job: also builds the search index, which production instances never do), `seed`, `reindex`, `retention` and `users` against the database of the environment (DATABASE_URL or SQLITE_FILE). */
async function run(command: string | undefined, args: string[]): Promise<number> {
  if (command === 'users') return users(args);
  if (command === 'backup' || command === 'restore') return runBackupCommand(command, args);
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
      const counts = await seed(database.db, { media: mediaStoreOf(loadMediaConfig()) });
      console.log('inserted:', JSON.stringify(counts));
      console.log('search index:', await rebuildSearchIndex(database.db), 'documents');
    }
    if (command === 'retention') {
      const days = retentionDays(process.env);
      const deleted = await deleteExpiredSubmissions(database.db, days);
      console.log(`deleted ${deleted} submission(s) older than ${days} days`);
      const conversations = await deleteExpiredConversations(database.db, days);
      console.log(`deleted ${conversations} live chat conversation(s) last changed more than ${days} days ago`);
    }
    return 0;
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await database.destroy();
  }
}

/** `users ...`: the accounts (accounts/users-cli.ts), after the schema is brought up to date. */
async function users(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
    console.error(USERS_USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const config = loadDatabaseConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    for (const m of await migrateToLatest(database.db, database.dialect)) console.error(`${m.status}: ${m.migrationName}`);
    return await runUsersCommand(database.db, args, processIo);
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await database.destroy();
  }
}

process.exitCode = await run(process.argv[2], process.argv.slice(3));
