import { create } from 'jsondiffpatch';

/**
 * The difference between two versions of a document: jsondiffpatch's delta (documented at its project:
 * `[new]` added, `[old, new]` changed, `[old, 0, 0]` removed, `_t: 'a'` an array's changes by index),
 * null when they are the same. Arrays of objects are matched by their `key`, `slug` or `url` when they
 * have one, so a moved item reads as a move, not as every item changed.
 */
const differ = create({
  objectHash: (item: object, index?: number) => {
    const record = item as Record<string, unknown>;
    const id = record.key ?? record.slug ?? record.url;
    return typeof id === 'string' ? id : `$index:${index ?? 0}`;
  },
  arrays: { detectMove: true },
});

export function diffDocuments(before: unknown, after: unknown): unknown {
  return differ.diff(before, after) ?? null;
}
