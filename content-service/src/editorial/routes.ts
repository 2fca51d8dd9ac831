import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../accounts/access.ts';
import { ROLES } from '../accounts/roles.ts';
import type { AppContext } from '../lib/context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { containsPattern, likeContains } from '../lib/like.ts';
import { apiSchema } from '../lib/openapi.ts';
import { oneOf, pageNumber, pageSize, text } from '../lib/query.ts';
import { parseJsonObject } from '../lib/json.ts';
import { sql } from 'kysely';
import { diffDocuments } from './diff.ts';
import type { ContentKind } from './kind.ts';
import { CONTENT_KINDS, documentJsonSchema } from './kinds.ts';
import {
  auditLineAnswer, dataOf, ENTRY_STATUSES, entryAnswer, entrySummaryAnswer, kindAnswer, listOf, previewLinkAnswer, versionAnswer, versionSummaryAnswer,
} from './answers.ts';
import { answerOf, importMissing, loadRow, parseDocument, StaleVersion, summaryOf } from './entries.ts';
import { fieldLabelsOf } from './field-labels.ts';
import { createPreviewLink } from './preview-links.ts';
import {
  approveEntry, archiveEntry, createEntry, deleteEntry, documentBody, parseBody, publishEntry, restoreVersion, scheduleBody, submitEntry, unpublishEntry, updateBody,
  updateEntry, versionBody,
} from './workflow.ts';

const kindNames = CONTENT_KINDS.map((kind) => kind.name);
const kindParam = kindNames.length ? z.enum(kindNames as [string, ...string[]]) : z.string();
const params = { kind: kindParam };
const entryParams = { ...params, key: z.string() };
const versionParams = { ...entryParams, n: z.string() };
const listQuery = {
  'filter[status]': oneOf(ENTRY_STATUSES).optional(),
  q: text(100).meta({ description: 'Entries whose key or title (either language) contains this text.' }).optional(),
  'page[number]': pageNumber,
  'page[size]': pageSize,
};
const auditQuery = {
  'filter[subject]': text(100).meta({ description: 'A content kind, `user` or `media`.' }).optional(),
  'filter[actor]': text(254).meta({ description: 'The actor\'s email.' }).optional(),
  'page[number]': pageNumber,
  'page[size]': pageSize,
};
const deleteQuery = { version: text(12).regex(/^[0-9]{1,9}$/, 'must be the entry\'s current version (a whole number)').meta({ examples: ['1'] }).transform(Number) };
const ERRORS = { '403': true, '409': true } as const;
/** Documents with long rich text (articles, reports) are larger than the public API's 64 KB bodies. */
const DOCUMENT_BODY_LIMIT = 1024 * 1024;

/**
 * The editorial API under /api/editorial (content operations, CONTENT-OPS.md): the kinds, each kind's entries
 * with the workflow (draft, in review, published, archived; scheduled publish and unpublish), versions with a
 * diff and restore, and the audit log. Bearer token; a writer role of the kind (admin passes every check).
 */
export function editorialRoutes(instance: FastifyInstance, { db, contentKinds = CONTENT_KINDS }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const kindOf = (name: string): ContentKind => {
    const kind = contentKinds.find((k) => k.name === name);
    if (!kind) throw notFound(`There is no content kind '${name}'`);
    return kind;
  };
  const writer = async (request: FastifyRequest, name: string) => {
    const kind = kindOf(name);
    return { kind, actor: await requireActor(db, request, kind.writers) };
  };
  /** A stale version's 409 carries the entry as it is now (`current`). */
  const answering = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof StaleVersion) return reply.code(409).send({ message: error.message, errors: error.errors, current: error.current });
      throw error;
    }
  };

  app.get('/api/editorial/kinds', {
    schema: apiSchema({ summary: 'The content kinds the signed-in user may write, with the JSON Schema of their documents', response: z.object({ data: z.array(kindAnswer) }), bearer: true }),
  }, async (request) => {
    const actor = await requireActor(db, request, ROLES).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 403) return undefined;
      throw error;
    });
    const roles = actor?.roles ?? [];
    const mine = contentKinds.filter((kind) => roles.includes('admin') || kind.writers.some((role) => roles.includes(role)));
    return {
      data: mine.map((kind) => {
        const schema = documentJsonSchema(kind);
        return { name: kind.name, label: kind.label, writers: [...kind.writers], fourEyes: kind.fourEyes, creatable: kind.creatable, deletable: kind.deletable, schema, fieldLabels: fieldLabelsOf(schema) };
      }),
    };
  });

  app.get('/api/editorial/audit', {
    schema: apiSchema({ summary: 'The audit log, newest first: every write and login (admin)', query: auditQuery, response: listOf(auditLineAnswer), bearer: true, errors: { '403': true } }),
  }, async (request) => {
    await requireActor(db, request, ['admin']);
    const q = request.query;
    let select = db.selectFrom('audit_log');
    if (q['filter[subject]']) select = select.where('subject', '=', q['filter[subject]']);
    if (q['filter[actor]']) select = select.where('actor_email', '=', q['filter[actor]'].toLowerCase());
    const total = Number((await select.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst())?.total ?? 0);
    const rows = await select.selectAll().orderBy('id', 'desc').limit(q['page[size]']).offset((q['page[number]'] - 1) * q['page[size]']).execute();
    return {
      data: rows.map((r) => ({ id: r.id, at: r.at, actorId: r.actor_id, actorEmail: r.actor_email, action: r.action, subject: r.subject, subjectKey: r.subject_key, detail: parseJsonObject(r.detail) })),
      meta: { total, page: q['page[number]'], perPage: q['page[size]'] },
    };
  });

  app.get('/api/editorial/:kind', {
    schema: apiSchema({ summary: 'Entries of a content kind, newest change first, by status or text (imports entries the site holds that the console has not seen)', params, query: listQuery, response: listOf(entrySummaryAnswer), bearer: true, errors: { '403': true } }),
  }, async (request) => {
    const { kind } = await writer(request, request.params.kind);
    await importMissing(db, kind);
    const q = request.query;
    let select = db.selectFrom('editorial_entries').where('kind', '=', kind.name);
    if (q['filter[status]']) select = select.where('status', '=', q['filter[status]']);
    if (q.q) {
      const pattern = containsPattern(q.q);
      select = select.where((eb) => eb.or([likeContains(sql`key`, pattern), likeContains(sql`title_id`, pattern), likeContains(sql`title_en`, pattern)]));
    }
    const total = Number((await select.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst())?.total ?? 0);
    const rows = await select.selectAll().orderBy('updated_at', 'desc').orderBy('key').limit(q['page[size]']).offset((q['page[number]'] - 1) * q['page[size]']).execute();
    return { data: rows.map(summaryOf), meta: { total, page: q['page[number]'], perPage: q['page[size]'] } };
  });

  app.post('/api/editorial/:kind', {
    bodyLimit: DOCUMENT_BODY_LIMIT,
    schema: apiSchema({ summary: 'Creates a draft entry (version 1) of a content kind', params, body: documentBody, response: dataOf(entryAnswer), status: 201, bearer: true, errors: ERRORS }),
  }, async (request, reply) => {
    const { kind, actor } = await writer(request, request.params.kind);
    const { document } = parseBody(documentBody, request.body);
    return reply.code(201).send({ data: await createEntry(db, kind, actor, document) });
  });

  app.get('/api/editorial/:kind/:key', {
    schema: apiSchema({ summary: 'One entry: its draft and published documents, status, version, schedule and approvals', params: entryParams, response: dataOf(entryAnswer), bearer: true, errors: { '403': true } }),
  }, async (request) => {
    const { kind } = await writer(request, request.params.kind);
    return { data: await answerOf(db, kind, await loadRow(db, kind, request.params.key)) };
  });

  app.put('/api/editorial/:kind/:key', {
    bodyLimit: DOCUMENT_BODY_LIMIT,
    schema: apiSchema({ summary: 'Saves a new version of an entry\'s document (a draft; a published entry stays as visitors see it until published)', params: entryParams, body: updateBody, response: dataOf(entryAnswer), bearer: true, errors: ERRORS }),
  }, async (request, reply) => {
    const { kind, actor } = await writer(request, request.params.kind);
    const { document, version } = parseBody(updateBody, request.body);
    return answering(reply, async () => ({ data: await updateEntry(db, kind, request.params.key, actor, version, document) }));
  });

  app.delete('/api/editorial/:kind/:key', {
    schema: apiSchema({ summary: 'Deletes an entry that is not on the site (kinds whose entries may be deleted)', params: entryParams, query: deleteQuery, status: 204, bearer: true, errors: ERRORS }),
  }, async (request, reply) => {
    const { kind, actor } = await writer(request, request.params.kind);
    return answering(reply, async () => {
      await deleteEntry(db, kind, request.params.key, actor, request.query.version);
      return reply.code(204).send();
    });
  });

  const steps = [
    { name: 'submit', summary: 'Submits the entry\'s version for review', body: versionBody, run: submitEntry },
    { name: 'approve', summary: 'Approves the entry\'s version (four-eyes kinds: a research publisher other than its author and submitter)', body: versionBody, run: approveEntry },
    { name: 'publish', summary: 'Publishes the entry\'s version now, or at `at` (four-eyes kinds: once approved)', body: scheduleBody, run: publishEntry },
    { name: 'unpublish', summary: 'Takes the entry off the site now (archived), or at `at`', body: scheduleBody, run: unpublishEntry },
    { name: 'archive', summary: 'Archives the entry: off the site, kept with its history', body: versionBody, run: archiveEntry },
  ] as const;
  for (const s of steps) {
    app.post(`/api/editorial/:kind/:key/${s.name}`, {
      schema: apiSchema({ summary: s.summary, params: entryParams, body: s.body, response: dataOf(entryAnswer), bearer: true, errors: ERRORS }),
    }, async (request, reply) => {
      const kind = kindOf(request.params.kind);
      const roles = s.name === 'approve' && kind.fourEyes ? (['research-publisher'] as const) : kind.writers;
      const actor = await requireActor(db, request, roles);
      const body = parseBody(s.body, request.body) as { version: number; at?: string };
      return answering(reply, async () => ({ data: await s.run(db, kind, request.params.key, actor, body.version, body.at) }));
    });
  }

  app.post('/api/editorial/:kind/:key/preview-links', {
    schema: apiSchema({
      summary: 'Makes a signed preview link of the entry\'s current version: the token (answered once) and the site paths of the preview page in each locale, working 24 hours without a login',
      params: entryParams, response: dataOf(previewLinkAnswer), status: 201, bearer: true, errors: { '403': true },
    }),
  }, async (request, reply) => {
    const { kind, actor } = await writer(request, request.params.kind);
    return reply.code(201).send({ data: await createPreviewLink(db, kind, request.params.key, actor) });
  });

  const versionNumber = (value: string): number => {
    if (!/^[0-9]{1,9}$/.test(value)) throw notFound(`There is no version '${value}'`);
    return Number(value);
  };

  app.get('/api/editorial/:kind/:key/versions', {
    schema: apiSchema({ summary: 'The entry\'s history: every change with its version, time, author and action, newest first', params: entryParams, response: z.object({ data: z.array(versionSummaryAnswer) }), bearer: true, errors: { '403': true } }),
  }, async (request) => {
    const { kind } = await writer(request, request.params.kind);
    await loadRow(db, kind, request.params.key);
    const rows = await db.selectFrom('editorial_versions').select(['version', 'at', 'by', 'action', 'status'])
      .where('kind', '=', kind.name).where('key', '=', request.params.key).orderBy('id', 'desc').execute();
    return { data: rows.map((r) => ({ ...r, status: r.status as (typeof ENTRY_STATUSES)[number] })) };
  });

  app.get('/api/editorial/:kind/:key/versions/:n', {
    schema: apiSchema({ summary: 'One version of the entry\'s document, with its difference from the previous version', params: versionParams, response: dataOf(versionAnswer), bearer: true, errors: { '403': true } }),
  }, async (request) => {
    const { kind } = await writer(request, request.params.kind);
    const n = versionNumber(request.params.n);
    const history = (key: string) => db.selectFrom('editorial_versions').selectAll().where('kind', '=', kind.name).where('key', '=', key);
    const row = await history(request.params.key).where('version', '=', n).orderBy('id', 'desc').executeTakeFirst();
    if (!row) throw notFound(`The entry '${request.params.key}' has no version ${n}`);
    // The last state of the version before it (the document as it was when version n was made from it).
    const previous = await history(request.params.key).where('version', '<', n).orderBy('id', 'desc').executeTakeFirst();
    const document = parseDocument(row.document);
    return {
      data: {
        version: row.version, at: row.at, by: row.by, action: row.action, status: row.status as (typeof ENTRY_STATUSES)[number], document,
        diff: previous ? diffDocuments(parseDocument(previous.document), document) : null,
        previousVersion: previous?.version ?? null,
      },
    };
  });

  app.post('/api/editorial/:kind/:key/versions/:n/restore', {
    schema: apiSchema({ summary: 'Makes a new draft version of the entry with the document of version n', params: versionParams, body: versionBody, response: dataOf(entryAnswer), bearer: true, errors: ERRORS }),
  }, async (request, reply) => {
    const { kind, actor } = await writer(request, request.params.kind);
    const n = versionNumber(request.params.n);
    const { version } = parseBody(versionBody, request.body);
    return answering(reply, async () => ({ data: await restoreVersion(db, kind, request.params.key, actor, version, n) }));
  });
}
