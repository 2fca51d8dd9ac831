import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../lib/context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { apiSchema } from '../lib/openapi.ts';
import { requireActor } from './access.ts';
import { ROLES } from './roles.ts';
import { AccountProblem, accountChange, addAccount, changeAccount, listAccounts, newAccount, resetPassword } from './users.ts';

const account = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
const oneAccount = z.object({ data: account });
const withPassword = z.object({ data: account, password: z.string().meta({ description: 'Generated; answered this once, never stored in clear' }) });

/** The API error of a refused account change: 422 per field, 409 an email taken, 404 no such account. */
function httpError(error: unknown): unknown {
  if (!(error instanceof AccountProblem)) return error;
  if (error.kind === 'unknown') return notFound(error.message);
  return new HttpError(error.kind === 'exists' ? 409 : 422, error.message, error.errors);
}

async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw httpError(error);
  }
}

/** A path's account id: a positive integer, else no such account. */
function accountId(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw notFound('There is no such account');
  return Number(value);
}


/**
 * The admins' users API (admin only): list, add (a generated password answered once), change name / roles /
 * disabled, reset a password. Answers with a password are never cached: every answer to a bearer token is
 * `private, no-store` (lib/http-cache.ts).
 */
export function adminUserRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const by = (actor: { id: number; email: string }) => ({ actorId: actor.id, actorEmail: actor.email, via: 'api' as const });
  const errors = { '403': true } as const;

  app.get('/api/admin/users', {
    schema: apiSchema({ summary: 'Every account with its roles, by email (admin)', response: z.object({ data: z.array(account) }), bearer: true, errors }),
  }, async (request) => {
    await requireActor(db, request, ['admin']);
    return { data: await listAccounts(db) };
  });

  app.post('/api/admin/users', {
    schema: apiSchema({ summary: 'Adds an account (admin); its generated password is answered this once', body: newAccount, response: withPassword, status: 201, bearer: true, errors: { ...errors, '409': true } }),
  }, async (request, reply) => {
    const actor = await requireActor(db, request, ['admin']);
    const { account: created, password } = await answering(() => addAccount(db, request.body, by(actor)));
    return reply.code(201).send({ data: created, password });
  });

  app.patch('/api/admin/users/:id', {
    schema: apiSchema({ summary: "Changes an account's name, roles or disabled state (admin); disabling revokes its tokens at once", body: accountChange, response: oneAccount, bearer: true, errors: { ...errors, '404': true } }),
  }, async (request) => {
    const actor = await requireActor(db, request, ['admin']);
    const id = accountId((request.params as { id: string }).id);
    return { data: await answering(() => changeAccount(db, id, request.body ?? {}, by(actor))) };
  });

  app.post('/api/admin/users/:id/password-reset', {
    schema: apiSchema({ summary: 'A new generated password for the account (admin), answered this once; its tokens are revoked', response: withPassword, bearer: true, errors: { ...errors, '404': true } }),
  }, async (request, reply) => {
    const actor = await requireActor(db, request, ['admin']);
    const id = accountId((request.params as { id: string }).id);
    const { account: changed, password } = await answering(() => resetPassword(db, id, by(actor)));
    return reply.send({ data: changed, password });
  });
}
