import { describe, expect, it } from 'vitest';
import { eventIcs } from './ics.ts';

describe('the .ics of an event', () => {
  it('holds the event in UTC with its title and place escaped', () => {
    const ics = eventIcs(
      { slug: 'webinar-a', title: 'Saham, Reksa Dana; dan Obligasi', venue: 'Zoom', starts_at: '2026-12-01T02:00:00.000Z', ends_at: '2026-12-01T04:00:00.000Z' },
      'https://example.com/id/edukasi/brids-eduvest/webinar-a',
      new Date('2026-11-24T00:00:00Z'),
    );
    expect(ics).toContain('DTSTART:20261201T020000Z\r\n');
    expect(ics).toContain('DTEND:20261201T040000Z\r\n');
    expect(ics).toContain('SUMMARY:Saham\\, Reksa Dana\\; dan Obligasi\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });
});
