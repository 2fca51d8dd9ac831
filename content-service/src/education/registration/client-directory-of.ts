import type { Kysely } from 'kysely';
import type { DB } from '../../schema.ts';
import type { ClientDirectory } from './client-directory.ts';
import { clientRegistry } from './client-registry.ts';
import { sampleClientDirectory } from './sample-client-directory.ts';

/**
 * The client directory the registrations use, from the parsed configuration (config.ts): the registry at
 * CLIENT_REGISTRY_URL when it is set, else the sample table, which only sample mode may use (the
 * configuration refuses production without a registry, and a start outside sample mode without one).
 * main.ts makes it and closes it at shutdown; `buildApp` hands it to the routes on the AppContext.
 */
export function clientDirectoryOf(config: { clientRegistryUrl: string | undefined; sampleMode: boolean }, db: Kysely<DB>): ClientDirectory {
  if (config.clientRegistryUrl) return clientRegistry({ url: config.clientRegistryUrl });
  if (!config.sampleMode) {
    throw new Error('CLIENT_REGISTRY_URL is required outside sample mode: Eduvest client registrations are checked against the brokerage\'s client registry (the sample client table is for sample mode only)');
  }
  return sampleClientDirectory(db);
}
