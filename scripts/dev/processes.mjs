// Child processes of `pnpm dev`: output prefixed with the child's name, stopped by pid.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import net from 'node:net';

const COLORS = [36, 35, 33, 32, 34, 31, 96, 95];
const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

let width = 0;
let colorIndex = 0;

/** Prints a line of the dev script itself. */
export function say(message) {
  console.log(`${paint(1, `[dev]`.padEnd(width + 2))} ${message}`);
}

/** Makes every prefix as wide as the longest name, so the columns line up. */
export function alignPrefixes(names) {
  width = Math.max(width, ...names.map((name) => name.length), 3);
}

/**
 * A long-running child with its stdout and stderr prefixed by `[name]`. It runs in its own
 * process group (its pid is the group id), so stopping it also stops what it spawned itself
 * (tsx runs node in a child, for instance) without touching anything else.
 */
export function startChild(name, command, args, { cwd, env }) {
  const color = COLORS[colorIndex++ % COLORS.length];
  const prefix = paint(color, `[${name}]`.padEnd(width + 2));
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...(useColor ? { FORCE_COLOR: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    const out = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix} ${line}\n`));
  }
  child.name = name;
  child.stopping = false;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.once('error', (error) => say(`${name}: ${error.message}`));
  return child;
}

/** Signals the child's process group (its pid negated): the child and what it spawned. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/** Stops children by pid: SIGTERM to each one's process group, SIGKILL after `graceMs`. */
export async function stopChildren(children, graceMs = 5000) {
  const running = children.filter((child) => child.pid && child.exitCode === null && child.signalCode === null);
  for (const child of running) {
    child.stopping = true;
    signalGroup(child, 'SIGTERM');
  }
  await Promise.all(
    running.map(async (child) => {
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
      await child.exited;
      clearTimeout(timer);
      // Whatever the child left behind in its group (a grandchild that ignored SIGTERM).
      signalGroup(child, 'SIGKILL');
    }),
  );
}

/** Whether something already accepts connections on a local port (IPv4 or IPv6 loopback). */
export async function portInUse(port) {
  const probe = (host) =>
    new Promise((resolve) => {
      const socket = net.connect({ host, port });
      socket.setTimeout(1000);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(false));
    });
  const results = await Promise.all([probe('127.0.0.1'), probe('::1')]);
  return results.some(Boolean);
}
