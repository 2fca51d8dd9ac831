import { describe, expect, it } from 'vitest';
import { chatHours, describeHours, isWithinHours } from '../../src/chat/hours.ts';

/** A time in WIB (UTC+7) as a Date. */
const wib = (iso: string) => new Date(`${iso}+07:00`);

describe('the desk\'s hours (setting live-chat-hours)', () => {
  it('opens Monday to Friday 08:00-17:00 WIB and not at the edges, on weekends or by UTC', () => {
    const windows = chatHours.parse('mon-fri 08:00-17:00');
    // 2026-11-30 is a Monday.
    expect(isWithinHours(windows, wib('2026-11-30T08:00:00'))).toBe(true);
    expect(isWithinHours(windows, wib('2026-11-30T16:59:59'))).toBe(true);
    expect(isWithinHours(windows, wib('2026-11-30T17:00:00'))).toBe(false);
    expect(isWithinHours(windows, wib('2026-11-30T07:59:00'))).toBe(false);
    expect(isWithinHours(windows, wib('2026-11-28T10:00:00'))).toBe(false);
    // Monday 03:00 UTC is 10:00 WIB; Friday 23:00 UTC is Saturday 06:00 WIB.
    expect(isWithinHours(windows, new Date('2026-11-30T03:00:00Z'))).toBe(true);
    expect(isWithinHours(windows, new Date('2026-12-04T23:00:00Z'))).toBe(false);
  });

  it('reads several windows, lists, daily and 24:00; describes them in both languages', () => {
    const windows = chatHours.parse('Mon-Fri 08:00-17:00; sat,sun 09:00-12:00');
    expect(describeHours(windows, 'id')).toBe('Senin–Jumat, 08.00–17.00 WIB; Sabtu, Minggu, 09.00–12.00 WIB');
    expect(describeHours(windows, 'en')).toBe('Monday–Friday, 08:00–17:00 WIB; Saturday, Sunday, 09:00–12:00 WIB');
    expect(isWithinHours(windows, wib('2026-11-29T11:00:00'))).toBe(true);
    const always = chatHours.parse('daily 00:00-24:00');
    expect(isWithinHours(always, wib('2026-11-29T23:59:59'))).toBe(true);
    expect(describeHours(always, 'en')).toBe('Every day, 00:00–24:00 WIB');
    expect(chatHours.parse('closed')).toEqual([]);
    expect(describeHours([], 'id')).toBe('');
    expect(describeHours([], 'en')).toBe('');
  });

  it('refuses what it cannot read (the desk then counts as closed)', () => {
    for (const value of ['whenever', 'mon-fri', 'mon-fri 17:00-08:00', 'fri-mon 08:00-17:00', 'mon 25:00-26:00', 'mon 08:00-17:00;', 'xyz 08:00-09:00']) {
      expect(chatHours.safeParse(value).success, value).toBe(false);
    }
  });
});
