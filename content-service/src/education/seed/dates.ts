const DAY = 24 * 60 * 60 * 1000;

/**
 * An instant `days` from today (UTC midnight) at `hourWib`:`minute` Western Indonesian Time (UTC+7), ISO-8601 UTC.
 * The seed's dates are relative to the day it runs, so every status (open, full, closed, finished) exists then.
 */
export function wib(today: Date, days: number, hourWib: number, minute = 0): string {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return new Date(midnight + days * DAY + ((hourWib - 7) * 60 + minute) * 60 * 1000).toISOString();
}

/** `days` before or after `iso`, same time. */
export function shift(iso: string, days: number, hours = 0): string {
  return new Date(Date.parse(iso) + days * DAY + hours * 60 * 60 * 1000).toISOString();
}
