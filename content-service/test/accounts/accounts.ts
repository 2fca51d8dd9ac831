import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/schema.ts';
import type { Role } from '../../src/accounts/roles.ts';
import { addAccount } from '../../src/accounts/users.ts';
import { hashToken, newToken } from '../../src/lib/passwords.ts';

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  /** A bearer token of the account, valid for an hour (as a login would answer). */
  token: string;
}

/**
 * An account made the way the CLI and the admins' API make them (accounts/users.ts): `role` or `roles`,
 * a unique email unless given, a password the test chose (else a random one), and a bearer token.
 */
export async function createAccount(
  db: Kysely<DB>,
  options: { role?: Role; roles?: Role[]; email?: string; name?: string; password?: string } = {},
): Promise<TestAccount> {
  const roles = options.roles ?? [options.role ?? 'editor'];
  const email = options.email ?? `${roles.join('-')}-${randomBytes(4).toString('hex')}@test.example`;
  const password = options.password ?? `pw-${randomBytes(12).toString('base64url')}`;
  const { account } = await addAccount(db, { email, name: options.name ?? `Test ${roles.join(' ')}`, roles }, { actorId: null, actorEmail: null, via: 'cli' }, password);
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('auth_tokens')
    .values({ user_id: account.id, token_hash: hashToken(token), created_at: new Date(now).toISOString(), expires_at: new Date(now + 60 * 60 * 1000).toISOString(), revoked_at: null })
    .execute();
  return { id: account.id, email: account.email, password, token };
}

/** The Authorization header of an account. */
export const bearer = (account: { token: string }) => ({ authorization: `Bearer ${account.token}` });

/** The sample accounts a sample-mode start printed (`  <email>  <password>  (<roles>)` lines of its output): email -> password. */
export function printedSampleAccounts(lines: { text?: unknown }[]): Map<string, string> {
  const printed = new Map<string, string>();
  for (const line of lines) {
    const match = typeof line.text === 'string' ? /^ {2}(\S+@\S+)\s+(\S+)\s+\(([a-z, -]+)\)$/.exec(line.text) : null;
    if (match) printed.set(match[1]!, match[2]!);
  }
  return printed;
}
