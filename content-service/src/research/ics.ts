import type { Locale } from '@brids/contracts';
import type { CorporateAction } from '@brids/contracts/research';

const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const compact = (date: string) => date.replaceAll('-', '');
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Folds a content line at 75 octets (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

/** An iCalendar file with the action's date as an all-day event (a meeting at its time, Jakarta). */
export function calendarFile(action: CorporateAction, locale: Locale): string {
  const description = [
    action.issuer,
    ...(action.agenda.length ? action.agenda : []),
    locale === 'id' ? 'Konten contoh; tanggal ilustratif.' : 'Sample content; illustrative dates.',
  ].join('\n');
  const timed = action.kind === 'shareholder-meeting' && action.meeting_time;
  const start = timed
    ? `DTSTART;TZID=Asia/Jakarta:${compact(action.date)}T${action.meeting_time!.replace(':', '')}00`
    : `DTSTART;VALUE=DATE:${compact(action.date)}`;
  const end = timed
    ? `DTEND;TZID=Asia/Jakarta:${compact(action.date)}T${String(Number(action.meeting_time!.slice(0, 2)) + 2).padStart(2, '0')}${action.meeting_time!.slice(3)}00`
    : `DTEND;VALUE=DATE:${compact(nextDay(action.date))}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BRIDS//Research sample//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${action.slug}@research.brids.example`,
    `DTSTAMP:${compact(action.date)}T000000Z`,
    start,
    end,
    `SUMMARY:${escape(action.title)}`,
    `DESCRIPTION:${escape(description)}`,
    ...(action.place ? [`LOCATION:${escape(action.place)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
