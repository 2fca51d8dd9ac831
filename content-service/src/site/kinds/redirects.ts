import { z } from 'zod';
import { REDIRECT_KINDS } from '@brids/contracts';
import type { ContentKind } from '../../editorial/kind.ts';
import { requiredText, wholeNumber } from '../../editorial/fields.ts';

const sitePath = requiredText(300).regex(/^\/[^\s?#]*$/, 'must be a site path starting with / (no query or fragment)');

/** A redirect rule (spec §2): from a path (or a prefix ending in `/*`) to a path; its `from` is its key. */
export const redirectDocument = z.object({
  from: sitePath,
  to: sitePath,
  kind: z.enum(REDIRECT_KINDS, { error: `must be one of: ${REDIRECT_KINDS.join(', ')}` }),
  status: z.union([z.literal(301), z.literal(302)], { error: 'must be 301 (permanent) or 302 (temporary)' }),
  order: wholeNumber(0, 100_000),
});
export type RedirectDocument = z.infer<typeof redirectDocument>;

export const redirectsKind: ContentKind<RedirectDocument> = {
  name: 'redirects',
  label: { id: 'Pengalihan', en: 'Redirects' },
  writers: ['editor'],
  fourEyes: false,
  schema: redirectDocument,
  keyOf: (doc) => doc.from,
  titleOf: (doc) => ({ id: `${doc.from} → ${doc.to}`, en: `${doc.from} → ${doc.to}` }),
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('redirects').select('from_path').orderBy('sort_order').orderBy('id').execute()).map((r) => r.from_path);
  },
  async read(db, key) {
    const row = await db.selectFrom('redirects').selectAll().where('from_path', '=', key).executeTakeFirst();
    return row ? { from: row.from_path, to: row.to_path, kind: row.kind as RedirectDocument['kind'], status: row.status as 301 | 302, order: row.sort_order } : undefined;
  },
  async publish(trx, doc) {
    const values = { to_path: doc.to, kind: doc.kind, status: doc.status, sort_order: doc.order };
    const existing = await trx.selectFrom('redirects').select('id').where('from_path', '=', doc.from).executeTakeFirst();
    if (existing) await trx.updateTable('redirects').set(values).where('id', '=', existing.id).execute();
    else await trx.insertInto('redirects').values({ from_path: doc.from, ...values }).execute();
  },
  async unpublish(trx, key) {
    await trx.deleteFrom('redirects').where('from_path', '=', key).execute();
  },
};
