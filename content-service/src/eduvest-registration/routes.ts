import type { FastifyInstance } from 'fastify';
import type { FormsContext } from '../forms/context.ts';
import { handleSubmission } from '../forms/submit.ts';
import { rateLimited } from '../lib/rate-limit.ts';
import { clientRegistrationForm, nonClientRegistrationForm } from './forms.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * POST /api/eduvest-events/{slug}/registrations/client and …/non-client (Idempotency-Key, captcha,
 * rate limit): one seat taken atomically, one registration per email and per client for an event.
 */
export function registrationRoutes(app: FastifyInstance, context: FormsContext): void {
  app.post<{ Params: { slug: string; kind: string } }>('/api/eduvest-events/:slug/registrations/:kind', { config: rateLimited('form') }, (request, reply) => {
    const { slug, kind } = request.params;
    if (!SLUG.test(slug) || slug.length > 100 || (kind !== 'client' && kind !== 'non-client')) return reply.code(404).send({ message: 'Not found' });
    return kind === 'client'
      ? handleSubmission(clientRegistrationForm(slug), context, request, reply)
      : handleSubmission(nonClientRegistrationForm(slug), context, request, reply);
  });
}
