import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { collection, list } from '@brids/contracts/schema';
import { submissionRecord, type SubmissionRecord } from '@brids/contracts/forms';
import type { DB } from '../schema.ts';
import { oneOf, pageNumber, pageSize } from '../lib/query.ts';
import { requireActor } from '../accounts/access.ts';
import { SUBMISSIONS_ROLES } from '../accounts/roles.ts';
import { FORM_FIELDS, FORM_NAMES } from './registry.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** An export holds at most this many submissions; narrow the dates for more. */
export const EXPORT_LIMIT = 10_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string({ error: 'must be a date YYYY-MM-DD' })
  .regex(DAY, 'must be a date YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date');

const filters = {
  'filter[form]': z.optional(oneOf(FORM_NAMES)),
  'filter[from]': z.optional(day.meta({ description: 'Received on or after this day (UTC).', examples: ['2026-01-01'] })),
  'filter[to]': z.optional(day.meta({ description: 'Received on or before this day (UTC).', examples: ['2026-12-31'] })),
};
const listQuery = { ...filters, 'page[number]': pageNumber, 'page[size]': pageSize };
const exportQuery = { ...filters, format: oneOf(['csv', 'json']).default('json') };

/** Submissions are personal data: staff (and admins) only. */
async function requireStaff(db: Kysely<DB>, request: FastifyRequest): Promise<void> {
  await requireActor(db, request, SUBMISSIONS_ROLES);
}

function selection(db: Kysely<DB>, q: { 'filter[form]'?: string | undefined; 'filter[from]'?: string | undefined; 'filter[to]'?: string | undefined }) {
  let select = db.selectFrom('form_submissions');
  if (q['filter[form]']) select = select.where('form', '=', q['filter[form]']);
  if (q['filter[from]']) select = select.where('created_at', '>=', `${q['filter[from]']}T00:00:00.000Z`);
  // `to` is inclusive: the whole day.
  if (q['filter[to]']) select = select.where('created_at', '<', nextDay(q['filter[to]']));
  return select;
}

function nextDay(value: string): string {
  const date = new Date(`${value}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

async function records(db: Kysely<DB>, rows: { id: number; form: string; reference: string; locale: string; created_at: string }[]) {
  const byForm = new Map<string, number[]>();
  for (const row of rows) byForm.set(row.form, [...(byForm.get(row.form) ?? []), row.id]);
  const fields = new Map<number, Record<string, string | number | boolean | null>>();
  for (const [form, ids] of byForm) {
    const loader = FORM_FIELDS[form];
    if (!loader) continue;
    for (const [id, value] of await loader(db, ids)) fields.set(id, value);
  }
  return rows.map(
    (row): SubmissionRecord => ({
      id: row.id,
      form: row.form,
      reference: row.reference,
      locale: row.locale,
      createdAt: row.created_at,
      fields: fields.get(row.id) ?? {},
    }),
  );
}

/** One CSV cell (RFC 4180), with formula-looking text neutralised for spreadsheets. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(list: SubmissionRecord[]): string {
  const fieldNames = [...new Set(list.flatMap((r) => Object.keys(r.fields)))];
  const header = ['id', 'form', 'reference', 'locale', 'createdAt', ...fieldNames];
  const lines = [header.map(cell).join(',')];
  for (const r of list) lines.push([r.id, r.form, r.reference, r.locale, r.createdAt, ...fieldNames.map((f) => r.fields[f])].map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * GET /api/submissions (list, newest first, paged) and GET /api/submissions/export?format=csv|json,
 * both with filter[form], filter[from], filter[to] (dates, UTC, inclusive): the staff role (or admin)
 * only (401 without a token, 403 without the role). Never cached.
 */
export function submissionRoutes(instance: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Before the query is validated: without the scope, 401/403 whatever the query.
  const staffOnly = (request: FastifyRequest) => requireStaff(db, request);
  app.get('/api/submissions', {
    schema: apiSchema({ summary: 'Form submissions, newest first (staff or admin)', query: listQuery, response: list(submissionRecord), bearer: true, errors: { '403': true } }),
    preValidation: staffOnly,
  }, async (request, reply) => {
    const q = request.query;
    const counted = await selection(db, q).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
    const rows = await selection(db, q)
      .select(['id', 'form', 'reference', 'locale', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q['page[size]'])
      .offset((q['page[number]'] - 1) * q['page[size]'])
      .execute();
    void reply.header('Cache-Control', 'no-store');
    return { data: await records(db, rows), meta: { page: q['page[number]'], perPage: q['page[size]'], total: Number(counted?.total ?? 0) } };
  });

  app.get('/api/submissions/export', {
    schema: apiSchema({
      summary: `Form submissions as a file, oldest first, at most ${EXPORT_LIMIT} (staff or admin)`,
      description: 'format=json answers the JSON below, format=csv the same records as CSV (a column per field).',
      query: exportQuery, response: collection(submissionRecord), otherMediaTypes: ['text/csv'], bearer: true, errors: { '403': true },
    }),
    preValidation: staffOnly,
  }, async (request, reply) => {
    const q = request.query;
    const rows = await selection(db, q)
      .select(['id', 'form', 'reference', 'locale', 'created_at'])
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(EXPORT_LIMIT)
      .execute();
    const list = await records(db, rows);
    const name = `submissions-${q['filter[form]'] ?? 'all'}-${new Date().toISOString().slice(0, 10)}`;
    void reply.header('Cache-Control', 'no-store');
    if (q.format === 'csv') {
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}.csv"`)
        .send(`\uFEFF${toCsv(list)}`);
    }
    return reply.header('Content-Disposition', `attachment; filename="${name}.json"`).send({ data: list });
  });
}
