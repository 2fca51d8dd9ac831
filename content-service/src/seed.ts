import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';
import { seedEducation } from './education/seed/index.ts';
import { seedClientRegister } from './education/registration/seed.ts';
import { seedMarketing } from './marketing/seed.ts';
import { seedResearch } from './research/seed.ts';
import { seedSite } from './site/seed/index.ts';
import { insertToolsReference } from './tools/seed.ts';
import { defaultMediaStore } from './media/default-store.ts';
import { listSampleMedia, putSampleMedia } from './media/sample.ts';
import type { MediaStore } from './media/store.ts';

export type SeedCounts = Record<string, number>;

/** True when nothing was ever seeded or written (no menus, settings or pages). */
export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  for (const table of ['menus', 'settings', 'pages'] as const) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    if (Number(row?.n ?? 0) > 0) return false;
  }
  return true;
}

export interface SeedOptions {
  /** Where the sample files go (MEDIA_DIR); the default folder unless given. */
  media?: MediaStore;
}

/**
 * Inserts every slice's missing sample content, by natural key, in one transaction. Existing rows are
 * never changed, so running it again adds nothing and keeps editors' changes. Returns how many rows of
 * each kind were inserted. No accounts: sample mode's start makes those (accounts/sample-accounts.ts). The
 * sample files (content-service/sample-media/) are put into the media store first (content-addressed: a
 * repeat writes nothing) and listed in the media library.
 */
export async function seed(db: Kysely<DB>, { media = defaultMediaStore() }: SeedOptions = {}): Promise<SeedCounts> {
  const files = await putSampleMedia(media);
  return db.transaction().execute(async (trx) => ({
    media: await listSampleMedia(trx, files),
    ...(await seedSite(trx)),
    ...(await seedResearch(trx)),
    ...(await insertToolsReference(trx)),
    ...(await seedEducation(trx)),
    ...(await seedClientRegister(trx)),
    ...(await seedMarketing(trx)),
  }));
}
