import { describe, expect, it } from 'vitest';
import { eventStatus, seatsLeft, type EventStatusInput } from '../../src/education/event-status.ts';

const event = (over: Partial<EventStatusInput> = {}): EventStatusInput => ({
  registration_opens_at: '2026-12-01T00:00:00.000Z',
  registration_closes_at: '2026-12-10T11:00:00.000Z',
  ends_at: '2026-12-10T14:00:00.000Z',
  quota: 100,
  seats_taken: 40,
  is_cancelled: 0,
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('eventStatus', () => {
  it('is open while registration is open and seats are left', () => {
    expect(eventStatus(event(), at('2026-12-05T00:00:00.000Z'))).toBe('open');
    expect(eventStatus(event(), at('2026-12-01T00:00:00.000Z'))).toBe('open');
  });
  it('is full when every seat is taken (or more)', () => {
    expect(eventStatus(event({ seats_taken: 100 }), at('2026-12-05T00:00:00.000Z'))).toBe('full');
    expect(eventStatus(event({ seats_taken: 101 }), at('2026-12-05T00:00:00.000Z'))).toBe('full');
    expect(eventStatus(event({ quota: 0, seats_taken: 0 }), at('2026-12-05T00:00:00.000Z'))).toBe('full');
  });
  it('is closed before registration opens, once it has closed, and when cancelled', () => {
    expect(eventStatus(event(), at('2026-11-30T23:59:59.999Z'))).toBe('closed');
    expect(eventStatus(event(), at('2026-12-10T11:00:00.000Z'))).toBe('closed');
    expect(eventStatus(event({ is_cancelled: 1 }), at('2026-12-05T00:00:00.000Z'))).toBe('closed');
    expect(eventStatus(event({ is_cancelled: true, seats_taken: 100 }), at('2026-12-05T00:00:00.000Z'))).toBe('closed');
  });
  it('is finished once the event has ended, whatever else holds', () => {
    expect(eventStatus(event(), at('2026-12-10T14:00:00.000Z'))).toBe('finished');
    expect(eventStatus(event({ is_cancelled: 1, seats_taken: 100 }), at('2027-01-01T00:00:00.000Z'))).toBe('finished');
  });
  it('counts seats left, never below zero', () => {
    expect(seatsLeft({ quota: 100, seats_taken: 40 })).toBe(60);
    expect(seatsLeft({ quota: 10, seats_taken: 12 })).toBe(0);
  });
});
