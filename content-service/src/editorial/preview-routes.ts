import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { single } from '@brids/contracts/schema';
import { previewDocument } from '@brids/contracts/preview';
import type { AppContext } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';
import { apiSchema } from '../lib/openapi.ts';
import { locale } from '../lib/query.ts';
import { CONTENT_KINDS } from './kinds.ts';
import { previewOf } from './preview-links.ts';

const EXPIRED = { id: 'Tautan pratinjau ini sudah kedaluwarsa atau tidak dikenal.', en: 'This preview link has expired or is not known.' } as const;

/**
 * `GET /api/preview/{token}?locale=`: the draft a signed preview link shows, for the site's preview page; no login
 * (the token is the authority). Unknown or expired: 404 in the asked language. Personal: `Cache-Control: private,
 * no-store` and never in the response cache (lib/http-cache.ts), as drafts change without a content version.
 */
export function previewRoutes(instance: FastifyInstance, { db, contentKinds = CONTENT_KINDS }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/preview/:token', {
    schema: apiSchema({
      summary: 'The draft a signed preview link shows (made in the editorial API by the kind\'s writers), in one language, without a login; 404 once expired',
      params: { token: z.string() },
      query: { locale },
      response: single(previewDocument),
    }),
  }, async (request) => {
    const data = await previewOf(db, contentKinds, request.params.token, request.query.locale);
    if (!data) throw new HttpError(404, EXPIRED[request.query.locale]);
    return { data };
  });
}
