/** The content service's error body: `{ message, errors?: { field: [message] } }` (its schema: `apiErrorBody`). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/**
 * The error body of a failed answer, when it is one (checked by hand, as `apiErrorBody` would: the client reads it
 * without loading the schemas).
 */
export function readApiErrorBody(json: unknown): ApiErrorBody | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { message, errors } = json as Record<string, unknown>;
  if (typeof message !== 'string') return undefined;
  if (errors === undefined) return { message };
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  for (const list of Object.values(errors)) {
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return undefined;
  }
  return { message, errors: errors as Record<string, string[]> };
}

/** A failed API call, carrying the HTTP status the spec's error catalogue dispatches on. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}
