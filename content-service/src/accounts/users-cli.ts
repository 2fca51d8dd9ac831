import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { AccountProblem, type Account, addAccount, changeAccount, type ChangedBy, findAccount, listAccounts, resetPassword } from './users.ts';

export const USERS_USAGE = `usage: users <command>
  add <email> --role <role> [--role <role>] [--name <name>]
                          a new account; its password is read from standard input when piped, else generated and printed once
  disable <email>         the account can no longer log in; its tokens are revoked at once
  enable <email>          the account may log in again
  list                    email, name, roles, disabled, last login
  reset-password <email>  a new password (standard input when piped, else generated and printed once); its tokens are revoked
  roles <email> <role,...>
                          the account's roles become these
roles: admin, editor, research-publisher, staff, agent`;

/** Where the CLI reads a chosen password and writes its answers (a process's stdin/stdout/stderr). */
export interface CliIo {
  /** The password piped to standard input (trailing newline removed), or undefined when it is a terminal or empty. */
  readPassword(): Promise<string | undefined>;
  out(line: string): void;
  err(line: string): void;
}

const CLI: ChangedBy = { actorId: null, actorEmail: null, via: 'cli' };

const rolesOf = (values: string[]) => values.flatMap((value) => value.split(',')).map((role) => role.trim()).filter(Boolean);

function describe(account: Account): string {
  return `${account.email} (${account.name}; ${account.roles.join(', ') || 'no role'}${account.disabledAt ? '; disabled' : ''})`;
}

function table(accounts: Account[]): string[] {
  const rows = [['email', 'name', 'roles', 'disabled', 'last login'], ...accounts.map((a) => [a.email, a.name, a.roles.join(','), a.disabledAt ? a.disabledAt.slice(0, 16) : 'no', a.lastLoginAt ? a.lastLoginAt.slice(0, 16) : 'never'])];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}

/**
 * `users <command> ...` against `db`: 0 done, 1 refused (a bad email or role, an unknown account, an
 * email taken: the reason on stderr), 2 a usage error.
 */
export async function runUsersCommand(db: Kysely<DB>, args: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { role: { type: 'string', multiple: true }, name: { type: 'string' } } });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USERS_USAGE}`);
    return 2;
  }
  const [command, email, ...rest] = parsed.positionals;
  const usage = (problem: string) => {
    io.err(`${problem}\n${USERS_USAGE}`);
    return 2;
  };
  try {
    switch (command) {
      case 'list':
        for (const line of table(await listAccounts(db))) io.out(line);
        return 0;
      case 'add': {
        if (!email || rest.length) return usage('add needs exactly one email');
        const chosen = await io.readPassword();
        const { account, password } = await addAccount(db, { email, name: parsed.values.name, roles: rolesOf(parsed.values.role ?? []) }, CLI, chosen);
        io.out(`added ${describe(account)}`);
        if (chosen === undefined) io.out(`password (shown only now): ${password}`);
        return 0;
      }
      case 'disable':
      case 'enable': {
        if (!email || rest.length) return usage(`${command} needs exactly one email`);
        const account = await findAccount(db, { email });
        io.out(`${command}d ${describe(await changeAccount(db, account.id, { disabled: command === 'disable' }, CLI))}`);
        return 0;
      }
      case 'reset-password': {
        if (!email || rest.length) return usage('reset-password needs exactly one email');
        const account = await findAccount(db, { email });
        const chosen = await io.readPassword();
        const { password } = await resetPassword(db, account.id, CLI, chosen);
        io.out(`new password for ${account.email}; its tokens are revoked`);
        if (chosen === undefined) io.out(`password (shown only now): ${password}`);
        return 0;
      }
      case 'roles': {
        if (!email || rest.length !== 1) return usage('roles needs an email and a comma-separated list of roles');
        const account = await findAccount(db, { email });
        io.out(`roles of ${describe(await changeAccount(db, account.id, { roles: rolesOf(rest) }, CLI))}`);
        return 0;
      }
      default:
        return usage(command ? `unknown command: users ${command}` : 'users needs a command');
    }
  } catch (error) {
    if (!(error instanceof AccountProblem)) throw error;
    const details = Object.entries(error.errors).map(([field, messages]) => `  ${field}: ${messages.join('; ')}`);
    io.err([error.message, ...details].join('\n'));
    return 1;
  }
}

/** The process's standard streams: a piped standard input is the password. */
export const processIo: CliIo = {
  async readPassword() {
    if (process.stdin.isTTY) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
    return text === '' ? undefined : text;
  },
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};
