// Issue 28 item 4: a visitor and an agent on different instances of the content service, sharing PostgreSQL and
// the Redis server (127.0.0.1:6379 or REDIS_URL; unreachable, this suite fails): each sees the other's messages
// within a second, carried by a Redis nudge (the streams' safety poll alone would take ten).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { redisChatFanout } from '../../src/chat/fanout.ts';
import { type Database, openDatabase } from '../../src/lib/connection.ts';
import { migrateToLatest } from '../../src/migrations.ts';
import { seed } from '../../src/seed.ts';
import { freshPostgres } from '../helpers.ts';
import { bearer, createAccount } from '../accounts/accounts.ts';
import { openStream, say } from './chat-helpers.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe('two instances sharing PostgreSQL and Redis', () => {
  let drop: () => Promise<void>;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  const streams: Awaited<ReturnType<typeof openStream>>[] = [];

  beforeAll(async () => {
    const postgres = await freshPostgres();
    drop = postgres.drop;
    const channel = `brids-chat-test-${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 2; i++) {
      const database = openDatabase({ databaseUrl: postgres.databaseUrl, pgSchema: postgres.schema });
      databases.push(database);
      if (i === 0) {
        await migrateToLatest(database.db, database.dialect);
        await seed(database.db, {});
        await database.db.updateTable('settings').set({ value: 'daily 00:00-24:00' }).where('key', '=', 'live-chat-hours').execute();
      }
      const chatFanout = redisChatFanout({ redisUrl: REDIS_URL, channel });
      await chatFanout.ready;
      const app = buildApp({ db: database.db, chatFanout });
      await app.listen({ host: '127.0.0.1', port: 0 });
      apps.push(app);
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) await stream.close();
    for (const app of apps) await app.close();
    for (const database of databases) await database.destroy();
    await drop?.();
  });

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('the visitor on instance A and the agent on instance B see each other\'s messages live', async () => {
    const [a, b] = urls as [string, string];
    const agent = await createAccount(databases[0]!.db, { role: 'agent', name: 'Sinta Agent' });
    const agentStream = await openStream(`${b}/api/agent/chat/events`, bearer(agent));
    streams.push(agentStream);
    // The agent's presence is in the database: instance A knows a person can be asked.
    const availability = (await (await fetch(`${a}/api/chat/availability?locale=en`)).json()) as { data: { available: boolean } };
    expect(availability.data.available).toBe(true);

    const opened = await post(`${a}/api/chat/conversations`, { locale: 'en' });
    expect(opened.status).toBe(201);
    const { data } = (await opened.json()) as { data: { token: string; conversation: { id: string } } };
    const id = data.conversation.id;
    const visitor = await openStream(`${a}/api/chat/conversations/${id}/events`, { 'x-chat-token': data.token });
    streams.push(visitor);
    await visitor.until(1);

    let started = Date.now();
    expect((await post(`${b}/api/agent/chat/conversations/${id}/take`, {}, bearer(agent))).status).toBe(200);
    expect((await post(`${b}/api/agent/chat/conversations/${id}/messages`, say('Hello from instance B'), bearer(agent))).status).toBe(201);
    await visitor.until(4, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(visitor.messages().map((e) => [e.id, (e.data as { author: string; body: string }).author])).toEqual([['1', 'system'], ['2', 'agent']]);
    expect((visitor.messages()[1]!.data as { body: string }).body).toBe('Hello from instance B');

    started = Date.now();
    expect((await post(`${a}/api/chat/conversations/${id}/messages`, say('Hello from instance A'), { 'x-chat-token': data.token })).status).toBe(201);
    const deadline = Date.now() + 2000;
    const received = () => agentStream.events.filter((e) => e.event === 'message' && (e.data as { conversationId: string }).conversationId === id);
    while (!received().some((e) => (e.data as { message: { body: string } }).message.body === 'Hello from instance A') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(Date.now() - started).toBeLessThan(2000);
    expect(received().map((e) => (e.data as { message: { seq: number } }).message.seq)).toEqual([1, 2, 3]);
  });
});
