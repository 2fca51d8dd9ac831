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
 * as `GET /api/editorial/kinds` answers it and the site's preview reads it (`preview-document.ts`).
 */
export function documentJsonSchema(kind: ContentKind): Record<string, unknown> {
  let schema = jsonSchemas.get(kind);
  if (!schema) {
    schema = z.toJSONSchema(kind.schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    jsonSchemas.set(kind, schema);
  }
  return schema;
}
/** Made once per kind (a kind's schema never changes while the process runs); callers only read it. */
const jsonSchemas = new WeakMap<ContentKind, Record<string, unknown>>();
