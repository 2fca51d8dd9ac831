/**
 * How a registration finds out whether a visitor is a client of the brokerage: the last 7 digits of
 * the client code (spec §9) go to a client directory, which answers with the client's identity.
 * Two implementations: the brokerage's client registry over HTTP (`client-registry.ts`) and the
 * sample table `client_register` (`sample-client-directory.ts`, sample mode only).
 */

/** A client as the directory knows them: `clientId` is what registrations are keyed by (with the event). */
export interface RegisteredClient {
  /** The directory's stable identity of the client (the registry's id; the sample table's full client code). */
  clientId: string;
  fullName: string;
  email: string;
}

export interface ClientDirectory {
  /** The client whose code ends in these 7 digits; null when none is. Throws ClientDirectoryUnavailable when it cannot tell. */
  find(codeLast7: string): Promise<RegisteredClient | null>;
  /** Stops what the directory keeps running (timers of its circuit breaker). */
  close?(): void;
}

/** The directory could not answer (down, too slow, refusing, or its circuit breaker open): the visitor should try again later. */
export class ClientDirectoryUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ClientDirectoryUnavailable';
  }
}
