import type { EventStatus } from '@brids/contracts/education';

/** What the status of an Eduvest event depends on (a row of `eduvest_events`, or a test's literal). */
export interface EventStatusInput {
  ends_at: string;
  registration_opens_at: string;
  registration_closes_at: string;
  quota: number;
  seats_taken: number;
  /** 0/1 as stored, or a boolean. */
  is_cancelled: number | boolean;
}

/**
 * An event's registration status at `now`, in this order: `finished` once it has ended; `closed` while
 * registration has not opened, after it has closed, or when the event is cancelled; `full` when every
 * seat of the quota is taken; else `open`. Pure: the same answer for the same event and time.
 */
export function eventStatus(event: EventStatusInput, now: Date = new Date()): EventStatus {
  const at = now.getTime();
  if (at >= Date.parse(event.ends_at)) return 'finished';
  if (
    Boolean(event.is_cancelled) ||
    at < Date.parse(event.registration_opens_at) ||
    at >= Date.parse(event.registration_closes_at)
  ) {
    return 'closed';
  }
  if (event.seats_taken >= event.quota) return 'full';
  return 'open';
}

/** Seats still free (never below 0). */
export function seatsLeft(event: Pick<EventStatusInput, 'quota' | 'seats_taken'>): number {
  return Math.max(0, event.quota - event.seats_taken);
}
