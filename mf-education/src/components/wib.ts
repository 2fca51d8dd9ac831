import type { Locale } from '@brids/contracts';
import { formatDate } from '@brids/i18n';

/** Western Indonesian Time is UTC+7 all year (no daylight saving). */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

const WEEKDAYS: Record<Locale, readonly string[]> = {
  id: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

function inWib(iso: string): Date {
  return new Date(new Date(iso).getTime() + WIB_OFFSET_MS);
}

/** Clock time in WIB, 24-hour: 19.00 (id) or 19:00 (en). */
export function formatWibTime(iso: string, locale: Locale): string {
  const wib = inWib(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(wib.getUTCHours())}${locale === 'id' ? '.' : ':'}${pad(wib.getUTCMinutes())}`;
}

/**
 * An event's day and hours in WIB: 'Sabtu, 5 Desember 2026, 19.00–21.00 WIB' or
 * 'Saturday, December 5, 2026, 19:00–21:00 WIB'; an event over several days names both days.
 */
export function formatEventTime(startsAt: string, endsAt: string, locale: Locale): string {
  const start = inWib(startsAt);
  const end = inWib(endsAt);
  const day = (iso: string, date: Date) => `${WEEKDAYS[locale][date.getUTCDay()]}, ${formatDate(iso, locale)}`;
  const sameDay = start.toISOString().slice(0, 10) === end.toISOString().slice(0, 10);
  return sameDay
    ? `${day(startsAt, start)}, ${formatWibTime(startsAt, locale)}–${formatWibTime(endsAt, locale)} WIB`
    : `${day(startsAt, start)}, ${formatWibTime(startsAt, locale)} WIB – ${day(endsAt, end)}, ${formatWibTime(endsAt, locale)} WIB`;
}

/** A date and time in WIB: '1 Desember 2026, 09.00 WIB'. */
export function formatWibDateTime(iso: string, locale: Locale): string {
  return `${formatDate(iso, locale)}, ${formatWibTime(iso, locale)} WIB`;
}

/** A video's length: 6:45 or 1:02:05. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
