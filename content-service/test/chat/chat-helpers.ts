import { randomUUID } from 'node:crypto';
import type { TestContext } from '../helpers.ts';
import { bearer, createAccount, type TestAccount } from '../accounts/accounts.ts';

/** A server-sent event as a test reads it. */
export interface StreamEvent {
  event: string;
  id?: string;
  data: unknown;
}

/** The base URL of a context's listening server (listens on a free port first). */
export async function baseUrl(context: TestContext): Promise<string> {
  if (!context.app.server.listening) await context.app.listen({ host: '127.0.0.1', port: 0 });
  const address = context.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * An open event stream read with fetch (as the site and the console read it): the events so far, `next(n)` waits
 * for n more (or fails after `timeoutMs`), `close()` drops the connection as a network loss would.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const pump = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            const colon = line.indexOf(':');
            if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
          }
          if (fields.event !== undefined && fields.data !== undefined) {
            events.push({ event: fields.event, ...(fields.id === undefined ? {} : { id: fields.id }), data: JSON.parse(fields.data) });
            for (const wake of waiters.splice(0)) wake();
          }
        }
      }
    } catch {
      // Aborted: the test dropped the stream.
    }
  })();
  return {
    response,
    events,
    comments,
    /** Waits until at least `count` events arrived in all. */
    async until(count: number, timeoutMs = 5000): Promise<StreamEvent[]> {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} events, got ${events.length}: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return events;
    },
    messages: () => events.filter((e) => e.event === 'message'),
    async close() {
      controller.abort();
      await pump;
    },
  };
}

/** Sets the desk's hours (setting `live-chat-hours`) as an admin does in the console: edit the setting's entry, publish it. */
export async function setChatHours(context: TestContext, admin: TestAccount, value: string): Promise<void> {
  const headers = { ...bearer(admin), 'content-type': 'application/json' };
  const read = await context.app.inject({ method: 'GET', url: '/api/editorial/settings/live-chat-hours', headers: bearer(admin) });
  if (read.statusCode !== 200) throw new Error(`read the setting: ${read.statusCode} ${read.body}`);
  const { version } = (read.json() as { data: { version: number } }).data;
  const document = { key: 'live-chat-hours', value: { id: value, en: value } };
  const saved = await context.app.inject({ method: 'PUT', url: '/api/editorial/settings/live-chat-hours', headers, payload: JSON.stringify({ document, version }) });
  if (saved.statusCode !== 200) throw new Error(`save the setting: ${saved.statusCode} ${saved.body}`);
  const next = (saved.json() as { data: { version: number } }).data.version;
  const published = await context.app.inject({ method: 'POST', url: '/api/editorial/settings/live-chat-hours/publish', headers, payload: JSON.stringify({ version: next }) });
  if (published.statusCode !== 200) throw new Error(`publish the setting: ${published.statusCode} ${published.body}`);
}

/** An agent account (role `agent`) and its bearer header. */
export async function createAgent(context: TestContext, name = 'Dewi Agent') {
  const account = await createAccount(context.database.db, { role: 'agent', name });
  return { account, headers: bearer(account) };
}

/** A JSON call to the app (inject), with the conversation's token when given. */
export async function call(context: TestContext, method: 'GET' | 'POST', url: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const res = await context.app.inject({
    method,
    url,
    headers: {
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { 'x-chat-token': options.token } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : undefined) as any, headers: res.headers };
}

/** A message body with a fresh client id. */
export const say = (body: string, clientId: string = randomUUID()) => ({ clientId, body });
