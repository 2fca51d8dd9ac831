// Live chats through the cluster while instances die (issue 39 item 5): visitors on the public origin (the proxy's
// edge, then a shell server, then a content service), one agent on the staff's side (the proxy's internal listener,
// balanced over both content services), each reading its stream with the site's and the console's own reader
// (@brids/contracts/chat-stream: reconnects and resumes after the last id). Every few hundred ms each side of every
// conversation says something; at the end each side must have seen every message of the other.
import { randomUUID } from 'node:crypto';
import { readEventStream } from '../../../shared/contracts/src/chat-stream.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Conversation {
  id: string;
  token: string;
  /** clientIds sent by each side, acknowledged by the content service. */
  sentByVisitor: string[];
  sentByAgent: string[];
  /** clientIds each side has seen of the other's messages. */
  seenByVisitor: Set<string>;
  seenByAgent: Set<string>;
  /** When each visitor stream lost its connection. */
  visitorDrops: number[];
}

interface ChatMessage {
  seq: number;
  author: string;
  clientId?: string | null;
}

async function json(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Sends one message until it is acknowledged, always with the same clientId (stored once): what a chat client does. */
async function sendMessage(url: string, headers: Record<string, string>, clientId: string, body: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await json(url, { method: 'POST', headers, body: { clientId, body } }).catch(() => ({ status: 0, body: undefined }));
    if (answer.status === 200 || answer.status === 201) return true;
    await sleep(300);
  }
  return false;
}

export async function startChats(options: { edge: number; internal: number; agentToken: string; conversations: number; everyMs?: number }) {
  const publicOrigin = `http://127.0.0.1:${options.edge}`;
  const staffOrigin = `http://127.0.0.1:${options.internal}`;
  const agentHeaders = { authorization: `Bearer ${options.agentToken}` };
  const controller = new AbortController();
  const conversations: Conversation[] = [];
  const agentDrops: number[] = [];

  // The agent's screen: online while its stream is open; after a lost connection it loads each conversation again
  // (what changed meanwhile), as the console does.
  const catchUp = async (conversation: Conversation) => {
    const answer = await json(`${staffOrigin}/api/agent/chat/conversations/${conversation.id}`, { headers: agentHeaders }).catch(() => undefined);
    for (const message of (answer?.body?.data?.messages ?? []) as ChatMessage[]) if (message.author === 'visitor' && message.clientId) conversation.seenByAgent.add(message.clientId);
  };
  let agentOpen: () => void = () => undefined;
  const agentOnline = new Promise<void>((resolve) => (agentOpen = resolve));
  const agentStream = readEventStream({
    url: `${staffOrigin}/api/agent/chat/events`,
    headers: agentHeaders,
    signal: controller.signal,
    initialDelay: 200,
    maxDelay: 1000,
    onConnection(open) {
      if (!open) agentDrops.push(Date.now());
      else {
        agentOpen();
        for (const conversation of conversations) void catchUp(conversation);
      }
    },
    onEvent(event) {
      if (event.event !== 'message') return;
      const { conversationId, message } = JSON.parse(event.data) as { conversationId: string; message: ChatMessage };
      const conversation = conversations.find((c) => c.id === conversationId);
      if (conversation && message.author === 'visitor' && message.clientId) conversation.seenByAgent.add(message.clientId);
    },
  });
  await agentOnline;

  const visitorStreams: Promise<void>[] = [];
  for (let n = 0; n < options.conversations; n++) {
    const opened = await json(`${publicOrigin}/api/chat/conversations?locale=id`, { method: 'POST', body: { locale: 'id' } });
    if (opened.status !== 201) throw new Error(`opening a conversation answered ${opened.status}: ${JSON.stringify(opened.body)}`);
    const conversation: Conversation = {
      id: opened.body.data.conversation.id, token: opened.body.data.token,
      sentByVisitor: [], sentByAgent: [], seenByVisitor: new Set(), seenByAgent: new Set(), visitorDrops: [],
    };
    conversations.push(conversation);
    const taken = await json(`${staffOrigin}/api/agent/chat/conversations/${conversation.id}/take`, { method: 'POST', headers: agentHeaders, body: {} });
    if (taken.status !== 200) throw new Error(`taking a conversation answered ${taken.status}: ${JSON.stringify(taken.body)}`);
    visitorStreams.push(readEventStream({
      url: `${publicOrigin}/api/chat/conversations/${conversation.id}/events`,
      headers: { 'x-chat-token': conversation.token },
      signal: controller.signal,
      initialDelay: 200,
      maxDelay: 1000,
      onConnection: (open) => void (open || conversation.visitorDrops.push(Date.now())),
      onEvent(event) {
        if (event.event !== 'message') return;
        const message = JSON.parse(event.data) as ChatMessage;
        if (message.author === 'agent' && message.clientId) conversation.seenByVisitor.add(message.clientId);
      },
    }));
  }

  let stopped = false;
  const failures: string[] = [];
  const talk = (async () => {
    for (let turn = 0; !stopped; turn++) {
      await Promise.all(conversations.map(async (conversation) => {
        const clientId = randomUUID();
        const [url, headers, list] = turn % 2 === 0
          ? [`${publicOrigin}/api/chat/conversations/${conversation.id}/messages`, { 'x-chat-token': conversation.token }, conversation.sentByVisitor]
          : [`${staffOrigin}/api/agent/chat/conversations/${conversation.id}/messages`, agentHeaders, conversation.sentByAgent];
        if (await sendMessage(url, headers, clientId, `turn ${turn}`)) list.push(clientId);
        else failures.push(`${conversation.id} turn ${turn}`);
      }));
      await sleep(options.everyMs ?? 400);
    }
  })();

  return {
    conversations,
    /** Stops talking, waits (up to `withinMs`) for every message to reach the other side, closes the streams. */
    async stop(withinMs = 15_000) {
      stopped = true;
      await talk;
      const deadline = Date.now() + withinMs;
      const missing = () => conversations.flatMap((c) => [
        ...c.sentByVisitor.filter((id) => !c.seenByAgent.has(id)).map((id) => `agent did not see ${id}`),
        ...c.sentByAgent.filter((id) => !c.seenByVisitor.has(id)).map((id) => `visitor did not see ${id}`),
      ]);
      while (missing().length > 0 && Date.now() < deadline) await sleep(250);
      controller.abort();
      await Promise.all([agentStream, ...visitorStreams]);
      return { missing: missing(), failures, agentDrops };
    },
  };
}
