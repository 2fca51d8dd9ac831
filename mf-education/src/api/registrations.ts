

/** Who registers: a BRIDS client (by client code) or a non-client (with personal data). */
export type RegistrationKind = 'client' | 'non-client';

/** POST /api/eduvest-events/{slug}/registrations/{client|non-client}: a registration, answered with its receipt (the forms send it). */
export function registrationPath(slug: string, kind: RegistrationKind): string {
  return `/eduvest-events/${encodeURIComponent(slug)}/registrations/${kind}`;
}
