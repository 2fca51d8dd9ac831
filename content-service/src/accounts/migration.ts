import type { Kysely, Migration } from 'kysely';
import { ROLES, type Role } from './roles.ts';

/** The scopes accounts held before roles, and the role each becomes ('role:<name>' is that role). */
const ROLE_OF_SCOPE: Record<string, Role> = { 'content:preview': 'editor', 'submissions:read': 'staff' };

/**
 * The accounts seeded with published passwords before this migration (the sample editor and staff):
 * deleted with their tokens, so no database keeps an account whose password is known. Sample mode
 * creates its accounts afresh, with generated passwords (accounts/sample-accounts.ts).
 */
const PUBLISHED_SAMPLE_ACCOUNTS = [
  { email: 'editor@example.com', name: 'Sample Editor' },
  { email: 'staff@example.com', name: 'Sample Client Service' },
];

function rolesOfScope(scopeJson: string): Role[] {
  let scope: unknown;
  try {
    scope = JSON.parse(scopeJson);
  } catch {
    return [];
  }
  if (!Array.isArray(scope)) return [];
  const roles = new Set<Role>();
  for (const value of scope) {
    if (typeof value !== 'string') continue;
    const role = ROLE_OF_SCOPE[value] ?? (value.startsWith('role:') ? ROLES.find((r) => `role:${r}` === value) : undefined);
    if (role) roles.add(role);
  }
  return [...roles];
}

/**
 * Accounts get roles (table `user_roles`), `disabled_at` and `last_login_at`; the scope list becomes
 * the roles it meant and is dropped (GET /api/auth/user derives the spec's scope from the roles).
 */
export function accountsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
        .execute();
      await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
      await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute();

      for (const account of PUBLISHED_SAMPLE_ACCOUNTS) {
        const user = await db.selectFrom('users').select('id').where('email', '=', account.email).where('name', '=', account.name).executeTakeFirst();
        if (!user) continue;
        await db.deleteFrom('auth_tokens').where('user_id', '=', user.id).execute();
        await db.deleteFrom('users').where('id', '=', user.id).execute();
      }
      const users: { id: number; scope: string }[] = await db.selectFrom('users').select(['id', 'scope']).execute();
      for (const user of users) {
        const roles = rolesOfScope(user.scope);
        if (roles.length) await db.insertInto('user_roles').values(roles.map((role) => ({ user_id: user.id, role }))).execute();
      }
      await db.schema.alterTable('users').dropColumn('scope').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('scope', 'text', (c) => c.notNull().defaultTo('[]')).execute();
      await db.schema.alterTable('users').dropColumn('last_login_at').execute();
      await db.schema.alterTable('users').dropColumn('disabled_at').execute();
      await db.schema.dropTable('user_roles').execute();
    },
  };
}
