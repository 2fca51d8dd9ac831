import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.ts';
import { contactForm } from '@brids/contracts/forms';
import { formApiDoc, handleSubmission } from './submit.ts';
import { rateLimited } from '../lib/rate-limit.ts';
import { contactFormDefinition } from './contact-form.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** POST /api/contact-messages?locale=id|en: the contact form (Idempotency-Key header, captcha, rate limit). */
export function contactRoutes(instance: FastifyInstance, context: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post('/api/contact-messages', {
    config: rateLimited('form'), schema: apiSchema(formApiDoc('Sends a message to customer care (stored, mailed; captcha)', contactForm)),
  }, (request, reply) =>
    handleSubmission(contactFormDefinition, context, request, reply),
  );
}
