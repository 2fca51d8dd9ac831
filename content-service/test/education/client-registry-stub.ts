import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub registry does with one lookup: answer a status and body, or hang (never answer). */
export type StubAnswer = { status: number; body?: unknown } | 'hang';

/** A small client registry over HTTP for the tests: `POST /clients/verify` answered by `answer`, every lookup counted. */
export interface RegistryStub {
  url: string;
  /** The codes asked for, in order (one per attempt, retries included). */
  readonly lookups: string[];
  /** How the next lookups are answered (default: the clients given, 404 for any other code). */
  answer: (codeLast7: string) => StubAnswer;
  close(): Promise<void>;
}

/** A registry that knows `clients` (codeLast7 -> the answer's body), listening on a free port of 127.0.0.1. */
export async function startRegistryStub(clients: Record<string, { clientId: string; fullName: string; email: string }> = {}): Promise<RegistryStub> {
  const hanging = new Set<ServerResponse>();
  const stub: RegistryStub = {
    url: '',
    lookups: [],
    answer: (code) => (clients[code] ? { status: 200, body: clients[code] } : { status: 404, body: { message: 'not a client' } }),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/clients/verify') {
        response.writeHead(404).end();
        return;
      }
      const code = String((JSON.parse(raw || '{}') as { codeLast7?: unknown }).codeLast7);
      stub.lookups.push(code);
      const answer = stub.answer(code);
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
