import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, single } from '@brids/contracts/schema';
import { type Actor, requireActor } from '../accounts/access.ts';
import type { Role } from '../accounts/roles.ts';
import type { AppContext } from '../lib/context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { containsPattern, likeContains } from '../lib/like.ts';
import { apiSchema } from '../lib/openapi.ts';
import { pageNumber, pageSize, text } from '../lib/query.ts';
import { sql } from 'kysely';
import { IMMUTABLE_CACHE, ObjectStoreError } from '@brids/object-store';
import { mediaItem } from './contract.ts';
import { ACCEPTED, ingest, MAX_UPLOAD_BYTES } from './ingest.ts';
import { addMedia, deleteMedia, itemOf } from './library.ts';
import { isMediaName } from './types.ts';

/** Who may upload and browse the library (admin always may). */
export const MEDIA_WRITERS: readonly Role[] = ['editor', 'research-publisher'];
/** Who may delete from it. */
export const MEDIA_DELETERS: readonly Role[] = ['editor'];

/** A stored file never changes under its name. */
export const MEDIA_CACHE_CONTROL = IMMUTABLE_CACHE;
/** Opened on its own, an image (an SVG of the sample content) runs nothing. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const ALT_MAX = 300;
const altText = (value: unknown, field: string): string => {
  const result = text(ALT_MAX).safeParse(value);
  if (!result.success) throw new HttpError(422, 'The alternative text is not valid.', { [field]: [result.error.issues[0]!.message] });
  return result.data.trim();
};

/** The fields of the upload form: one `file`, and `alt` (both languages) or `alt.id` / `alt.en`. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data in the field "file".', { file: ['is required'] });
  let file: { bytes: Buffer; filename: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 3, fieldSize: 4 * ALT_MAX, parts: 4 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new HttpError(422, `Unknown field "${part.fieldname}": send the file in the field "file".`, { [part.fieldname]: ['is not a field of the upload'] });
        file = { bytes: await part.toBuffer(), filename: part.filename };
      } else {
        if (!['alt', 'alt.id', 'alt.en'].includes(part.fieldname)) throw new HttpError(422, `Unknown field "${part.fieldname}".`, { [part.fieldname]: ['is not a field of the upload'] });
        fields[part.fieldname] = altText(part.value, part.fieldname);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, { file: ['is too large'] });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(422, 'Send one file, with at most its alternative texts.', { file: ['send one file'] });
    throw new HttpError(400, 'The upload could not be read as multipart/form-data.');
  }
  if (!file) throw new HttpError(422, 'No file was sent: send it in the field "file".', { file: ['is required'] });
  const both = fields.alt ?? '';
  return { file, alt: { id: fields['alt.id'] ?? both, en: fields['alt.en'] ?? both } };
}

const uploadFields = z.object({
  file: z.string().meta({ format: 'binary', description: `The file: ${ACCEPTED}` }),
  alt: z.string().max(ALT_MAX).optional().meta({ description: 'Alternative text in both languages' }),
  'alt.id': z.string().max(ALT_MAX).optional().meta({ description: 'Alternative text in Indonesian' }),
  'alt.en': z.string().max(ALT_MAX).optional().meta({ description: 'Alternative text in English' }),
});

/**
 * The media store's own failure (a bucket that does not answer, refused credentials) as a 503 the caller may
 * retry, logged with what is wrong (the setting to fix); any other error is left as it is (a 500).
 */
async function fromStore<T>(request: FastifyRequest, reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ObjectStoreError)) throw error;
    request.log.error({ err: error, fault: error.fault }, 'media store failed');
    void reply.header('Cache-Control', 'no-store').header('Retry-After', '5');
    throw new HttpError(503, 'The media store is not available: try again later.');
  }
}

const nameParams = { name: z.string().meta({ description: 'A media name: 32 hex digits and an extension' }) };

/**
 * The media library: `POST /api/media` (multipart upload), `GET /api/media` (the picker's list),
 * `DELETE /api/media/{name}`, all with a bearer token of an editor / research publisher (delete: editor) or
 * admin; and `GET /media/{name}`, the files themselves, public and immutable.
 */
export function mediaRoutes(instance: FastifyInstance, { db, media }: AppContext): void {
  const writer = (roles: readonly Role[]) => async (request: FastifyRequest) => {
    (request as FastifyRequest & { actor?: Actor }).actor = await requireActor(db, request, roles);
  };
  const actorOf = (request: FastifyRequest) => (request as FastifyRequest & { actor?: Actor }).actor!;

  // The multipart parser only for these routes: every other route stays JSON-only.
  instance.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post('/api/media', {
      schema: apiSchema({
        summary: 'Upload an image or a PDF to the media library (editor, research publisher, admin)',
        description: `multipart/form-data: \`file\` (${ACCEPTED}; images at most 10 MB and 40 megapixels, re-encoded without their metadata; PDFs at most 20 MB), optional \`alt\` (both languages) or \`alt.id\` and \`alt.en\`. The type is read from the bytes, never from the name. The same bytes again answer the entry already listed (200).`,
        multipart: uploadFields, response: single(mediaItem), status: 201, bearer: true, errors: { '403': true, '415': true },
      }),
      preValidation: writer(MEDIA_WRITERS),
    }, async (request, reply) => {
      const upload = await readUpload(request);
      const ingested = await ingest(upload.file.bytes);
      const { item, created } = await fromStore(request, reply, addMedia(db, media, ingested, { alt: upload.alt, originalName: upload.file.filename.slice(0, 200) }, actorOf(request)));
      return reply.code(created ? 201 : 200).header('Cache-Control', 'no-store').send({ data: item });
    });
  });

  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/media', {
    schema: apiSchema({
      summary: 'The media library, newest first (editor, research publisher, admin)',
      query: {
        q: z.optional(text(100).meta({ description: 'Part of the name, the original file name or an alternative text' })),
        'filter[type]': z.optional(z.enum(['image', 'pdf'])),
        'page[number]': pageNumber,
        'page[size]': pageSize,
      },
      response: list(mediaItem), bearer: true, errors: { '403': true },
    }),
    preValidation: writer(MEDIA_WRITERS),
  }, async (request, reply) => {
    const q = request.query;
    let select = db.selectFrom('media');
    if (q.q) {
      const pattern = containsPattern(q.q);
      select = select.where((eb) => eb.or([
        likeContains(sql.ref('name'), pattern),
        likeContains(sql.ref('original_name'), pattern),
        likeContains(sql.ref('alt_id'), pattern),
        likeContains(sql.ref('alt_en'), pattern),
      ]));
    }
    if (q['filter[type]'] === 'pdf') select = select.where('type', '=', 'application/pdf');
    if (q['filter[type]'] === 'image') select = select.where('type', 'like', 'image/%');
    const counted = await select.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
    const rows = await select.selectAll()
      .orderBy('uploaded_at', 'desc').orderBy('name')
      .limit(q['page[size]']).offset((q['page[number]'] - 1) * q['page[size]'])
      .execute();
    void reply.header('Cache-Control', 'no-store');
    return { data: rows.map(itemOf), meta: { page: q['page[number]'], perPage: q['page[size]'], total: Number(counted?.total ?? 0) } };
  });

  app.delete('/api/media/:name', {
    schema: apiSchema({ summary: 'Delete a file of the media library (editor, admin)', params: nameParams, bearer: true, errors: { '403': true } }),
    preValidation: writer(MEDIA_DELETERS),
  }, async (request, reply) => {
    const { name } = request.params;
    if (!isMediaName(name) || !(await fromStore(request, reply, deleteMedia(db, media, name, actorOf(request))))) throw notFound(`No media named ${name}`);
    return reply.code(204).send();
  });

  // The files (not under /api: the shell server proxies /media/* on the site's origin).
  instance.get('/media/:name', async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    const { name } = request.params;
    // Whichever store holds them (a folder, the bucket's media/): a store that does not answer is a 503, not a crash.
    const file = isMediaName(name) ? await fromStore(request, reply, media.get(name)) : undefined;
    if (!file) return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not found' });
    const etag = `"${name.slice(0, name.indexOf('.'))}"`;
    void reply
      .header('Cache-Control', MEDIA_CACHE_CONTROL)
      .header('ETag', etag)
      .header('Content-Type', file.type)
      .header('Cross-Origin-Resource-Policy', 'same-site');
    if (file.type.startsWith('image/')) void reply.header('Content-Security-Policy', IMAGE_CSP);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    // HEAD: Fastify's HEAD route drains the stream and keeps this length.
    return reply.header('Content-Length', String(file.size)).send(file.stream);
  });
}
