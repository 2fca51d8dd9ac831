// Load for the shutdown tests: requests on new connections, each with its own x-request-id, and
// requests whose body arrives slowly (in flight for as long as the test wants).
import { request } from 'node:http';
import { connect } from 'node:net';

export interface Outcome {
  id: string;
  status?: number;
  body?: string;
  error?: string;
}

/** One GET on a new connection; never rejects. */
export function getOnce(url: string, id: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers: { 'x-request-id': id, connection: 'close' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ id, status: res.statusCode ?? 0, body }));
      res.on('error', (error) => resolve({ id, status: res.statusCode ?? 0, body, error: error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ id, error: error.code ?? error.message }));
    req.end();
  });
}

/** `workers` loops of GETs of `urls` until `stop()`; every outcome. */
export function loadLoops(urls: string[], workers: number, prefix: string) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let n = 0; !stopped; n++) {
      const outcome = await getOnce(urls[n % urls.length]!, `${prefix}-${worker}-${n}`);
      outcomes.push(outcome);
      if (outcome.error === 'ECONNREFUSED') await new Promise((r) => setTimeout(r, 20));
    }
  });
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/**
 * A POST whose headers and first half of body are sent now; `finish()` sends the rest and resolves
 * with the whole answer (status line included) once the server closes the connection.
 */
export function slowPost(port: number, path: string, id: string, json: string) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  const closed = new Promise<Outcome>((resolve) => {
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ id, status, body: answer.split('\r\n\r\n').slice(1).join('\r\n\r\n') });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ id, error: error.code ?? error.message, body: answer }));
  });
  const half = Math.floor(json.length / 2);
  const started = new Promise<void>((resolve) => {
    socket.once('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
          `X-Request-Id: ${id}\r\nConnection: close\r\n\r\n${json.slice(0, half)}`,
      );
      resolve();
    });
  });
  return {
    started,
    finish() {
      socket.write(json.slice(half));
      return closed;
    },
    abandon() {
      socket.destroy();
    },
  };
}
