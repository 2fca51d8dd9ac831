import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAvailability, chatConversation, chatMessage, chatStarted, CHAT_MESSAGE_MAX } from '@brids/contracts/chat';
import { TARGETS, useApp } from '../helpers.ts';
import { createAccount, type TestAccount } from '../accounts/accounts.ts';
import { baseUrl, call, createAgent, openStream, say, setChatHours } from './chat-helpers.ts';

describe.each(TARGETS)('live chat on %s', (target) => {
  const context = useApp(target);
  let admin: TestAccount;
  let url: string;
  let agent: Awaited<ReturnType<typeof createAgent>>;
  let agentStream: Awaited<ReturnType<typeof openStream>> | undefined;

  beforeAll(async () => {
    admin = await createAccount(context.database.db, { role: 'admin' });
    url = await baseUrl(context);
    agent = await createAgent(context);
  });
  afterAll(async () => {
    await agentStream?.close();
  });

  /** Opens a conversation while the desk is open and an agent online; its id and token. */
  async function open(locale: 'id' | 'en' = 'en', transcript?: { author: 'visitor' | 'assistant'; body: string }[]) {
    const res = await call(context, 'POST', '/api/chat/conversations', { body: { locale, ...(transcript ? { transcript } : {}) } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { data } = chatStarted.parse(res.body);
    return { id: data.conversation.id, token: data.token, conversation: data.conversation };
  }

  it('is closed outside the hours and with no agent online: availability says so in both languages, opening answers 409', async () => {
    await setChatHours(context, admin, 'mon-fri 08:00-17:00');
    const id = chatAvailability.parse((await call(context, 'GET', '/api/chat/availability?locale=id')).body.data);
    expect(id.hours).toBe('Senin–Jumat, 08.00–17.00 WIB');
    expect(id.agentsOnline).toBe(false);
    expect(id.available).toBe(false);
    const en = chatAvailability.parse((await call(context, 'GET', '/api/chat/availability?locale=en')).body.data);
    expect(en.hours).toBe('Monday–Friday, 08:00–17:00 WIB');

    await setChatHours(context, admin, 'closed');
    const closed = await call(context, 'GET', '/api/chat/availability?locale=en');
    expect(closed.body.data).toMatchObject({ withinHours: false, available: false });
    expect(closed.headers['cache-control']).toBe('private, no-store');
    const refused = await call(context, 'POST', '/api/chat/conversations?locale=id', { body: { locale: 'id' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/tidak ada petugas/);
    const refusedEn = await call(context, 'POST', '/api/chat/conversations', { body: { locale: 'en' } });
    expect(refusedEn.body.message).toMatch(/No agent can be reached/);
  });

  it('a bad hours value means closed, never a 5xx', async () => {
    await setChatHours(context, admin, 'whenever we like');
    const res = await call(context, 'GET', '/api/chat/availability?locale=en');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ withinHours: false, available: false });
  });

  it('within the hours but with no agent online a person cannot be asked; an agent\'s open stream makes one available', async () => {
    await setChatHours(context, admin, 'daily 00:00-24:00');
    expect((await call(context, 'GET', '/api/chat/availability')).body.data).toMatchObject({ withinHours: true, agentsOnline: false, available: false });
    expect((await call(context, 'POST', '/api/chat/conversations', { body: { locale: 'en' } })).status).toBe(409);
    agentStream = await openStream(`${url}/api/agent/chat/events`, agent.headers);
    expect(agentStream.response.status).toBe(200);
    expect(agentStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(agentStream.response.headers.get('x-accel-buffering')).toBe('no');
    expect((await call(context, 'GET', '/api/chat/availability?locale=id')).body.data).toMatchObject({ withinHours: true, agentsOnline: true, available: true, hours: 'Setiap hari, 00.00–24.00 WIB' });
  });

  it('opens a conversation with the assistant\'s transcript, numbered in order, readable only with its own token', async () => {
    const { id, token, conversation } = await open('id', [{ author: 'visitor', body: 'Cara buka rekening?' }, { author: 'assistant', body: 'Lihat halaman pembukaan rekening.' }]);
    expect(conversation).toMatchObject({ status: 'waiting', locale: 'id', agentName: null });
    expect(conversation.messages.map((m) => [m.seq, m.author])).toEqual([[1, 'visitor'], [2, 'assistant']]);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const read = await call(context, 'GET', `/api/chat/conversations/${id}`, { token });
    expect(read.status).toBe(200);
    chatConversation.parse(read.body.data);

    const other = await open('en');
    const answers = [
      await call(context, 'GET', `/api/chat/conversations/${id}?locale=en`, { token: other.token }),
      await call(context, 'GET', `/api/chat/conversations/${id}?locale=en`, { token: `${token}x` }),
      await call(context, 'GET', `/api/chat/conversations/${id}?locale=en`),
      await call(context, 'GET', `/api/chat/conversations/AAAAAAAAAAAAAAAAAAAAAA?locale=en`, { token }),
      await call(context, 'POST', `/api/chat/conversations/${id}/messages?locale=en`, { token: other.token, body: say('hello') }),
      await call(context, 'POST', `/api/chat/conversations/${id}/close?locale=en`, { token: other.token }),
    ];
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([404, { message: 'Conversation not found.' }]);
    const stream = await fetch(`${url}/api/chat/conversations/${id}/events`, { headers: { accept: 'text/event-stream', 'x-chat-token': other.token } });
    expect(stream.status).toBe(404);
    // Only the token's hash is stored.
    const stored = await context.database.db.selectFrom('chat_conversations').select('token_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('numbers messages in order, stores a repeated clientId once (200 with the stored message), keeps text as text', async () => {
    const { id, token } = await open();
    const first = await call(context, 'POST', `/api/chat/conversations/${id}/messages`, { token, body: say('  <b>hi</b> & <script>x</script>  ', 'client-0001') });
    expect(first.status).toBe(201);
    expect(chatMessage.parse(first.body.data)).toMatchObject({ seq: 1, author: 'visitor', body: '<b>hi</b> & <script>x</script>', clientId: 'client-0001' });
    const again = await call(context, 'POST', `/api/chat/conversations/${id}/messages`, { token, body: say('  <b>hi</b> & <script>x</script>  ', 'client-0001') });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const sent = await Promise.all(Array.from({ length: 8 }, (_, i) => call(context, 'POST', `/api/chat/conversations/${id}/messages`, { token, body: say(`message ${i}`) })));
    expect(sent.map((s) => s.status)).toEqual(Array(8).fill(201));
    const seqs = sent.map((s) => s.body.data.seq as number).sort((a, b) => a - b);
    expect(seqs).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const read = await call(context, 'GET', `/api/chat/conversations/${id}`, { token });
    expect(read.body.data.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('refuses bad bodies with a 422 per field in the visitor\'s language, never a 5xx', async () => {
    const { id, token } = await open('id');
    const empty = await call(context, 'POST', `/api/chat/conversations/${id}/messages`, { token, body: say('   ') });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.body).toEqual([`Tulis pesan antara 1 dan ${CHAT_MESSAGE_MAX} karakter.`]);
    const long = await call(context, 'POST', `/api/chat/conversations/${id}/messages?locale=en`, { token, body: say('x'.repeat(CHAT_MESSAGE_MAX + 1)) });
    expect(long.status).toBe(422);
    expect(long.body.errors.body).toEqual([`Write a message of 1 to ${CHAT_MESSAGE_MAX} characters.`]);
    expect((await call(context, 'POST', `/api/chat/conversations/${id}/messages`, { token, body: say('x'.repeat(CHAT_MESSAGE_MAX)) })).status).toBe(201);
    const noId = await call(context, 'POST', `/api/chat/conversations/${id}/messages?locale=en`, { token, body: { body: 'hello' } });
    expect(noId.body.errors.clientId).toEqual(['clientId must be a text of 8–64 characters.']);
    for (const body of ['not json', '[]', 'null', '42', JSON.stringify({ body: 5, clientId: {} }), JSON.stringify(say('nul \u0000 here'))]) {
      const res = await call(context, 'POST', `/api/chat/conversations/${id}/messages`, { token, body });
      expect(res.status, body).toBe(422);
      expect(res.body.message).toBeTruthy();
    }
    const badStart = await call(context, 'POST', '/api/chat/conversations?locale=en', { body: { locale: 'fr' } });
    expect(badStart.status).toBe(422);
    expect(badStart.body.errors.locale).toEqual(['The language must be id or en.']);
    const badTranscript = await call(context, 'POST', '/api/chat/conversations?locale=id', { body: { locale: 'id', transcript: [{ author: 'agent', body: 'x' }] } });
    expect(badTranscript.body.errors.transcript).toEqual(['Transkrip asisten tidak valid.']);
    const noStream = await call(context, 'GET', `/api/chat/conversations/${id}/events?locale=en`, { token });
    expect(noStream.status).toBe(406);
    const head = await fetch(`${url}/api/chat/conversations/${id}/events`, { method: 'HEAD', headers: { accept: 'text/event-stream', 'x-chat-token': token } });
    expect(head.status).toBe(406);
    const badAfter = await fetch(`${url}/api/chat/conversations/${id}/events?after=-1`, { headers: { accept: 'text/event-stream', 'x-chat-token': token } });
    expect(badAfter.status).toBe(400);
  });

  it('streams in order and, after a network loss, resumes with exactly the missing messages (after= and Last-Event-ID)', async () => {
    const { id, token } = await open();
    const headers = { 'x-chat-token': token };
    const stream = await openStream(`${url}/api/chat/conversations/${id}/events`, headers);
    await stream.until(1);
    expect(stream.events[0]).toEqual({ event: 'status', data: { status: 'waiting', agentName: null } });
    for (const text of ['one', 'two', 'three']) await call(context, 'POST', `/api/chat/conversations/${id}/messages`, { token, body: say(text) });
    await stream.until(4);
    expect(stream.messages().map((e) => [e.id, (e.data as { body: string }).body])).toEqual([['1', 'one'], ['2', 'two'], ['3', 'three']]);
    await stream.close();

    for (const text of ['four', 'five']) await call(context, 'POST', `/api/chat/conversations/${id}/messages`, { token, body: say(text) });
    const resumed = await openStream(`${url}/api/chat/conversations/${id}/events?after=3`, headers);
    await resumed.until(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resumed.messages().map((e) => e.id)).toEqual(['4', '5']);
    await resumed.close();

    await call(context, 'POST', `/api/chat/conversations/${id}/messages`, { token, body: say('six') });
    const byHeader = await openStream(`${url}/api/chat/conversations/${id}/events`, { ...headers, 'last-event-id': '5' });
    await byHeader.until(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(byHeader.messages().map((e) => (e.data as { body: string }).body)).toEqual(['six']);
    await byHeader.close();
  });

  it('an agent sees the new conversation, takes it (a second agent gets 409), and the visitor sees the joined event and the agent\'s messages live', async () => {
    const { id, token } = await open('id');
    const visitor = await openStream(`${url}/api/chat/conversations/${id}/events`, { 'x-chat-token': token });
    await visitor.until(1);
    const list = await call(context, 'GET', '/api/agent/chat/conversations?status=waiting', { headers: agent.headers });
    expect(list.status).toBe(200);
    expect(list.body.data.find((c: { id: string }) => c.id === id)).toMatchObject({ status: 'waiting', mine: false, locale: 'id' });
    await agentStream!.until(1);
    expect(agentStream!.events.some((e) => e.event === 'conversations' && (e.data as { id: string }).id === id)).toBe(true);

    const taken = await call(context, 'POST', `/api/agent/chat/conversations/${id}/take`, { headers: agent.headers });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ status: 'active', agentName: 'Dewi Agent' });
    const second = await createAgent(context, 'Budi Agent');
    const refused = await call(context, 'POST', `/api/agent/chat/conversations/${id}/take`, { headers: second.headers });
    expect(refused.status).toBe(409);
    expect((await call(context, 'POST', `/api/agent/chat/conversations/${id}/messages`, { headers: second.headers, body: say('me too') })).status).toBe(409);

    await visitor.until(3);
    expect(visitor.events.slice(1)).toEqual([
      { event: 'message', id: '1', data: expect.objectContaining({ author: 'system', event: 'joined', agentName: 'Dewi Agent' }) },
      { event: 'status', data: { status: 'active', agentName: 'Dewi Agent' } },
    ]);
    const reply = await call(context, 'POST', `/api/agent/chat/conversations/${id}/messages`, { headers: agent.headers, body: say('Halo, ada yang bisa dibantu?') });
    expect(reply.status).toBe(201);
    await visitor.until(4);
    expect(visitor.events[3]).toMatchObject({ event: 'message', id: '2', data: { author: 'agent', agentName: 'Dewi Agent', body: 'Halo, ada yang bisa dibantu?' } });

    await call(context, 'POST', `/api/chat/conversations/${id}/messages`, { token, body: say('Saya mau tanya') });
    const deadline = Date.now() + 5000;
    while (!agentStream!.events.some((e) => e.event === 'message' && (e.data as { message: { body: string } }).message.body === 'Saya mau tanya') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const agentMessages = agentStream!.events.filter((e) => e.event === 'message' && (e.data as { conversationId: string }).conversationId === id).map((e) => (e.data as { message: { seq: number } }).message.seq);
    expect(agentMessages).toEqual([...new Set(agentMessages)]);
    expect(agentMessages).toContain(3);

    const closed = await call(context, 'POST', `/api/chat/conversations/${id}/close`, { token });
    expect(closed.body.data.status).toBe('closed');
    await visitor.until(6);
    expect(visitor.events.slice(-2).map((e) => e.event)).toEqual(['message', 'status']);
    const late = await call(context, 'POST', `/api/chat/conversations/${id}/messages?locale=en`, { token, body: say('still there?') });
    expect([late.status, late.body.message]).toEqual([409, 'This conversation has been closed.']);
    await visitor.close();
  });

  it('two agents taking one conversation at once: one holds it, the other hears 409; only the holder may close it', async () => {
    const { id } = await open();
    const [first, second] = [await createAgent(context, 'Agent One'), await createAgent(context, 'Agent Two')];
    const answers = await Promise.all([first, second].map((a) => call(context, 'POST', `/api/agent/chat/conversations/${id}/take`, { headers: a.headers })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const holder = answers[0]!.status === 200 ? first : second;
    const other = holder === first ? second : first;
    expect((await call(context, 'POST', `/api/agent/chat/conversations/${id}/close`, { headers: other.headers })).status).toBe(409);
    const read = await call(context, 'GET', `/api/agent/chat/conversations/${id}`, { headers: holder.headers });
    expect(read.body.data.messages.filter((m: { event: string | null }) => m.event === 'joined')).toHaveLength(1);
    expect((await call(context, 'POST', `/api/agent/chat/conversations/${id}/close`, { headers: holder.headers })).body.data.status).toBe('closed');
    expect((await call(context, 'POST', `/api/agent/chat/conversations/${id}/take`, { headers: other.headers })).status).toBe(409);
  });

  it('agents authenticate with the console\'s accounts: 401 without a token, 403 without the role agent, admin passes', async () => {
    expect((await call(context, 'GET', '/api/agent/chat/conversations')).status).toBe(401);
    const editor = await createAccount(context.database.db, { role: 'editor' });
    expect((await call(context, 'GET', '/api/agent/chat/conversations', { headers: { authorization: `Bearer ${editor.token}` } })).status).toBe(403);
    expect((await call(context, 'GET', '/api/agent/chat/conversations', { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(200);
    expect((await fetch(`${url}/api/agent/chat/events`, { headers: { accept: 'text/event-stream' } })).status).toBe(401);
    expect((await call(context, 'GET', '/api/agent/chat/conversations?status=nope', { headers: agent.headers })).status).toBe(400);
    expect((await call(context, 'POST', '/api/agent/chat/conversations/unknown/take', { headers: agent.headers })).status).toBe(404);
    // Ids that no conversation can have (a NUL, other characters, too long) are unknown, never a 5xx.
    for (const id of ['%00', 'a%00b', '%F0%9F%98%80', 'x'.repeat(65), '..%2F..']) {
      expect((await call(context, 'GET', `/api/agent/chat/conversations/${id}`, { headers: agent.headers })).status, id).toBe(404);
      expect((await call(context, 'POST', `/api/agent/chat/conversations/${id}/take`, { headers: agent.headers })).status, id).toBe(404);
      expect((await call(context, 'GET', `/api/chat/conversations/${id}`, { token: 'some-token' })).status, id).toBe(404);
    }
  });
});
