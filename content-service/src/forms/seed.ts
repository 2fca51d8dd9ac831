import type { Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import { hashPassword } from '../lib/passwords.ts';

/** The sample staff account that may list and export submissions (docs: content-service/CONTEXT.md). */
export const SAMPLE_STAFF = {
  name: 'Sample Client Service',
  email: 'staff@example.com',
  password: 'sample-staff-2026',
  scope: ['submissions:read'],
};

/** Adds the sample staff account when missing. */
export async function seedForms(trx: Transaction<DB>): Promise<{ staff_users: number }> {
  const existing = await trx.selectFrom('users').select('id').where('email', '=', SAMPLE_STAFF.email).executeTakeFirst();
  if (existing) return { staff_users: 0 };
  await trx
    .insertInto('users')
    .values({
      name: SAMPLE_STAFF.name,
      email: SAMPLE_STAFF.email,
      password_hash: await hashPassword(SAMPLE_STAFF.password),
      scope: JSON.stringify(SAMPLE_STAFF.scope),
      created_at: new Date().toISOString(),
    })
    .execute();
  return { staff_users: 1 };
}
