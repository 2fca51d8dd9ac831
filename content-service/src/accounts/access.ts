import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../lib/errors.ts';
import type { DB } from '../schema.ts';
import { authenticate, type Actor } from './auth-routes.ts';
import type { Role } from './roles.ts';

export type { Actor };

/**
 * The actor of the request's bearer token, when it holds one of `roles` (admin always does):
 * 401 without a valid token or for a disabled account, 403 without the role. Every write route calls it before anything else.
 */
export async function requireActor(db: Kysely<DB>, request: FastifyRequest, roles: readonly Role[]): Promise<Actor> {
  const actor = await authenticate(db, request);
  if (!actor.roles.includes('admin') && !roles.some((role) => actor.roles.includes(role))) {
    throw new HttpError(403, roles.length ? `This needs the role ${roles.join(' or ')}` : 'This needs the role admin');
  }
  return actor;
}
