// A server started as a real process (node + tsx), as `npm start` runs it: its JSON log lines, its
// exit code, and signals. For the tests of start-up and graceful shutdown.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  port: number;
  url: string;
  /** Every JSON log line so far. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `script` (from the workspace root) and resolves once `readyPath` answers 200. TypeScript runs
 * through tsx; `{ compiled: true }` runs a production build's JavaScript with plain node; `port` restarts one where it was.
 */
export async function startServer(script: string, env: Record<string, string>, readyPath = '/healthz', options: { compiled?: boolean; port?: number } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [...(options.compiled ? [] : ['--import', 'tsx']), script], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    const lines = output.split('\n');
    output = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ text: line });
      }
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const state = await Promise.race([exited.then((code) => `exited ${code}`), new Promise((r) => setTimeout(() => r('waiting'), 100))]);
    if (state !== 'waiting') throw new Error(`${script} ${state}: ${JSON.stringify(logs.slice(-5))}`);
    const ok = await fetch(url + readyPath).then((res) => res.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer ${readyPath} within 30 s: ${JSON.stringify(logs.slice(-5))}`);
    }
  }
  return { port, url, logs, exited, kill: (signal) => void child.kill(signal) };
}
