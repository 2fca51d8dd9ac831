// Issue 28 items 3-5: the visitor's writes are limited per address (`chat`, 429 in the visitor's language), open
// streams per conversation are bounded, an agent is online while their stream is (seen within 45 s), and the
// retention command deletes conversations with their messages.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/lib/rate-limit.ts';
import { deleteExpiredConversations } from '../../src/chat/conversations.ts';
import { MAX_STREAMS_PER_CONVERSATION } from '../../src/chat/visitor-stream.ts';
import { TARGETS, useApp } from '../helpers.ts';
import { createAccount } from '../accounts/accounts.ts';
import { baseUrl, call, createAgent, openStream, say, setChatHours } from './chat-helpers.ts';

describe.each(TARGETS)('limits and retention on %s', (target) => {
  const context = useApp(target, { rateLimit: { limits: { ...DEFAULT_RATE_LIMITS, chat: { max: 4, windowMs: 60_000 } } } });

  it('answers 429 past the chat limit with its message in the visitor\'s language; streams per conversation are bounded; an agent is online while their stream is open (seen within 45 s); old conversations go', async () => {
    const admin = await createAccount(context.database.db, { role: 'admin' });
    await setChatHours(context, admin, 'daily 00:00-24:00');
    const url = await baseUrl(context);
    const agent = await createAgent(context);
    const agentStream = await openStream(`${url}/api/agent/chat/events`, agent.headers);
    const opened = await call(context, 'POST', '/api/chat/conversations', { body: { locale: 'en' } });
    expect(opened.status).toBe(201);
    const { token, conversation } = opened.body.data as { token: string; conversation: { id: string } };
    const id = conversation.id;

    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_CONVERSATION; i++) streams.push(await openStream(`${url}/api/chat/conversations/${id}/events`, { 'x-chat-token': token }));
    expect(streams.map((s) => s.response.status)).toEqual(Array(MAX_STREAMS_PER_CONVERSATION).fill(200));
    const extra = await fetch(`${url}/api/chat/conversations/${id}/events?locale=en`, { headers: { accept: 'text/event-stream', 'x-chat-token': token } });
    expect(extra.status).toBe(429);
    expect(((await extra.json()) as { message: string }).message).toMatch(/Too many connections/);
    await streams[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await openStream(`${url}/api/chat/conversations/${id}/events`, { 'x-chat-token': token });
    expect(again.response.status).toBe(200);
    for (const stream of [...streams.slice(1), again]) await stream.close();

    const answers = [];
    // Counted per address and route: opening the conversation was another route's.
    for (let i = 0; i < 5; i++) answers.push(await call(context, 'POST', `/api/chat/conversations/${id}/messages`, { token, body: say(`m${i}`) }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 429]);
    expect(answers[4]!.headers['retry-after']).toBeTruthy();
    const id429 = await call(context, 'POST', `/api/chat/conversations/${id}/messages?locale=id`, { token, body: say('lagi') });
    expect(id429.status).toBe(429);
    expect(id429.body.message).toMatch(/^Terlalu banyak permintaan\. Silakan coba lagi dalam \d+ detik\.$/);
    const en429 = await call(context, 'POST', `/api/chat/conversations/${id}/messages?locale=en`, { token, body: say('again') });
    expect(en429.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    // Reading is not limited by the chat kind.
    expect((await call(context, 'GET', `/api/chat/conversations/${id}`, { token })).status).toBe(200);
    await agentStream.close();
    // The agent's stream closed: nobody is online any more (its own refresh is taken back at once).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await call(context, 'GET', '/api/chat/availability')).body.data).toMatchObject({ withinHours: true, agentsOnline: false, available: false });
    // Seen 44 s ago counts as online on every instance; 46 s ago does not.
    await context.database.db.insertInto('chat_agent_presence').values({ user_id: agent.account.id, last_seen_at: new Date(Date.now() - 44_000).toISOString() }).execute();
    expect((await call(context, 'GET', '/api/chat/availability')).body.data.agentsOnline).toBe(true);
    await context.database.db.updateTable('chat_agent_presence').set({ last_seen_at: new Date(Date.now() - 46_000).toISOString() }).execute();
    expect((await call(context, 'GET', '/api/chat/availability')).body.data.agentsOnline).toBe(false);

    // Retention: a conversation last changed before RETENTION_DAYS goes with its messages; a recent one stays.
    const { db } = context.database;
    const old = new Date(Date.now() - 800 * 86_400_000).toISOString();
    await db.insertInto('chat_conversations').values({ id: 'old-conversation', token_hash: 'x'.repeat(64), locale: 'id', status: 'closed', agent_id: null, agent_name: null, created_at: old, updated_at: old, closed_at: old }).execute();
    await db.insertInto('chat_messages').values({ conversation_id: 'old-conversation', seq: 1, author: 'visitor', body: 'old', agent_name: null, event: null, client_id: 'old-client-1', created_at: old }).execute();
    expect(await deleteExpiredConversations(db, 730)).toBe(1);
    expect(await db.selectFrom('chat_messages').select('id').where('conversation_id', '=', 'old-conversation').execute()).toEqual([]);
    expect(await db.selectFrom('chat_conversations').select('id').where('id', '=', id).execute()).toHaveLength(1);
    expect(await deleteExpiredConversations(db, 730)).toBe(0);
  });
});
