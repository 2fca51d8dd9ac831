// @vitest-environment happy-dom
// The visitor's side of the handover, its pure parts: messages merged by seq (a replay after a reconnection shows
// nothing twice, order kept), the assistant's part as the agent reads it, the tab's `{ id, token }` kept and read
// back (anything unreadable is no conversation). The calls and the stream run against the real servers in
// console/test/live-chat-stream.test.ts and e2e/specs/chat-handover.spec.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_SESSION_KEY, CHAT_TRANSCRIPT_MAX, type ChatMessage } from '@brids/contracts/chat';
import { mergeMessages, readChatSession, transcriptOf, writeChatSession } from './handover.ts';

const message = (seq: number, body: string): ChatMessage => ({ seq, author: 'agent', body, agentName: 'Dewi', event: null, clientId: `c-${seq}-xxxxxx`, sentAt: '2026-11-28T02:00:00.000Z' });

beforeEach(() => sessionStorage.clear());

describe('the handover', () => {
  it('merges messages by seq: each once, in order, whatever order and repeats they came in', () => {
    const known = [message(1, 'a'), message(2, 'b')];
    expect(mergeMessages(known, [message(3, 'c'), message(2, 'b'), message(4, 'd'), message(3, 'c')]).map((m) => m.body)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("carries the visitor's questions and the answers' titles and links, at most the contract's lines", () => {
    const lines = transcriptOf([
      { id: 1, from: 'visitor', text: 'How do I open an account?' },
      { id: 2, from: 'assistant', answer: { kind: 'faq', question: 'Opening an account', answer: '<p>x</p>', url: '/en/faq/open' } },
      { id: 3, from: 'assistant', answer: { kind: 'failed' } },
    ]);
    expect(lines).toEqual([
      { author: 'visitor', body: 'How do I open an account?' },
      { author: 'assistant', body: 'Opening an account (/en/faq/open)' },
    ]);
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i, from: 'visitor' as const, text: `q${i}` }));
    expect(transcriptOf(many)).toHaveLength(CHAT_TRANSCRIPT_MAX);
    expect(transcriptOf(many).at(-1)?.body).toBe('q29');
  });

  it("keeps the tab's conversation under brids-chat, and reads nothing from what is not one", () => {
    writeChatSession({ id: 'abc', token: 'secret' });
    expect(JSON.parse(sessionStorage.getItem(CHAT_SESSION_KEY)!)).toEqual({ id: 'abc', token: 'secret' });
    expect(readChatSession()).toEqual({ id: 'abc', token: 'secret' });
    sessionStorage.setItem(CHAT_SESSION_KEY, '{"id":1}');
    expect(readChatSession()).toBeNull();
    sessionStorage.setItem(CHAT_SESSION_KEY, 'not json');
    expect(readChatSession()).toBeNull();
    writeChatSession(null);
    expect(sessionStorage.getItem(CHAT_SESSION_KEY)).toBeNull();
  });
});
