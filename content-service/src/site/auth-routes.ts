import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { user as userSchema, type User } from '@brids/contracts';
import type { AppContext } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';
import { rateLimited } from '../lib/rate-limit.ts';
import { parseStringList } from '../lib/json.ts';
import { DUMMY_HASH, hashToken, newToken, verifyPassword } from '../lib/passwords.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Bearer tokens live for 7 days, or until logout. */
export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const credentials = z.object({
  email: z.string({ error: 'is required' }).trim().min(1, 'is required').max(254, 'must be at most 254 characters').email('must be a valid email address'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'must be at most 200 characters'),
});

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim()) : null;
  return match?.[1];
}

/** The user of the request's bearer token; 401 without a valid one. */
export async function authenticatedUser(db: AppContext['db'], request: FastifyRequest): Promise<User> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'Authentication required');
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.scope'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  if (!row) throw new HttpError(401, 'The token is invalid or has expired');
  return { id: row.id, name: row.name, email: row.email, scope: parseStringList(row.scope) };
}

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/user (spec §7). */
export function authRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post('/api/auth/login', {
    config: rateLimited('login'), schema: apiSchema({ summary: 'Editors\' and staff\'s login (spec §7): a bearer token for 7 days', body: credentials, response: z.object({ token: z.string() }), errors: { '401': true } }),
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
    const user = await db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
    // An unknown email costs the same time as a wrong password.
    const ok = await verifyPassword(parsed.data.password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok) throw new HttpError(401, 'The email or password is incorrect');

    const token = newToken();
    const now = Date.now();
    await db
      .insertInto('auth_tokens')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + TOKEN_TTL_MS).toISOString(),
        revoked_at: null,
      })
      .execute();
    return { token };
  });

  app.post('/api/auth/logout', {
    schema: apiSchema({ summary: 'Revokes the bearer token sent, if any (idempotent)', status: 204 }),
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
    schema: apiSchema({ summary: 'The signed-in user of the bearer token (spec §7)', response: z.object({ user: userSchema }), bearer: true }),
  }, async (request) => ({ user: await authenticatedUser(db, request) }));
}
