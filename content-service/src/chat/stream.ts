import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '@brids/server-operations';

/** A comment line this often keeps every proxy on the way from closing a quiet stream (the shell server's waits 10 s between bytes). */
export const KEEP_ALIVE_MS = 5_000;
/** How often a stream reads the database even without a nudge (a nudge lost to a Redis outage). */
export const SAFETY_POLL_MS = 10_000;
/** How long a browser waits before it reconnects after a network loss (the stream's `retry:`). */
export const RETRY_MS = 2_000;

export interface EventStream {
  /** Sends an event; `id` is what the browser sends back as Last-Event-ID. */
  send(event: string, data: unknown, id?: number): void;
  /** Runs `work` now and after each `wake()`, one run at a time (a wake during a run runs it once more after). */
  onWake(work: () => Promise<void>): void;
  wake(): void;
  readonly closed: boolean;
  /** Called once when the stream ends (the client left or the server closes). */
  onClose(listener: () => void): void;
}

/**
 * Turns the reply into a server-sent event stream (`text/event-stream`): taken over from Fastify (hijacked),
 * never compressed or cached, `X-Accel-Buffering: no` so nginx passes each event at once, a keep-alive
 * comment every KEEP_ALIVE_MS, and a safety poll that wakes the stream's work every SAFETY_POLL_MS.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, streams: StreamTracker): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'private, no-store, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
    [REQUEST_ID_HEADER]: String(request.id),
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  let closed = false;
  const closeListeners: (() => void)[] = [];
  let work: (() => Promise<void>) | undefined;
  let running = false;
  let again = false;

  const run = () => {
    if (!work || closed) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    work()
      .catch((error: unknown) => request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'live chat: a stream could not read'))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const keepAlive = setInterval(() => !closed && raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const poll = setInterval(run, SAFETY_POLL_MS);
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    clearInterval(poll);
    for (const listener of closeListeners) listener();
    if (!raw.writableEnded) raw.end();
  };
  raw.on('close', finish);
  // The server closing (SIGTERM, tests) ends every stream; browsers reconnect to another instance.
  const forget = streams.add(finish);
  closeListeners.push(forget);

  return {
    send(event, data, id) {
      if (closed) return;
      raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onWake(next) {
      work = next;
      run();
    },
    wake: run,
    get closed() {
      return closed;
    },
    onClose(listener) {
      closeListeners.push(listener);
    },
  };
}

export interface StreamTracker {
  /** Remembers an open stream's `finish`; returns what forgets it. */
  add(finish: () => void): () => void;
}

/** The open streams of a server, ended when it closes (registered with the routes: hooks cannot be added later). */
export function trackStreams(app: FastifyInstance): StreamTracker {
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const finish of [...open]) finish();
    done();
  });
  return {
    add(finish) {
      open.add(finish);
      return () => open.delete(finish);
    },
  };
}

/** The last seq the client has: `Last-Event-ID` (a reconnecting EventSource or fetch reader) else `?after=`, else 0. */
export function lastSeqOf(request: FastifyRequest, after: number | undefined): number {
  const header = request.headers['last-event-id'];
  const fromHeader = typeof header === 'string' && /^\d{1,9}$/.test(header.trim()) ? Number(header.trim()) : undefined;
  return Math.max(fromHeader ?? 0, after ?? 0);
}
