import type { Kysely } from 'kysely';
import type { DB } from '../../schema.ts';
import type { ClientDirectory } from './client-directory.ts';

/**
 * The sample table `client_register` as the client directory (sample mode only): the client is the row
 * with these last 7 digits (the first one by id when several share them), identified by its full code.
 */
export function sampleClientDirectory(db: Kysely<DB>): ClientDirectory {
  return {
    async find(codeLast7) {
      const row = await db
        .selectFrom('client_register')
        .select(['client_code', 'full_name', 'email'])
        .where('code_last7', '=', codeLast7)
        .orderBy('id')
        .executeTakeFirst();
      return row ? { clientId: row.client_code, fullName: row.full_name, email: row.email } : null;
    },
  };
}
