import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';
import { seedEducation } from './education/seed/index.ts';
import { seedClientRegister } from './education/registration/seed.ts';
import { seedForms } from './forms/seed.ts';
import { hashPassword } from './lib/passwords.ts';
import { seedMarketing } from './marketing/seed.ts';
import { seedResearch } from './research/seed.ts';
import { seedSite } from './site/seed/index.ts';
import { SAMPLE_EDITOR } from './site/seed/site-config.ts';
import { insertToolsReference } from './tools/seed.ts';

export type SeedCounts = Record<string, number>;

/** True when nothing was ever seeded or written (no menus, settings or pages). */
export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  for (const table of ['menus', 'settings', 'pages'] as const) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    if (Number(row?.n ?? 0) > 0) return false;
  }
  return true;
}

/**
 * Inserts every slice's missing sample content, by natural key, in one transaction. Existing rows are
 * never changed, so running it again adds nothing and keeps editors' changes. Returns how many rows of
 * each kind were inserted.
 */
export async function seed(db: Kysely<DB>): Promise<SeedCounts> {
  const passwordHash = await hashPassword(SAMPLE_EDITOR.password);
  return db.transaction().execute(async (trx) => ({
    ...(await seedSite(trx, passwordHash)),
    ...(await seedResearch(trx)),
    ...(await insertToolsReference(trx)),
    ...(await seedEducation(trx)),
    ...(await seedForms(trx)),
    ...(await seedClientRegister(trx)),
    ...(await seedMarketing(trx)),
  }));
}
