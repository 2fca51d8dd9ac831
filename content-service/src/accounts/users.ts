import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../schema.ts';
import { recordAudit } from '../lib/audit.ts';
import { hashPassword } from '../lib/passwords.ts';
import { ROLES, type Role } from './roles.ts';

/** An account as admins see it (never its password hash). */
export interface Account {
  id: number;
  email: string;
  name: string;
  roles: Role[];
  createdAt: string;
  disabledAt: string | null;
  lastLoginAt: string | null;
}

/** Who changes an account, for the audit log: an admin's account, or the CLI (null id) run by an operating-system user. */
export interface ChangedBy {
  actorId: number | null;
  actorEmail: string | null;
  via?: 'cli' | 'api' | 'sample-mode';
}

/** Why an account change was refused: a bad value (per field), an email already taken, or no such account. */
export class AccountProblem extends Error {
  constructor(
    readonly kind: 'invalid' | 'exists' | 'unknown',
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/** Passwords chosen by a person are at least this long (generated ones are 24 characters). */
export const MIN_PASSWORD_LENGTH = 12;

export const email = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .email('must be a valid email address')
  .transform((value) => value.toLowerCase());
export const name = z.string({ error: 'must be text' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters');
export const roles = z
  .array(z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }), { error: 'must be a list of roles' })
  .min(1, 'needs at least one role')
  .transform((list) => ROLES.filter((role) => list.includes(role)));
export const password = z
  .string({ error: 'must be text' })
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, 'must be at most 200 characters');

export const newAccount = z.object({ email, name: name.optional(), roles });
export const accountChange = z.object({ name: name.optional(), roles: roles.optional(), disabled: z.boolean({ error: 'must be true or false' }).optional() }).strict();
export type NewAccount = z.input<typeof newAccount>;
export type AccountChange = z.input<typeof accountChange>;

/** The problems of a zod parse, per field path ('roles.0'), as the API's `errors` and the CLI's lines. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message);
  return errors;
}

function parse<T extends z.ZodType>(schema: T, value: unknown, message: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AccountProblem('invalid', message, fieldErrors(parsed.error));
  return parsed.data;
}

/** A new random password: 18 random bytes, 24 characters of base64url. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** Checks a password a person chose (length); throws AccountProblem. */
export function checkPassword(value: string): string {
  return parse(password, value, 'The password is not acceptable');
}

const nameFromEmail = (address: string) => address.split('@')[0] ?? address;

function auditDetail(by: ChangedBy, detail: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...detail, ...(by.via ? { via: by.via } : {}) };
}

/**
 * Adds an account with `password` (hashed) unless its email exists: `undefined` then, nothing changed.
 * A conditional insert, so two processes adding the same email at once make one account.
 */
export async function insertAccountIfMissing(
  trx: Transaction<DB>,
  input: { email: string; name: string; roles: readonly Role[]; passwordHash: string },
  by: ChangedBy,
): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('users')
    .values({ email: input.email, name: input.name, password_hash: input.passwordHash, created_at: new Date().toISOString(), disabled_at: null, last_login_at: null })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  await trx.insertInto('user_roles').values(input.roles.map((role) => ({ user_id: inserted.id, role }))).execute();
  await recordAudit(trx, { actorId: by.actorId, actorEmail: by.actorEmail, action: 'user-add', subject: 'user', subjectKey: input.email, detail: auditDetail(by, { roles: input.roles }) });
  return inserted.id;
}

/** Adds an account (`input` checked: email, name, roles); 'exists' when the email is taken. Its password is `password`, else generated. */
export async function addAccount(db: Kysely<DB>, input: unknown, by: ChangedBy, chosenPassword?: string): Promise<{ account: Account; password: string }> {
  const data = parse(newAccount, input, 'The account is not valid');
  const secret = chosenPassword === undefined ? generatePassword() : checkPassword(chosenPassword);
  const passwordHash = await hashPassword(secret);
  const id = await db.transaction().execute((trx) =>
    insertAccountIfMissing(trx, { email: data.email, name: data.name ?? nameFromEmail(data.email), roles: data.roles, passwordHash }, by),
  );
  if (id === undefined) throw new AccountProblem('exists', `An account with the email ${data.email} exists`, { email: ['is taken'] });
  return { account: await accountById(db, id), password: secret };
}

async function rolesOf(db: Kysely<DB>, ids: number[]): Promise<Map<number, Role[]>> {
  const byUser = new Map<number, Role[]>();
  if (!ids.length) return byUser;
  const rows = await db.selectFrom('user_roles').select(['user_id', 'role']).where('user_id', 'in', ids).execute();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.role]);
  for (const [id, list] of byUser) byUser.set(id, ROLES.filter((role) => list.includes(role)));
  return byUser;
}

const accountColumns = ['id', 'email', 'name', 'created_at', 'disabled_at', 'last_login_at'] as const;

/** Every account, by email. */
export async function listAccounts(db: Kysely<DB>): Promise<Account[]> {
  const rows = await db.selectFrom('users').select(accountColumns).orderBy('email').execute();
  const roleMap = await rolesOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    roles: roleMap.get(row.id) ?? [],
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
    lastLoginAt: row.last_login_at,
  }));
}

/** One account by id or email; AccountProblem 'unknown' when there is none. */
export async function findAccount(db: Kysely<DB>, which: { id: number } | { email: string }): Promise<Account> {
  let query = db.selectFrom('users').select(accountColumns);
  query = 'id' in which ? query.where('id', '=', which.id) : query.where('email', '=', which.email.trim().toLowerCase());
  const row = await query.executeTakeFirst();
  if (!row) throw new AccountProblem('unknown', 'id' in which ? `There is no account ${which.id}` : `There is no account with the email ${which.email}`);
  return { id: row.id, email: row.email, name: row.name, roles: (await rolesOf(db, [row.id])).get(row.id) ?? [], createdAt: row.created_at, disabledAt: row.disabled_at, lastLoginAt: row.last_login_at };
}

const accountById = (db: Kysely<DB>, id: number) => findAccount(db, { id });

/** Revokes every token of the account that is still valid (disabling, a new password). */
async function revokeTokens(trx: Transaction<DB>, userId: number, at: string): Promise<void> {
  await trx.updateTable('auth_tokens').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/**
 * Changes an account's name, roles or disabled state (`change` checked) in one transaction with its
 * audit line; disabling revokes all its tokens at once. An admin cannot disable themselves or take their own admin role.
 */
export async function changeAccount(db: Kysely<DB>, id: number, change: unknown, by: ChangedBy): Promise<Account> {
  const data = parse(accountChange, change, 'The change is not valid');
  const before = await accountById(db, id);
  if (by.actorId === id && (data.disabled === true || (data.roles && !data.roles.includes('admin') && before.roles.includes('admin')))) {
    throw new AccountProblem('invalid', 'You cannot disable your own account or take away your own admin role', data.disabled ? { disabled: ['cannot be set on your own account'] } : { roles: ['must keep admin on your own account'] });
  }
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (data.name !== undefined) await trx.updateTable('users').set({ name: data.name }).where('id', '=', id).execute();
    if (data.roles) {
      await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
      await trx.insertInto('user_roles').values(data.roles.map((role) => ({ user_id: id, role }))).execute();
    }
    if (data.disabled === true && !before.disabledAt) {
      await trx.updateTable('users').set({ disabled_at: now }).where('id', '=', id).execute();
      await revokeTokens(trx, id, now);
    }
    if (data.disabled === false && before.disabledAt) await trx.updateTable('users').set({ disabled_at: null }).where('id', '=', id).execute();
    const action = data.disabled === true ? 'user-disable' : data.disabled === false ? 'user-enable' : 'user-update';
    await recordAudit(trx, { actorId: by.actorId, actorEmail: by.actorEmail, action, subject: 'user', subjectKey: before.email, detail: auditDetail(by, data) });
  });
  return accountById(db, id);
}

/** Gives the account a new password (`chosen`, else generated), revoking its tokens; answers the password once. */
export async function resetPassword(db: Kysely<DB>, id: number, by: ChangedBy, chosen?: string): Promise<{ account: Account; password: string }> {
  const account = await accountById(db, id);
  const secret = chosen === undefined ? generatePassword() : checkPassword(chosen);
  const passwordHash = await hashPassword(secret);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    await revokeTokens(trx, id, now);
    await recordAudit(trx, { actorId: by.actorId, actorEmail: by.actorEmail, action: 'password-reset', subject: 'user', subjectKey: account.email, detail: auditDetail(by) });
  });
  return { account, password: secret };
}
