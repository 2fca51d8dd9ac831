import type { Kysely } from 'kysely';
import type { DB } from '../../schema.ts';
import type { ClientDirectory } from './client-directory.ts';
import { clientRegistry } from './client-registry.ts';
import { sampleClientDirectory } from './sample-client-directory.ts';

/**
 * The client directory the registrations use: the registry at CLIENT_REGISTRY_URL when it is set, else
 * the sample table, which only sample mode (outside NODE_ENV=production) may use: production without a
 * registry refuses to start rather than register people against fictitious clients.
 */
export function clientDirectoryFromEnv(env: NodeJS.ProcessEnv, db: Kysely<DB>): ClientDirectory {
  const url = env.CLIENT_REGISTRY_URL?.trim();
  if (url) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new Error(`Invalid CLIENT_REGISTRY_URL: ${url} (an http or https URL)`);
    return clientRegistry({ url });
  }
  if (env.NODE_ENV === 'production') {
    throw new Error('CLIENT_REGISTRY_URL is required in production: Eduvest client registrations are checked against the brokerage\'s client registry (the sample client table is for sample mode only)');
  }
  return sampleClientDirectory(db);
}
