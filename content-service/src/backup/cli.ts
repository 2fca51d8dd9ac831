// The backup and restore commands of the content service's CLI (src/cli.ts): `npm run backup -- <folder>`,
// `npm run restore -- <folder> [--force]` at the repository's root.
import { resolve } from 'node:path';
import { backup } from './backup.ts';
import { storesOf } from './manifest.ts';
import { restore } from './restore.ts';

export const BACKUP_USAGE =
  'usage: cli.js backup <folder>            the content database, the release store and the media store into a new folder, with manifest.json\n' +
  '       cli.js restore <folder> [--force]  that folder into the stores of the environment, which must be empty (--force: replace what the backup holds)\n' +
  'The stores: DATABASE_URL (else SQLITE_FILE), RELEASE_DATABASE_URL (else RELEASES_DIR), OBJECT_STORE_* (media/; else MEDIA_DIR). PostgreSQL needs pg_dump and pg_restore.';

/** `backup <folder>` or `restore <folder> [--force]`: the exit code (0, 1 on failure, 2 on bad usage). */
export async function runBackupCommand(command: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  const unknown = rest.filter((arg) => arg.startsWith('-'));
  if (rest.length !== 1 || unknown.length || (force && command === 'backup')) {
    console.error(BACKUP_USAGE);
    return 2;
  }
  const folder = resolve(rest[0]!);
  try {
    const stores = storesOf(env);
    if (command === 'backup') await backup(stores, folder);
    else await restore(stores, folder, { force });
    return 0;
  } catch (error) {
    console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
