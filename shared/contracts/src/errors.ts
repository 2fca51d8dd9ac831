import { z } from 'zod/mini';

/** The content service's error body: `{ message, errors?: { field: [message] } }`. */
export const apiErrorBody = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

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
