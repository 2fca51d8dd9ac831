import { loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrations.ts';
import { seed } from './seed/index.ts';

const USAGE = 'usage: tsx src/cli.ts <migrate|seed>\n  migrate  apply pending migrations\n  seed     migrate, then add the sample content that is missing (idempotent)';

/** `migrate` and `seed` against the database of the environment (DATABASE_URL or SQLITE_FILE). */
async function run(command: string | undefined): Promise<number> {
  if (command !== 'migrate' && command !== 'seed') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    const applied = await migrateToLatest(database.db, database.dialect);
    console.log(applied.length ? applied.map((m) => `${m.status}: ${m.migrationName}`).join('\n') : 'schema up to date');
    if (command === 'seed') {
      const counts = await seed(database.db);
      console.log('inserted:', JSON.stringify(counts));
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
