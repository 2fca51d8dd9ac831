import { z } from 'zod';
import { educationKinds } from '../education/editorial.ts';
import { marketingKinds } from '../marketing/editorial.ts';
import { researchKinds } from '../research/editorial.ts';
import { siteKinds } from '../site/editorial.ts';
import { toolsKinds } from '../tools/editorial.ts';
import type { ContentKind } from './kind.ts';

/** Every kind of content the console edits, each slice's own list. Names are unique. */
export const CONTENT_KINDS: readonly ContentKind[] = [...siteKinds, ...marketingKinds, ...researchKinds, ...educationKinds, ...toolsKinds];

export function kindNamed(name: string): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => kind.name === name);
}

/**
 * The JSON Schema of a kind's document for the console's forms (the input side: what the console sends),
 * as `GET /api/editorial/kinds` answers it; the console's field-label test reads every kind's through it.
 */
export function documentJsonSchema(kind: ContentKind): Record<string, unknown> {
  return z.toJSONSchema(kind.schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
