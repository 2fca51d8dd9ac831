import type { FastifyInstance } from 'fastify';
import { z } from '@brids/contracts/schema';
import { clientRegistrationForm as clientBody, nonClientRegistrationForm as nonClientBody } from '@brids/contracts/forms';
import type { AppContext } from '../../lib/context.ts';
import { formApiDoc, handleSubmission } from '../../forms/submit.ts';
import { rateLimited } from '../../lib/rate-limit.ts';
import { ClientCheckUnavailable, clientRegistrationForm, nonClientRegistrationForm } from './forms.ts';
import { apiSchema } from '../../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const registrationDoc = {
  ...formApiDoc('Registers for an Eduvest event: a client by the last 7 digits of the client code, or a non-client; takes one seat', z.union([clientBody, nonClientBody])),
  params: { kind: z.enum(['client', 'non-client']) },
  description: 'The body of kind client is the first schema of the union, of kind non-client the second. '
    + 'A refusal answers 409 with errors.reason (full, closed, finished, already-registered); a repeated Idempotency-Key with the same body answers the first receipt again. '
    + 'When the client registry cannot be asked, a client registration answers 503 with Retry-After and errors.reason client-check-unavailable.',
  errors: { '409': true, '415': true, '503': true } as const,
};

/** Seconds a visitor is asked to wait when the client check is unavailable (the registry's breaker stays open 10 s). */
const RETRY_AFTER_SECONDS = 10;

/**
 * POST /api/eduvest-events/{slug}/registrations/client and …/non-client (Idempotency-Key, captcha,
 * rate limit): one seat taken atomically, one registration per email and per client for an event.
 * Clients are checked by the context's client directory (main.ts: `clientDirectoryOf` the configuration).
 */
export function registrationRoutes(instance: FastifyInstance, context: AppContext): void {
  const directory = context.clientDirectory;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post<{ Params: { slug: string; kind: string } }>('/api/eduvest-events/:slug/registrations/:kind', {
    config: rateLimited('form'),
    schema: apiSchema(registrationDoc),
    // Before the query is validated: an unknown event or kind is a 404 whatever the query.
    preValidation: async (request, reply) => {
      const { slug, kind } = request.params;
      if (!SLUG.test(slug) || slug.length > 100 || (kind !== 'client' && kind !== 'non-client')) return reply.code(404).send({ message: 'Not found' });
    },
  }, async (request, reply) => {
    const { slug, kind } = request.params;
    if (kind !== 'client') return handleSubmission(nonClientRegistrationForm(slug), context, request, reply);
    try {
      return await handleSubmission(clientRegistrationForm(slug, directory, context.db), context, request, reply);
    } catch (error) {
      if (error instanceof ClientCheckUnavailable) {
        request.log.warn({ err: error.cause }, 'Eduvest client check unavailable');
        void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      }
      throw error;
    }
  });
}
