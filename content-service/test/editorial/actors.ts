import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '../../src/accounts/roles.ts';
import { hashToken, newToken } from '../../src/lib/passwords.ts';
import type { DB } from '../../src/schema.ts';
import { createAccount } from '../accounts/accounts.ts';

export interface TestActor {
  token: string;
  id: number;
  email: string;
  /** `{ authorization: 'Bearer …' }` for inject. */
  headers: Record<string, string>;
}

/**
 * A signed-in account with one role (or none: `null`), made the way the CLI and the admins' API make
 * accounts (test/accounts/accounts.ts): the one place the editorial suites make accounts.
 */
export async function createActor(db: Kysely<DB>, role: Role | null): Promise<TestActor> {
  if (role) {
    const account = await createAccount(db, { role });
    return { token: account.token, id: account.id, email: account.email, headers: { authorization: `Bearer ${account.token}` } };
  }
  // An account without any role (one an admin has taken every role from): signed in, allowed nothing.
  const email = `nobody-${randomBytes(4).toString('hex')}@test.example`;
  const now = Date.now();
  const user = await db.insertInto('users')
    .values({ name: 'Test nobody', email, password_hash: 'unusable', created_at: new Date(now).toISOString() })
    .returning('id').executeTakeFirstOrThrow();
  const token = newToken();
  await db.insertInto('auth_tokens').values({
    user_id: user.id, token_hash: hashToken(token), created_at: new Date(now).toISOString(), expires_at: new Date(now + 60 * 60 * 1000).toISOString(), revoked_at: null,
  }).execute();
  return { token, id: user.id, email, headers: { authorization: `Bearer ${token}` } };
}
