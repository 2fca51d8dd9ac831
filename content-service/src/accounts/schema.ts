import type { Generated } from 'kysely';
import type { Role } from './roles.ts';

/** The content service's accounts: users, their roles and their bearer tokens. */
export interface AccountsTables {
  users: UsersTable;
  user_roles: UserRolesTable;
  auth_tokens: AuthTokensTable;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  /** Lower case; unique. */
  email: string;
  /** scrypt (lib/passwords.ts); never the password. */
  password_hash: string;
  created_at: string;
  /** Set: the account cannot log in and its tokens are revoked. */
  disabled_at: string | null;
  last_login_at: string | null;
}

/** One role an account holds (accounts/roles.ts); the primary key (user_id, role) makes them a set. */
export interface UserRolesTable {
  user_id: number;
  role: Role;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}
