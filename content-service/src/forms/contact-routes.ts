import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.ts';
import { contactForm } from '@brids/contracts/forms';
import { formRouteDoc, handleSubmission } from './submit.ts';
import { rateLimited } from '../lib/rate-limit.ts';
import { contactFormDefinition } from './contact-form.ts';

/** POST /api/contact-messages?locale=id|en: the contact form (Idempotency-Key header, captcha, rate limit). */
export function contactRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/api/contact-messages', {
    config: { ...rateLimited('form'), openapi: formRouteDoc('Sends a message to customer care (stored, mailed; captcha)', contactForm) },
  }, (request, reply) =>
    handleSubmission(contactFormDefinition, context, request, reply),
  );
}
