/**
 * Test accounts of the console's tests: one user with the given roles and a password this test chose,
 * made the way the CLI and the admins' API make accounts (content-service/src/accounts/users.ts).
 */
import type { Role } from '../../content-service/src/accounts/roles.ts';
import type { Database } from '../../content-service/src/lib/connection.ts';
import { createAccount } from '../../content-service/test/accounts/accounts.ts';

export async function createConsoleAccount(db: Database['db'], { email, roles, password, name = email }: { email: string; roles: Role[]; password: string; name?: string }): Promise<void> {
  await createAccount(db, { email, roles, password, name });
}
