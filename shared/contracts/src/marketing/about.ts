import { z, type Infer } from '@brids/contracts/schema';
import { image } from './image.ts';

/** The about-us page (`/api/about`). */

/** An item of the about-us page: a manager (name, role, photo), a licence, an award (year), an office (address). */
export const aboutItem = z.object({ key: z.string(), title: z.string(), detail: z.string(), year: z.nullable(z.number()), photo: z.nullable(image) });
export type AboutItem = Infer<typeof aboutItem>;
/** GET /api/about: the parts of the about-us page beside its story (the page's own body). */
export const about = z.object({
  vision: z.string(),
  missions: z.array(z.string()),
  management: z.array(aboutItem),
  licences: z.array(aboutItem),
  awards: z.array(aboutItem),
  offices: z.array(aboutItem),
});
export type About = Infer<typeof about>;
