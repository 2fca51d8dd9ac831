import type { Transaction } from 'kysely';
import type { DB } from '../../schema.ts';

/** Sample clients for testers (fictitious): type the last 7 digits of the code to register as a client. */
export const SAMPLE_CLIENTS = [
  { client_code: 'BR-0012345', code_last7: '0012345', full_name: 'Andi Wijaya (contoh)', email: 'andi.client@example.com' },
  { client_code: 'BR-1234567', code_last7: '1234567', full_name: 'Sari Lestari (contoh)', email: 'sari.client@example.com' },
  { client_code: 'BR-7654321', code_last7: '7654321', full_name: 'Budi Hartono (contoh)', email: 'budi.client@example.com' },
  { client_code: 'BR-2468024', code_last7: '2468024', full_name: 'Dewi Anggraini (contoh)', email: 'dewi.client@example.com' },
  { client_code: 'BR-1357913', code_last7: '1357913', full_name: 'Rudi Setiawan (contoh)', email: 'rudi.client@example.com' },
] as const;

/** Adds the sample clients that are missing. */
export async function seedClientRegister(trx: Transaction<DB>): Promise<{ client_register: number }> {
  const existing = new Set((await trx.selectFrom('client_register').select('client_code').execute()).map((r) => r.client_code));
  const missing = SAMPLE_CLIENTS.filter((c) => !existing.has(c.client_code)).map((c) => ({ ...c }));
  if (missing.length) await trx.insertInto('client_register').values(missing).execute();
  return { client_register: missing.length };
}
