/**
 * A reader of server-sent events over fetch (`@brids/contracts/chat-stream`), the one used by the site's chat panel
 * and the console's agents' screen: EventSource cannot send the `X-Chat-Token` or `Authorization` headers.
 *
 * It parses `id:`, `event:`, `data:` (several lines joined by a newline), `retry:` and comment lines; it reconnects
 * after a network loss, an error answer or a stream the server closed, with a growing delay, asking for what
 * follows the last id it saw (`after=<id>` in the query and `Last-Event-ID`), so nothing is lost. A reconnection
 * may send a message again (the server's choice of where to resume): the caller de-duplicates (by `seq`).
 */

/** One event of the stream. `id` is the last id seen (the event's own, or the one before). */
export interface StreamEvent {
  event: string;
  data: string;
  id: string | undefined;
}

export interface StreamOptions {
  /** The stream's address, without `after` (added on each reconnection once an id was seen). */
  url: string;
  headers?: Record<string, string>;
  /** Aborting ends the stream for good (no reconnection). */
  signal: AbortSignal;
  /** Resume after this id from the first connection (a reload that already read the history). */
  lastEventId?: string;
  onEvent(event: StreamEvent): void;
  /** Called with `true` when a connection answered 200, `false` when it was lost (a reconnection follows). */
  onConnection?(open: boolean): void;
  /** An answer that is not worth retrying (e.g. 404 for a conversation that is gone, 401): the stream ends. */
  onFatal?(status: number): void;
  fetch?: typeof fetch;
  /** The first reconnection's delay (ms); doubles up to `maxDelay`. The server's `retry:` replaces it. */
  initialDelay?: number;
  maxDelay?: number;
}

/** Statuses after which a reconnection cannot help. */
const FATAL = new Set([400, 401, 403, 404, 406, 410, 422]);

/** Parses a stream's text into events, keeping an incomplete last line for the next chunk. */
export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private hasData = false;
  /** The last `id:` seen (kept across events, as the standard says). */
  lastId: string | undefined;
  /** The last `retry:` the server sent (ms). */
  retry: number | undefined;

  constructor(lastId?: string) {
    this.lastId = lastId;
  }

  /** Feeds a chunk of text; returns the events it completed. */
  push(chunk: string): StreamEvent[] {
    this.buffer += chunk;
    const out: StreamEvent[] = [];
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      // A lone \r at the buffer's end may be the first half of \r\n: wait for the next chunk.
      if (this.buffer[newline] === '\r' && newline === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + (this.buffer.startsWith('\r\n', newline) ? 2 : 1));
      const event = this.line(line);
      if (event) out.push(event);
    }
    return out;
  }

  private line(line: string): StreamEvent | undefined {
    if (line === '') {
      const event = this.hasData ? { event: this.event || 'message', data: this.data.join('\n'), id: this.lastId } : undefined;
      this.event = '';
      this.data = [];
      this.hasData = false;
      return event;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') {
      this.data.push(value);
      this.hasData = true;
    } else if (field === 'id' && !value.includes('\0')) this.lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    return undefined;
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

const withAfter = (url: string, after: string | undefined) => {
  if (after === undefined) return url;
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('after', after);
  return `${path}?${params.toString()}`;
};

/**
 * Reads the stream until the signal aborts or a fatal answer; resolves then. Every other end (network loss,
 * 5xx, 429, the server closing) reconnects after a delay, resuming after the last id.
 */
export async function readEventStream(options: StreamOptions): Promise<void> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const initial = options.initialDelay ?? 1000;
  const max = options.maxDelay ?? 30_000;
  let delay = initial;
  let lastId = options.lastEventId;
  const { signal } = options;
  while (!signal.aborted) {
    const parser = new EventStreamParser(lastId);
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', ...options.headers };
      if (lastId !== undefined) headers['Last-Event-ID'] = lastId;
      const res = await doFetch(withAfter(options.url, lastId), { headers, signal, cache: 'no-store' });
      if (FATAL.has(res.status)) {
        await res.body?.cancel().catch(() => undefined);
        options.onFatal?.(res.status);
        return;
      }
      if (res.ok && res.body) {
        delay = initial;
        options.onConnection?.(true);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const event of parser.push(value)) {
            lastId = event.id;
            options.onEvent(event);
          }
        }
      } else {
        await res.body?.cancel().catch(() => undefined);
      }
    } catch {
      // network loss or abort: below
    }
    // lastId moved only with dispatched events: an event cut in the middle comes again.
    if (signal.aborted) return;
    options.onConnection?.(false);
    await wait(parser.retry !== undefined ? Math.max(parser.retry, delay) : delay, signal);
    delay = Math.min(delay * 2, max);
  }
}
