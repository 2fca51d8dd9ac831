import type { FastifyInstance } from 'fastify';
import { z } from '@brids/contracts';
import { clientRegistrationForm as clientBody, nonClientRegistrationForm as nonClientBody } from '@brids/contracts/forms';
import type { AppContext } from '../../lib/context.ts';
import { formApiDoc, handleSubmission } from '../../forms/submit.ts';
import { rateLimited } from '../../lib/rate-limit.ts';
import { clientRegistrationForm, nonClientRegistrationForm } from './forms.ts';
import { apiSchema } from '../../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const registrationDoc = {
  ...formApiDoc('Registers for an Eduvest event: a client by the last 7 digits of the client code, or a non-client; takes one seat', z.union([clientBody, nonClientBody])),
  params: { kind: z.enum(['client', 'non-client']) },
  description: 'The body of kind client is the first schema of the union, of kind non-client the second. '
    + 'A refusal answers 409 with errors.reason (full, closed, finished, already-registered); a repeated Idempotency-Key with the same body answers the first receipt again.',
};

/**
 * POST /api/eduvest-events/{slug}/registrations/client and …/non-client (Idempotency-Key, captcha,
 * rate limit): one seat taken atomically, one registration per email and per client for an event.
 */
export function registrationRoutes(instance: FastifyInstance, context: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post<{ Params: { slug: string; kind: string } }>('/api/eduvest-events/:slug/registrations/:kind', {
    config: rateLimited('form'),
    schema: apiSchema(registrationDoc),
    // Before the query is validated: an unknown event or kind is a 404 whatever the query.
    preValidation: async (request, reply) => {
      const { slug, kind } = request.params;
      if (!SLUG.test(slug) || slug.length > 100 || (kind !== 'client' && kind !== 'non-client')) return reply.code(404).send({ message: 'Not found' });
    },
  }, (request, reply) => {
    const { slug, kind } = request.params;
    return kind === 'client'
      ? handleSubmission(clientRegistrationForm(slug), context, request, reply)
      : handleSubmission(nonClientRegistrationForm(slug), context, request, reply);
  });
}
