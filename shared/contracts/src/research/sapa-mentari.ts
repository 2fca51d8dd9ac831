import { z, type Infer } from '@brids/contracts';
import { nstr, num, researchFile } from './common.ts';

/** Sapa Mentari, the morning trading newsletter (`/api/sapa-mentari`). */

export const globalMarket = z.object({ name: z.string(), close: num, change_percent: num });
export const dailyPick = z.object({
  ticker: z.string(),
  action: z.enum(['BUY', 'SELL', 'HOLD']),
  entry_low: num,
  entry_high: num,
  target_price: num,
  stop_loss: num,
});
export const calendarEvent = z.object({ time: z.string(), country: z.string(), event: z.string(), forecast: nstr, previous: nstr });
export type GlobalMarket = Infer<typeof globalMarket>;
export type DailyPick = Infer<typeof dailyPick>;
export type CalendarEvent = Infer<typeof calendarEvent>;

export const sapaMentariSummary = z.object({
  slug: z.string(),
  edition_date: z.string(),
  title: z.string(),
  headline: z.string(),
  index_close: num,
  index_change: num,
  index_change_percent: num,
});
export type SapaMentariSummary = Infer<typeof sapaMentariSummary>;

export const sapaMentari = z.extend(sapaMentariSummary, {
  market_summary: z.string(),
  global_markets: z.array(globalMarket),
  picks: z.array(dailyPick),
  calendar: z.array(calendarEvent),
  file: researchFile,
});
export type SapaMentari = Infer<typeof sapaMentari>;
