import { z } from 'zod';

/** The editorial API's answers (documented in /api/openapi.json; the console's data provider reads them). */

export const ENTRY_STATUSES = ['draft', 'in-review', 'published', 'archived'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

const both = z.object({ id: z.string(), en: z.string() });
const when = z.string().nullable();

export const kindAnswer = z.object({
  name: z.string(),
  label: both,
  writers: z.array(z.string()),
  fourEyes: z.boolean(),
  creatable: z.boolean(),
  deletable: z.boolean(),
  schema: z.record(z.string(), z.unknown()),
  /** Each property name of the schema with its label in both languages (field-labels.ts), for the console's forms. */
  fieldLabels: z.record(z.string(), both),
});

export const entrySummaryAnswer = z.object({
  key: z.string(),
  title: both,
  status: z.enum(ENTRY_STATUSES),
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  publishAt: when,
  unpublishAt: when,
});
export type EntrySummaryAnswer = z.infer<typeof entrySummaryAnswer>;

export const entryAnswer = z.object({
  key: z.string(),
  status: z.enum(ENTRY_STATUSES),
  version: z.number(),
  document: z.unknown(),
  publishedDocument: z.unknown().nullable(),
  publishAt: when,
  unpublishAt: when,
  submittedBy: z.string().nullable(),
  approvals: z.array(z.object({ by: z.string(), at: z.string(), version: z.number() })),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  sitePaths: z.object({ id: z.string().optional(), en: z.string().optional() }).nullable(),
});
export type EntryAnswer = z.infer<typeof entryAnswer>;

export const versionSummaryAnswer = z.object({
  version: z.number(),
  at: z.string(),
  by: z.string().nullable(),
  action: z.string(),
  status: z.enum(ENTRY_STATUSES),
});

export const versionAnswer = z.object({
  version: z.number(),
  at: z.string(),
  by: z.string().nullable(),
  action: z.string(),
  status: z.enum(ENTRY_STATUSES),
  document: z.unknown(),
  /** jsondiffpatch's delta from the previous version's document (null: the first version, or nothing changed). */
  diff: z.unknown().nullable(),
  previousVersion: z.number().nullable(),
});

export const auditLineAnswer = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subject: z.string().nullable(),
  subjectKey: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});

/** POST /{kind}/{key}/preview-links: the token (answered once), its expiry, the version it shows and the preview page's site paths. */
export const previewLinkAnswer = z.object({
  token: z.string(),
  expiresAt: z.string(),
  version: z.number(),
  urls: z.object({ id: z.string(), en: z.string() }),
});

const meta = z.object({ total: z.number(), page: z.number(), perPage: z.number() });
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta });
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
