/** The editorial API's shapes (content-service/src/editorial, CONTENT-OPS.md "The editorial HTTP API"). */

export interface BothLanguages {
  id: string;
  en: string;
}

export const STATUSES = ['draft', 'in-review', 'published', 'archived'] as const;
export type Status = (typeof STATUSES)[number];

/** A JSON Schema node as z.toJSONSchema writes it (the subset the console's forms read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  contentMediaType?: string;
  title?: string;
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  [key: string]: unknown;
}

/** GET /api/editorial/kinds: a kind the caller may write. */
export interface KindInfo {
  name: string;
  label: BothLanguages;
  writers: string[];
  fourEyes: boolean;
  creatable: boolean;
  deletable: boolean;
  schema: JsonSchema;
  /** Each property name of `schema` with its label in both languages. */
  fieldLabels: Record<string, BothLanguages>;
}

export interface EntrySummary {
  key: string;
  title: BothLanguages;
  status: Status;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  publishAt: string | null;
  unpublishAt: string | null;
}

export interface Approval {
  by: string;
  at: string;
  version: number;
}

export interface Entry {
  key: string;
  status: Status;
  version: number;
  document: Record<string, unknown>;
  publishedDocument: Record<string, unknown> | null;
  publishAt: string | null;
  unpublishAt: string | null;
  submittedBy: string | null;
  approvals: Approval[];
  updatedAt: string | null;
  updatedBy: string | null;
  sitePaths?: Partial<BothLanguages> | null;
}

/** POST /api/editorial/{kind}/{key}/preview-links: a signed link to the entry's current version on the site (24 hours, no login). */
export interface PreviewLink {
  token: string;
  expiresAt: string;
  version: number;
  /** Site paths of the shell's preview page (the public origin goes before them). */
  urls: { id: string; en: string };
}

export interface VersionSummary {
  version: number;
  at: string;
  by: string | null;
  action: string;
  status: Status;
}

export interface VersionDetail extends VersionSummary {
  document: Record<string, unknown>;
  /** jsondiffpatch delta against the previous version (null: the first version, or nothing changed). */
  diff?: unknown;
  /** The version the diff is against (null for the first). */
  previousVersion?: number | null;
}

/** The workflow's steps that take `{ version }` (and `at` for the schedulable ones). */
export const ACTIONS = ['submit', 'approve', 'publish', 'unpublish', 'archive'] as const;
export type WorkflowAction = (typeof ACTIONS)[number];

export interface AuditLine {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  subject: string | null;
  subjectKey: string | null;
  detail: Record<string, unknown>;
}
