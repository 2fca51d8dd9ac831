import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { Role } from './roles.ts';
import { generatePassword, insertAccountIfMissing } from './users.ts';

/** Sample mode's accounts: one per role, and a second research publisher for the four-eyes approval. */
export const SAMPLE_ACCOUNTS: readonly { email: string; name: string; roles: Role[] }[] = [
  { email: 'admin@example.com', name: 'Sample Admin', roles: ['admin'] },
  { email: 'editor@example.com', name: 'Sample Editor', roles: ['editor'] },
  { email: 'research@example.com', name: 'Sample Research Publisher', roles: ['research-publisher'] },
  { email: 'research2@example.com', name: 'Sample Second Research Publisher', roles: ['research-publisher'] },
  { email: 'staff@example.com', name: 'Sample Client Service', roles: ['staff'] },
  { email: 'agent@example.com', name: 'Sample Agent', roles: ['agent'] },
];

/**
 * Sample mode (never production): adds the sample accounts that are missing, each with a generated
 * password, and answers those it added with their passwords, for the start to print once. Each is a
 * conditional insert, so instances starting together add every account once and only the one that
 * added it learns (and prints) its password; a later start finds them and answers nothing.
 */
export async function createSampleAccounts(db: Kysely<DB>): Promise<{ email: string; name: string; roles: Role[]; password: string }[]> {
  const existing = new Set((await db.selectFrom('users').select('email').where('email', 'in', SAMPLE_ACCOUNTS.map((a) => a.email)).execute()).map((r) => r.email));
  // The hashes side by side (scrypt runs on libuv's threads): the start waits for the slowest, not the sum.
  const missing = await Promise.all(SAMPLE_ACCOUNTS.filter((a) => !existing.has(a.email)).map(async (account) => {
    const password = generatePassword();
    return { account, password, passwordHash: await hashPassword(password) };
  }));
  const created = [];
  for (const { account, password, passwordHash } of missing) {
    const id = await db.transaction().execute((trx) => insertAccountIfMissing(trx, { ...account, passwordHash }, { actorId: null, actorEmail: null, via: 'sample-mode' }));
    if (id !== undefined) created.push({ ...account, password });
  }
  return created;
}

/** The block `npm start` prints once, when it made the sample accounts. */
export function sampleAccountsNotice(created: { email: string; roles: Role[]; password: string }[]): string {
  const width = Math.max(...created.map((a) => a.email.length));
  return [
    '',
    'Sample accounts of the console (http://localhost:3001/console/), made now and shown only this once:',
    ...created.map((a) => `  ${a.email.padEnd(width)}  ${a.password}  (${a.roles.join(', ')})`),
    'Keep them: they are never printed again. A new password: pnpm --filter @brids/content-service users reset-password <email>',
    '',
  ].join('\n');
}
