import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Locale } from '@brids/contracts';
import type { DB } from '../schema.ts';

/**
 * The desk's hours: setting `live-chat-hours`, one value for both languages, in Western Indonesian Time (WIB,
 * Asia/Jakarta, UTC+7 all year: no daylight saving, so a fixed offset is exact). The format, small and
 * readable by an editor: windows separated by `;`, each `<days> <HH:MM>-<HH:MM>`, days `daily` or a comma list
 * of `mon`..`sun` and ranges (`mon-fri`), the end after the start, `24:00` the end of the day; `closed` (or
 * nothing) is never open. Examples: `mon-fri 08:00-17:00`, `mon-fri 08:00-17:00; sat 09:00-12:00`,
 * `daily 00:00-24:00`. A value that does not parse means closed (and is logged), never a 5xx.
 * (`client-service-hours` stays the contact page's free text.)
 */
export const CHAT_HOURS_SETTING = 'live-chat-hours';

/** What the seed sets: client service's office hours. */
export const DEFAULT_CHAT_HOURS = 'mon-fri 08:00-17:00';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Day = (typeof DAYS)[number];
const WIB_OFFSET_MS = 7 * 60 * 60_000;

export interface HoursWindow {
  /** 0 = Monday ... 6 = Sunday, in order, each once. */
  days: number[];
  /** Minutes after midnight WIB: start inclusive, end exclusive. */
  from: number;
  to: number;
}

const dayIndex = (day: string) => DAYS.indexOf(day as Day);
const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;
const minutes = (time: string) => {
  const match = TIME.exec(time);
  if (!match) return undefined;
  const value = Number(match[1]) * 60 + Number(match[2]);
  return value <= 24 * 60 ? value : undefined;
};

function parseDays(text: string): number[] | undefined {
  if (text === 'daily') return [0, 1, 2, 3, 4, 5, 6];
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const [first, last, ...rest] = part.split('-');
    const from = dayIndex(first ?? '');
    const to = last === undefined ? from : dayIndex(last);
    if (rest.length || from < 0 || to < from) return undefined;
    for (let day = from; day <= to; day++) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

const hoursWindow = z.string().transform((text, context): HoursWindow => {
  const match = /^(\S+)\s+(\d\d:\d\d)-(\d\d:\d\d)$/.exec(text.trim());
  const days = match ? parseDays(match[1]!) : undefined;
  const from = match ? minutes(match[2]!) : undefined;
  const to = match ? minutes(match[3]!) : undefined;
  if (!days || from === undefined || to === undefined || to <= from) {
    context.addIssue({ code: 'custom', message: `not '<days> HH:MM-HH:MM': ${text.trim()}` });
    return z.NEVER;
  }
  return { days, from, to };
});

/** The setting's value as its windows (zod: lower-cased, `;`-separated, `closed` or empty = none). */
export const chatHours = z.string().transform((value, context): HoursWindow[] => {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'closed') return [];
  const windows: HoursWindow[] = [];
  for (const part of text.split(';')) {
    const parsed = hoursWindow.safeParse(part);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    windows.push(parsed.data);
  }
  return windows;
});

/** Whether `at` falls in one of the windows (WIB). */
export function isWithinHours(windows: readonly HoursWindow[], at: Date): boolean {
  const wib = new Date(at.getTime() + WIB_OFFSET_MS);
  const day = (wib.getUTCDay() + 6) % 7;
  const minute = wib.getUTCHours() * 60 + wib.getUTCMinutes();
  return windows.some((w) => w.days.includes(day) && minute >= w.from && minute < w.to);
}

const DAY_NAMES: Record<Locale, string[]> = {
  id: ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
const EVERY_DAY: Record<Locale, string> = { id: 'Setiap hari', en: 'Every day' };

/** Consecutive days as ranges: [0,1,2,3,4] -> 'Senin–Jumat'; [0,2] -> 'Senin, Rabu'. */
function describeDays(days: number[], locale: Locale): string {
  if (days.length === 7) return EVERY_DAY[locale];
  const names = DAY_NAMES[locale];
  const runs: string[] = [];
  for (let i = 0; i < days.length; ) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++;
    runs.push(j - i >= 2 ? `${names[days[i]!]}–${names[days[j]!]}` : days.slice(i, j + 1).map((d) => names[d]).join(', '));
    i = j + 1;
  }
  return runs.join(', ');
}

function describeTime(value: number, locale: Locale): string {
  const text = `${String(Math.floor(value / 60)).padStart(2, '0')}${locale === 'id' ? '.' : ':'}${String(value % 60).padStart(2, '0')}`;
  return text;
}

/**
 * The hours in the visitor's words: 'Senin–Jumat, 08.00–17.00 WIB' / 'Monday–Friday, 08:00–17:00 WIB'; empty when
 * the desk has none (closed), so the panel says only that no officer is available, never "(hours: closed)".
 */
export function describeHours(windows: readonly HoursWindow[], locale: Locale): string {
  if (windows.length === 0) return '';
  return windows.map((w) => `${describeDays(w.days, locale)}, ${describeTime(w.from, locale)}–${describeTime(w.to, locale)} WIB`).join('; ');
}

/** The desk's windows from the settings; a missing or bad value is closed, and a bad one is logged. */
export async function readChatHours(db: Kysely<DB>, log?: { warn(object: object, message: string): void }): Promise<HoursWindow[]> {
  const rows = await db.selectFrom('settings').select(['locale', 'value']).where('key', '=', CHAT_HOURS_SETTING).execute();
  const row = rows.find((r) => r.locale === '*') ?? rows.find((r) => r.locale === 'id') ?? rows[0];
  if (!row) return [];
  const parsed = chatHours.safeParse(row.value);
  if (parsed.success) return parsed.data;
  log?.warn({ setting: CHAT_HOURS_SETTING, value: row.value, problems: parsed.error.issues.map((i) => i.message) }, 'live chat: the hours setting does not parse, the desk counts as closed');
  return [];
}
