import { listMeta, z, type Infer } from '@brids/contracts/schema';
import { SECTORS, RATINGS, type Sector, type Rating } from './constants.ts';
export { SECTORS, RATINGS, type Sector, type Rating };

/** What the research squad's resources share: sectors, ratings, number and text fields, files, list answers. */

/** A number; a number or null; a text or null (the API's nullable columns). */
export const num = z.number();
export const nnum = z.nullable(z.number());
export const nstr = z.nullable(z.string());

/** A downloadable file: a site path, its size in bytes and its media type. */
export const researchFile = z.object({ url: z.string(), size: num, type: z.string() });
export type ResearchFile = Infer<typeof researchFile>;

/** List answers of the research resources: `meta.counts` counts matches per tab (category or kind). */
export function researchList<T extends Parameters<typeof z.array>[0]>(schema: T) {
  return z.object({
    data: z.array(schema),
    meta: z.extend(listMeta, { counts: z.optional(z.record(z.string(), num)) }),
  });
}
