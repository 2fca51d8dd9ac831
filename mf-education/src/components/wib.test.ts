import { describe, expect, it } from 'vitest';
import { formatDuration, formatEventTime, formatWibDateTime, formatWibTime } from './wib.ts';

describe('WIB times', () => {
  it('shows an event on its day in Jakarta, with its hours in WIB', () => {
    // 12:00 UTC is 19:00 WIB; 17:30 UTC on the 5th is already 00:30 WIB on the 6th.
    expect(formatEventTime('2026-12-05T12:00:00.000Z', '2026-12-05T14:00:00.000Z', 'id')).toBe('Sabtu, 5 Desember 2026, 19.00–21.00 WIB');
    expect(formatEventTime('2026-12-05T12:00:00.000Z', '2026-12-05T14:00:00.000Z', 'en')).toBe('Saturday, December 5, 2026, 19:00–21:00 WIB');
    expect(formatEventTime('2026-12-05T17:30:00.000Z', '2026-12-05T19:00:00.000Z', 'en')).toBe('Sunday, December 6, 2026, 00:30–02:00 WIB');
  });

  it('names both days of an event over several days', () => {
    expect(formatEventTime('2026-12-05T02:00:00.000Z', '2026-12-06T09:00:00.000Z', 'id')).toBe(
      'Sabtu, 5 Desember 2026, 09.00 WIB – Minggu, 6 Desember 2026, 16.00 WIB',
    );
  });

  it('formats a time and a date-time in WIB', () => {
    expect(formatWibTime('2026-01-01T00:05:00.000Z', 'id')).toBe('07.05');
    expect(formatWibDateTime('2026-11-30T18:00:00.000Z', 'en')).toBe('December 1, 2026, 01:00 WIB');
  });

  it('formats a video length', () => {
    expect(formatDuration(405)).toBe('6:45');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
