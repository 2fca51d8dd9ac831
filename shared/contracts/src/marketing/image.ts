import { z } from '@brids/contracts/schema';

/** An image of the marketing content: its URL (through the image optimiser) and its text alternative. */
export const image = z.object({ url: z.string(), alt: z.string() });
