import { z, type Infer } from '@brids/contracts/schema';
import { nstr, num } from './common.ts';
import { companySummary } from './companies.ts';
import { MANAGEMENT_ROLES, STOCK_HISTORY_KINDS } from './constants.ts';
export { MANAGEMENT_ROLES, STOCK_HISTORY_KINDS };

/** One company's profile (`/api/companies/{slug}`). */

export const managementMember = z.object({ role: z.enum(MANAGEMENT_ROLES), position: z.string(), name: z.string() });
export const subsidiary = z.object({ name: z.string(), activity: z.string(), ownership_percent: num });
export const stockholder = z.object({ name: z.string(), shares: num, percent: num });
export const stockHistoryItem = z.object({
  date: z.string(),
  kind: z.enum(STOCK_HISTORY_KINDS),
  shares: num,
  total_shares: num,
  note: z.string(),
});
export type ManagementMember = Infer<typeof managementMember>;
export type Subsidiary = Infer<typeof subsidiary>;
export type Stockholder = Infer<typeof stockholder>;
export type StockHistoryItem = Infer<typeof stockHistoryItem>;

/** A company with the nine sections of spec §3 (latest news is its own resource). */
export const company = z.extend(companySummary, {
  about: z.string(),
  management: z.array(managementMember),
  subsidiaries: z.array(subsidiary),
  stockholders: z.array(stockholder),
  stock_history: z.array(stockHistoryItem),
  address: z.string(),
  phone: z.string(),
  fax: nstr,
  email: z.string(),
  website: z.string(),
  products: z.array(z.string()),
  other_information: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type Company = Infer<typeof company>;
