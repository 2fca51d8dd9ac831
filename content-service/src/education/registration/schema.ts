import type { Generated } from 'kysely';

/** Eduvest registrations on the forms backbone (migration `…-320-eduvest-registrations`). */
export interface RegistrationTables {
  client_register: ClientRegisterTable;
  eduvest_registrations: EduvestRegistrationsTable;
}

/** The sample client directory (sample mode only; sample clients are seeded: CONTEXT.md). */
export interface ClientRegisterTable {
  id: Generated<number>;
  /** The full client code, e.g. 'BR-0012345'. */
  client_code: string;
  /** Its last 7 digits (spec §9), what a client types; two clients may share them (indexed, not unique). */
  code_last7: string;
  full_name: string;
  email: string;
}

/** One seat of an event taken by a client or a non-client. Personal data: deleted by the retention command. */
export interface EduvestRegistrationsTable {
  id: Generated<number>;
  submission_id: number;
  event_id: number;
  /** 'client' | 'non-client' */
  kind: string;
  /** The client's identity as the client directory answered it (clients only; migration `…-350-client-identity`); unique per event. */
  client_identity: string | null;
  full_name: string;
  /** Lower-cased; unique per event. */
  email: string;
  mobile: string | null;
  city: string | null;
  created_at: string;
}
