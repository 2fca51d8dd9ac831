// The content team's accounts of an e2e run: made by the global set-up with the content service's
// users CLI (as operators make them), each with a password chosen for this run and piped to the CLI.
// There is no account with a known password: the specs read the passwords the set-up chose.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ROOT, SQLITE_FILE, TSX } from './env.ts';

export interface E2eAccount {
  name: string;
  email: string;
  roles: string[];
  /** The environment variable that carries its password from the set-up to the specs' workers. */
  passwordVariable: string;
}

/** The editor who logs in on the site (shell-auth, server-render, hardening-csp specs). */
export const EDITOR_ACCOUNT: E2eAccount = { name: 'E2E Editor', email: 'e2e.editor@example.com', roles: ['editor'], passwordVariable: 'E2E_EDITOR_PASSWORD' };

export const E2E_ACCOUNTS: E2eAccount[] = [EDITOR_ACCOUNT];

/** An account's password in a spec (set by the global set-up, which Playwright's workers inherit). */
export function passwordOf(account: E2eAccount): string {
  const password = process.env[account.passwordVariable];
  if (!password) throw new Error(`${account.passwordVariable} is unset: the e2e global set-up makes the accounts (e2e/global-setup.ts)`);
  return password;
}

/**
 * Makes `account` in the database of `env` (SQLITE_FILE of the e2e run by default; DATABASE_URL for the
 * PostgreSQL site) with `pnpm --filter @brids/content-service users add`'s command, the password on
 * standard input; answers the password.
 */
export function createAccount(account: E2eAccount, env: Record<string, string> = { SQLITE_FILE }): string {
  const password = randomBytes(18).toString('base64url');
  execFileSync(TSX, ['content-service/src/cli.ts', 'users', 'add', account.email, '--name', account.name, ...account.roles.flatMap((role) => ['--role', role])], {
    cwd: ROOT,
    input: `${password}\n`,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  return password;
}

export type ConsoleRole = 'admin' | 'editor' | 'research-publisher' | 'staff' | 'agent';

/** A console spec's account: its email, name, roles and the password it logs in with. */
export interface Account {
  email: string;
  name: string;
  password: string;
  roles: ConsoleRole[];
}

/** A fresh account with `roles` for a console spec (a new email and password each call), made by the same CLI. */
export async function createConsoleAccount(roles: ConsoleRole[], name = `${roles.join(' ')} ${randomBytes(2).toString('hex')}`): Promise<Account> {
  const email = `${roles[0]}-${randomBytes(4).toString('hex')}@e2e.test`;
  const password = createAccount({ name, email, roles, passwordVariable: '' });
  return { email, name, password, roles };
}
