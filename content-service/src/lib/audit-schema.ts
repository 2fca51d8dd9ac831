import type { Generated } from 'kysely';

export interface AuditTables {
  audit_log: AuditLogTable;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  subject: string | null;
  subject_key: string | null;
  /** JSON object */
  detail: string;
}
