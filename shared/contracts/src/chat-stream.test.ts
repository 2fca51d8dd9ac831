import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EventStreamParser, readEventStream, type StreamEvent } from './chat-stream.ts';

// A real HTTP server sending a stream: the reader's parsing and reconnection, over the network as in a browser.
let server: Server | undefined;
async function stop() {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}
afterEach(stop);

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;
}

const streamHead = { 'content-type': 'text/event-stream', 'cache-control': 'no-store' };

describe('EventStreamParser', () => {
  it('reads ids, named events, several data lines, comments and CRLF split across chunks', () => {
    const parser = new EventStreamParser();
    const text = ': hello\r\nretry: 2000\r\nevent: status\r\ndata: {"a":1}\r\n\r\nid: 7\ndata: one\ndata: two\n\nid: 8\nevent: message\ndata:x\n\n';
    const events: StreamEvent[] = [];
    for (let i = 0; i < text.length; i += 3) events.push(...parser.push(text.slice(i, i + 3)));
    expect(events).toEqual([
      { event: 'status', data: '{"a":1}', id: undefined },
      { event: 'message', data: 'one\ntwo', id: '7' },
      { event: 'message', data: 'x', id: '8' },
    ]);
    expect(parser.retry).toBe(2000);
  });
});

describe('readEventStream', () => {
  it('sends the headers, and after the server closes reconnects asking for what follows the last id', async () => {
    const seen: { after: string | null; token: string | undefined; lastEventId: string | undefined }[] = [];
    const url = await serve((req, res) => {
      const after = new URL(req.url!, 'http://x').searchParams.get('after');
      seen.push({ after, token: req.headers['x-chat-token'] as string | undefined, lastEventId: req.headers['last-event-id'] as string | undefined });
      res.writeHead(200, streamHead);
      if (after === null) {
        // two whole events and the start of a third: the cut one comes again after the reconnection
        res.end('id: 1\nevent: message\ndata: a\n\nid: 2\nevent: message\ndata: b\n\nid: 3\nevent: mess');
      } else {
        res.write(`id: 3\nevent: message\ndata: c\n\n`);
      }
    });
    const controller = new AbortController();
    const events: StreamEvent[] = [];
    const connections: boolean[] = [];
    await new Promise<void>((resolve) => {
      void readEventStream({
        url,
        headers: { 'X-Chat-Token': 'secret' },
        signal: controller.signal,
        initialDelay: 20,
        onConnection: (open) => connections.push(open),
        onEvent(event) {
          events.push(event);
          if (event.id === '3') resolve();
        },
      });
    });
    controller.abort();
    expect(events.map((e) => [e.id, e.data])).toEqual([['1', 'a'], ['2', 'b'], ['3', 'c']]);
    expect(seen).toEqual([
      { after: null, token: 'secret', lastEventId: undefined },
      { after: '2', token: 'secret', lastEventId: '2' },
    ]);
    expect(connections).toEqual([true, false, true]);
  });

  it('reconnects after a network loss and an error answer, with a growing delay', async () => {
    let calls = 0;
    const times: number[] = [];
    const url = await serve((req, res) => {
      calls += 1;
      times.push(Date.now());
      if (calls === 1) req.socket.destroy();
      else if (calls === 2) res.writeHead(503).end();
      else res.writeHead(200, streamHead).write('id: 5\ndata: back\n\n');
    });
    const controller = new AbortController();
    const event = await new Promise<StreamEvent>((resolve) => {
      void readEventStream({ url, signal: controller.signal, initialDelay: 50, onEvent: resolve });
    });
    controller.abort();
    expect(event).toEqual({ event: 'message', data: 'back', id: '5' });
    expect(calls).toBe(3);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(90);
  });

  it('stops on an answer no retry can help (404), and on abort', async () => {
    let calls = 0;
    const url = await serve((_req, res) => {
      calls += 1;
      res.writeHead(404).end('{"message":"Not found"}');
    });
    let fatal = 0;
    await readEventStream({ url, signal: new AbortController().signal, initialDelay: 10, onEvent: () => undefined, onFatal: (status) => (fatal = status) });
    expect([calls, fatal]).toEqual([1, 404]);

    const controller = new AbortController();
    await stop();
    const url2 = await serve((_req, res) => res.writeHead(200, streamHead).write(': open\n\n'));
    const done = readEventStream({ url: url2, signal: controller.signal, onEvent: () => undefined });
    setTimeout(() => controller.abort(), 50);
    await expect(done).resolves.toBeUndefined();
  });
});
