import { z, type Infer } from '@brids/contracts/schema';
import { nstr, num, researchFile } from './common.ts';
import { sapaMentariSummary } from './sapa-mentari.ts';

/** One Sapa Mentari edition (`/api/sapa-mentari/{slug}`): markets, picks, calendar and its file. */

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

export const sapaMentari = z.extend(sapaMentariSummary, {
  market_summary: z.string(),
  global_markets: z.array(globalMarket),
  picks: z.array(dailyPick),
  calendar: z.array(calendarEvent),
  file: researchFile,
});
export type SapaMentari = Infer<typeof sapaMentari>;
