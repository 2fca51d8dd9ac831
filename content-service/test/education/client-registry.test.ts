import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClientDirectoryUnavailable } from '../../src/education/registration/client-directory.ts';
import { clientDirectoryOf } from '../../src/education/registration/client-directory-of.ts';
import { type ClientRegistry, clientRegistry, type ClientRegistryOptions } from '../../src/education/registration/client-registry.ts';
import { type RegistryStub, startRegistryStub } from './client-registry-stub.ts';

const ANDI = { clientId: 'C-000001', fullName: 'Andi Wijaya', email: 'andi@example.com' };

/** A port nobody listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the client registry adapter against a registry over HTTP', () => {
  let stub: RegistryStub;
  const registries: ClientRegistry[] = [];
  const attempts: number[] = [];
  const registry = (options: Partial<ClientRegistryOptions> = {}) => {
    const made = clientRegistry({ url: stub.url, timeoutMs: 300, backoffMs: 10, onFailedAttempt: (_error, attempt) => attempts.push(attempt), ...options });
    registries.push(made);
    return made;
  };

  beforeAll(async () => {
    stub = await startRegistryStub({ '0012345': ANDI });
  });
  afterEach(() => {
    for (const made of registries.splice(0)) made.close();
    stub.lookups.length = 0;
    attempts.length = 0;
    stub.answer = (code) => (code === '0012345' ? { status: 200, body: ANDI } : { status: 404 });
  });
  afterAll(() => stub.close());

  it('answers the client the registry found (200), once, and null when it answers 404', async () => {
    const directory = registry();
    await expect(directory.find('0012345')).resolves.toEqual(ANDI);
    await expect(directory.find('7777777')).resolves.toBeNull();
    expect(stub.lookups).toEqual(['0012345', '7777777']);
    expect(attempts).toEqual([]);
  });

  it('retries a 500 twice with backoff, then is unavailable (never "not a client")', async () => {
    stub.answer = () => ({ status: 500, body: { message: 'boom' } });
    const started = performance.now();
    await expect(registry().find('0012345')).rejects.toBeInstanceOf(ClientDirectoryUnavailable);
    expect(stub.lookups).toHaveLength(3);
    expect(attempts).toEqual([1, 2, 3]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(10 + 20 - 2);
  });

  it('recovers within its retries: a 503 then a 200 is the client', async () => {
    let calls = 0;
    stub.answer = () => (++calls === 1 ? { status: 503 } : { status: 200, body: ANDI });
    await expect(registry().find('0012345')).resolves.toEqual(ANDI);
    expect(stub.lookups).toHaveLength(2);
    expect(attempts).toEqual([1]);
  });

  it('gives each attempt its time-out: a registry that never answers is unavailable after 3 attempts', async () => {
    stub.answer = () => 'hang';
    const started = performance.now();
    const error = await registry({ timeoutMs: 150 }).find('0012345').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientDirectoryUnavailable);
    expect((error as Error).message).toMatch(/no answer within 150 ms/);
    expect(stub.lookups).toHaveLength(3);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(3 * 150);
    expect(elapsed).toBeLessThan(3000);
  });

  it('is unavailable when the connection is refused (after its retries)', async () => {
    const refused = registry({ url: `http://127.0.0.1:${await closedPort()}` });
    const error = await refused.find('0012345').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientDirectoryUnavailable);
    expect((error as Error).message).toMatch(/unreachable/);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('does not retry an answer a retry cannot change (400, a body of the wrong shape)', async () => {
    stub.answer = () => ({ status: 400, body: { message: 'bad request' } });
    await expect(registry().find('0012345')).rejects.toBeInstanceOf(ClientDirectoryUnavailable);
    expect(stub.lookups).toHaveLength(1);
    stub.lookups.length = 0;
    stub.answer = () => ({ status: 200, body: { id: 1 } });
    await expect(registry().find('0012345')).rejects.toThrow(/unexpected shape/);
    expect(stub.lookups).toHaveLength(1);
  });

  it('opens its breaker after failing lookups (no more calls), then half-opens and closes on a success', async () => {
    stub.answer = () => ({ status: 500 });
    const directory = registry({ retries: 0, volumeThreshold: 2, resetMs: 300 });
    const states: string[] = [];
    directory.events.on('open', () => states.push('open'));
    directory.events.on('halfOpen', () => states.push('halfOpen'));
    directory.events.on('close', () => states.push('close'));
    for (let i = 0; i < 2; i++) await expect(directory.find('0012345')).rejects.toBeInstanceOf(ClientDirectoryUnavailable);
    expect(states).toEqual(['open']);
    expect(stub.lookups).toHaveLength(2);
    // Open: the lookup fails at once and the registry is not asked.
    await expect(directory.find('0012345')).rejects.toThrow(/circuit open/);
    expect(stub.lookups).toHaveLength(2);

    stub.answer = () => ({ status: 200, body: ANDI });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(states).toEqual(['open', 'halfOpen']);
    await expect(directory.find('0012345')).resolves.toEqual(ANDI);
    expect(states).toEqual(['open', 'halfOpen', 'close']);
    await expect(directory.find('0012345')).resolves.toEqual(ANDI);
    expect(stub.lookups).toHaveLength(4);
  });

  it('half-open: a failing trial opens the breaker again', async () => {
    stub.answer = () => ({ status: 502 });
    const directory = registry({ retries: 0, volumeThreshold: 1, resetMs: 200 });
    await expect(directory.find('0012345')).rejects.toBeInstanceOf(ClientDirectoryUnavailable);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(directory.find('0012345')).rejects.toThrow(/answered 502/);
    await expect(directory.find('0012345')).rejects.toThrow(/circuit open/);
    expect(stub.lookups).toHaveLength(2);
  });
});

describe('which client directory', () => {
  const db = {} as Parameters<typeof clientDirectoryOf>[1];

  it('is the registry when CLIENT_REGISTRY_URL is set, in sample mode too', () => {
    for (const sampleMode of [false, true]) {
      const directory = clientDirectoryOf({ clientRegistryUrl: 'http://registry.internal:8080', sampleMode }, db);
      expect(directory.close).toBeTypeOf('function');
      directory.close?.();
    }
  });

  it('is the sample table only in sample mode; without a registry outside it, refuses', () => {
    expect(clientDirectoryOf({ clientRegistryUrl: undefined, sampleMode: true }, db).close).toBeUndefined();
    expect(() => clientDirectoryOf({ clientRegistryUrl: undefined, sampleMode: false }, db)).toThrow(/CLIENT_REGISTRY_URL is required outside sample mode/);
  });
});
