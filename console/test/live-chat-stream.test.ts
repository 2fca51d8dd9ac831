/**
 * The live chat's stream reader (`@brids/contracts/chat-stream`, used by the agents' screen and the site's panel)
 * against a real content service on a port (SQLite and PostgreSQL): the agents' stream marks the agent online and
 * tells of a new conversation; the visitor's stream, with its token, brings the agent's messages; dropped and
 * opened again after the last seq it had, it brings only what came meanwhile, so nothing is lost or shown twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStream, type StreamEvent } from '@brids/contracts/chat-stream';
import { setup, TARGETS, type TestContext } from '../../content-service/test/helpers.ts';
import { createAccount } from '../../content-service/test/accounts/accounts.ts';
import { baseUrl, createAgent, say, setChatHours } from '../../content-service/test/chat/chat-helpers.ts';

/** Events read so far, and a wait for one that matches. */
function collector() {
  const events: StreamEvent[] = [];
  return {
    events,
    onEvent: (event: StreamEvent) => void events.push(event),
    async until(match: (event: StreamEvent) => boolean, timeoutMs = 8000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event in ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

const bodyOf = (event: StreamEvent) => (JSON.parse(event.data) as { body?: string }).body;

describe.each(TARGETS)('the chat stream reader against the content service on %s', (target) => {
  let context: TestContext;
  let base: string;
  const stops: AbortController[] = [];
  beforeAll(async () => {
    context = await setup(target);
    base = await baseUrl(context);
    await setChatHours(context, await createAccount(context.database.db, { role: 'admin' }), 'daily 00:00-24:00');
  });
  afterAll(async () => {
    for (const stop of stops) stop.abort();
    await context?.close();
  });
  const stopper = () => {
    const controller = new AbortController();
    stops.push(controller);
    return controller;
  };

  it('agent online by its stream, a new conversation told to it, the visitor\'s messages live and resumed after the last seq', async () => {
    const agent = await createAgent(context, 'Rina Agent');
    const agentEvents = collector();
    void readEventStream({ url: `${base}/api/agent/chat/events`, headers: agent.headers, signal: stopper().signal, onEvent: agentEvents.onEvent });

    // The agent's open stream is what makes a person available.
    let available = false;
    for (let i = 0; i < 50 && !available; i += 1) {
      available = ((await (await fetch(`${base}/api/chat/availability?locale=en`)).json()) as { data: { available: boolean } }).data.available;
      if (!available) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(available).toBe(true);

    const started = await fetch(`${base}/api/chat/conversations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'en', transcript: [{ author: 'visitor', body: 'How do I open an account?' }] }) });
    expect(started.status).toBe(201);
    const { token, conversation } = ((await started.json()) as { data: { token: string; conversation: { id: string } } }).data;
    await agentEvents.until((e) => e.event === 'conversations' && (JSON.parse(e.data) as { id: string }).id === conversation.id);

    const visitorUrl = `${base}/api/chat/conversations/${conversation.id}/events`;
    const first = collector();
    const firstStop = stopper();
    void readEventStream({ url: visitorUrl, headers: { 'X-Chat-Token': token }, signal: firstStop.signal, onEvent: first.onEvent });
    expect(JSON.parse((await first.until((e) => e.event === 'status')).data)).toMatchObject({ status: 'waiting' });

    const agentPost = (path: string, body: unknown = {}) =>
      context.app.inject({ method: 'POST', url: `/api/agent/chat/conversations/${conversation.id}${path}`, headers: { ...agent.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect((await agentPost('/take')).statusCode).toBe(200);
    expect((await agentPost('/messages', say('<b>one</b>'))).statusCode).toBe(201);
    const one = await first.until((e) => e.event === 'message' && bodyOf(e) === '<b>one</b>');
    firstStop.abort();

    // Meanwhile (the visitor offline): two more.
    expect((await agentPost('/messages', say('two'))).statusCode).toBe(201);
    expect((await agentPost('/messages', say('three'))).statusCode).toBe(201);

    const again = collector();
    void readEventStream({ url: visitorUrl, headers: { 'X-Chat-Token': token }, signal: stopper().signal, lastEventId: one.id, onEvent: again.onEvent });
    await again.until((e) => e.event === 'message' && bodyOf(e) === 'three');
    const seqs = again.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect(seqs.every((seq) => seq > Number(one.id)), 'nothing at or before the last seq had').toBe(true);
    expect(again.events.filter((e) => e.event === 'message').map(bodyOf)).toEqual(['two', 'three']);

    // A wrong token is the end of that stream, not a retry loop.
    let fatal = 0;
    await readEventStream({ url: visitorUrl, headers: { 'X-Chat-Token': 'not-the-token' }, signal: stopper().signal, onEvent: () => undefined, onFatal: (status) => (fatal = status) });
    expect(fatal).toBe(404);
  });
});
