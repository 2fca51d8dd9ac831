import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type User } from '@brids/contracts';
import { user as userSchema } from '@brids/contracts/schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DB } from '../schema.ts';
import type { AppContext } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';
import { rateLimited } from '../lib/rate-limit.ts';
import { DUMMY_HASH, hashToken, newToken, verifyPassword } from '../lib/passwords.ts';
import { apiSchema } from '../lib/openapi.ts';
import { recordAudit } from '../lib/audit.ts';
import { ROLES, scopeOf, type Role } from './roles.ts';

/** How long a bearer token lives unless logged out (TOKEN_TTL_HOURS): a working day, so a lost token is not good for a week. */
export const DEFAULT_TOKEN_TTL_HOURS = 12;

/** Who makes a request: an account of the content service, with its roles. */
export interface Actor {
  id: number;
  email: string;
  name: string;
  roles: Role[];
}

const credentials = z.object({
  email: z.string({ error: 'is required' }).trim().min(1, 'is required').max(254, 'must be at most 254 characters').email('must be a valid email address'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'must be at most 200 characters'),
});

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim()) : null;
  return match?.[1];
}

/**
 * The account of the request's bearer token, with its roles: 401 without a valid token (none, unknown,
 * expired, revoked) or when the account is disabled.
 */
export async function authenticate(db: Kysely<DB>, request: FastifyRequest): Promise<Actor> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'Authentication required');
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.disabled_at'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  if (!row) throw new HttpError(401, 'The token is invalid or has expired');
  if (row.disabled_at) throw new HttpError(401, 'The account is disabled');
  const held = await db.selectFrom('user_roles').select('role').where('user_id', '=', row.id).execute();
  return { id: row.id, name: row.name, email: row.email, roles: ROLES.filter((role) => held.some((h) => h.role === role)) };
}

/** The spec's user of the request's bearer token (GET /api/auth/user): its scope derived from its roles, and the roles. */
export async function authenticatedUser(db: Kysely<DB>, request: FastifyRequest): Promise<User> {
  const actor = await authenticate(db, request);
  return { id: actor.id, name: actor.name, email: actor.email, scope: scopeOf(actor.roles), roles: actor.roles };
}

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/user (spec §7). */
export function authRoutes(instance: FastifyInstance, { db, tokenTtlMs }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post('/api/auth/login', {
    config: rateLimited('login'),
    schema: apiSchema({ summary: "The content team's login (spec §7): a bearer token for TOKEN_TTL_HOURS (default 12)", body: credentials, response: z.object({ token: z.string() }), errors: { '401': true } }),
  }, async (request) => {
    const parsed = credentials.safeParse(request.body);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path.map(String).join('.') || 'body';
        (errors[field] ??= []).push(issue.path.length ? issue.message : 'must be a JSON object with email and password');
      }
      throw new HttpError(422, 'The login needs an email and a password', errors);
    }
    const email = parsed.data.email.toLowerCase();
    const user = await db.selectFrom('users').select(['id', 'password_hash', 'disabled_at']).where('email', '=', email).executeTakeFirst();
    // An unknown email costs the same time as a wrong password.
    const ok = await verifyPassword(parsed.data.password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok || user.disabled_at) {
      const reason = !user ? 'unknown-email' : !ok ? 'wrong-password' : 'disabled';
      await recordAudit(db, { actorId: user?.id ?? null, actorEmail: email, action: 'login-failed', subject: null, subjectKey: null, detail: { reason, ip: request.ip } });
      throw new HttpError(401, 'The email or password is incorrect');
    }

    const token = newToken();
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('auth_tokens')
        .values({ user_id: user.id, token_hash: hashToken(token), created_at: new Date(now).toISOString(), expires_at: new Date(now + tokenTtlMs).toISOString(), revoked_at: null })
        .execute();
      await trx.updateTable('users').set({ last_login_at: new Date(now).toISOString() }).where('id', '=', user.id).execute();
      await recordAudit(trx, { actorId: user.id, actorEmail: email, action: 'login', subject: null, subjectKey: null, detail: { ip: request.ip } });
    });
    return { token };
  });

  app.post('/api/auth/logout', {
    schema: apiSchema({ summary: 'Revokes the bearer token sent, if any (idempotent)', status: 204, bearer: 'optional' }),
  }, async (request, reply) => {
    const token = bearerToken(request);
    if (token) {
      await db
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date().toISOString() })
        .where('token_hash', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .execute();
    }
    // Logging out is idempotent: without a (valid) token there is nothing left to revoke.
    return reply.code(204).send();
  });

  app.get('/api/auth/user', {
    schema: apiSchema({ summary: 'The signed-in user of the bearer token (spec §7), with its roles and the scope they give', response: z.object({ user: userSchema }), bearer: true }),
  }, async (request) => ({ user: await authenticatedUser(db, request) }));
}
