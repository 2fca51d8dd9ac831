// Issue 39 item 8: the figures of the alert ChatVisitorsWaitingNoAgent, read from the database at each scrape,
// whichever instance holds the visitor's or the agent's stream.
import { randomBytes } from 'node:crypto';
import { metricsText } from '@brids/server-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetPresence, touchPresence } from '../../src/chat/presence.ts';
import { CHAT_WAITING_WINDOW_MS, watchDatabase } from '../../src/lib/metrics.ts';
import { createAccount } from '../accounts/accounts.ts';
import { setup, type TestContext } from '../helpers.ts';

const sample = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

describe('live chat metrics (SQLite)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await setup('sqlite');
    watchDatabase(context.database.db);
  });
  afterAll(async () => {
    await context?.close();
  });

  const conversation = (status: string, updatedAt: Date) => {
    const at = updatedAt.toISOString();
    return context.database.db
      .insertInto('chat_conversations')
      .values({ id: randomBytes(16).toString('base64url'), token_hash: randomBytes(32).toString('hex'), locale: 'id', status, agent_id: null, agent_name: null, created_at: at, updated_at: at, closed_at: null })
      .execute();
  };

  it('counts the visitors still waiting (not the active, the closed or the long abandoned) and the agents online', async () => {
    const before = await metricsText();
    expect(sample(before, 'content_chat_conversations_waiting')).toBe(0);
    expect(sample(before, 'content_chat_agents_online')).toBe(0);

    await conversation('waiting', new Date());
    await conversation('waiting', new Date(Date.now() - 60_000));
    await conversation('waiting', new Date(Date.now() - CHAT_WAITING_WINDOW_MS - 60_000));
    await conversation('active', new Date());
    await conversation('closed', new Date());
    const agent = await createAccount(context.database.db, { role: 'agent', name: 'Dewi Agent' });
    const seen = new Date();
    await touchPresence(context.database.db, agent.id, seen);
    // An agent seen long ago is not online.
    const away = await createAccount(context.database.db, { role: 'agent', name: 'Budi Agent' });
    await touchPresence(context.database.db, away.id, new Date(Date.now() - 10 * 60_000));

    const during = await metricsText();
    expect(sample(during, 'content_chat_conversations_waiting')).toBe(2);
    expect(sample(during, 'content_chat_agents_online')).toBe(1);

    // The agent's stream closes: nobody online while two visitors wait (what the alert fires on).
    await forgetPresence(context.database.db, agent.id, seen);
    expect(sample(await metricsText(), 'content_chat_agents_online')).toBe(0);
  });
});
