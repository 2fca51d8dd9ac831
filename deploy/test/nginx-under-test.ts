import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
const CONFIG_DIR = path.resolve(import.meta.dirname, '../nginx');

/** Installs Debian's nginx when it is missing, as scripts/site.mjs installs Chromium (never skipped). */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'nginx']]) {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    const result = spawnSync(command!, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (${result.status ?? result.signal}): nginx is needed by deploy/test`);
  }
}

/** A free TCP port on 127.0.0.1 (listened on, then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What a stub upstream saw. */
export interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A stub server standing for a shell server, a content service or the object store: records each request, answers with `answer` (200 unless it says). */
export async function stubServer(
  name: string,
  answer: (seen: Seen) => { status?: number; headers?: Record<string, string>; body?: string } = () => ({}),
): Promise<{ port: number; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
      seen.push(entry);
      const { status = 200, headers = {}, body = JSON.stringify({ server: name, url: entry.url }) } = answer(entry);
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, seen, server };
}

export interface NginxPorts {
  edge: number;
  internal: number;
  /** The staff listener's port (without it, a socket of the prepared folder nobody connects to). */
  staff?: number;
  /** The staff listener's allow-list (`allow` addresses) instead of deploy/nginx/staff-allow.conf's. */
  staffAllow?: string[];
  /**
   * The servers nginx proxies to, by the host:port the config names: the four balanced ones, and the object
   * store /remotes/ reads from (an S3 test server's port; without it, a port that refuses, so /remotes/ is 502).
   */
  upstreams: Record<'shell-1:3000' | 'shell-2:3000' | 'content-1:3001' | 'content-2:3001', number> & { 'object-store:9000'?: number };
  /** Where the access log goes, in the config's own format (default: none). */
  accessLog?: string;
}

/** A loopback port nothing listens on (the discard service's, never run here): connections are refused. */
const REFUSING_PORT = 9;

/**
 * deploy/nginx/ copied into a temporary prefix with this machine's addresses: upstream hosts (and the object
 * store's address) become 127.0.0.1 ports, listeners free ports, the cache folder a temporary one. Every
 * replacement must apply exactly once, so a change to the config cannot slip past the test. (`nginx -t` of the
 * file as shipped, unmodified: nginx.test.ts.)
 * `srv` is a folder of the prefix the config no longer reads (remotes come from the object store).
 */
export function prepareConfig(ports: NginxPorts): { dir: string; config: string; srv: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'brids-nginx-'));
  chmodSync(dir, 0o755);
  for (const file of ['nginx.conf', 'proxy-headers.conf', 'staff-allow.conf']) copyFileSync(path.join(CONFIG_DIR, file), path.join(dir, file));
  if (ports.staffAllow) writeFileSync(path.join(dir, 'staff-allow.conf'), ports.staffAllow.map((address) => `allow ${address};\n`).join(''));
  const srv = path.join(dir, 'srv');
  mkdirSync(path.join(dir, 'cache'), { mode: 0o777 });
  chmodSync(path.join(dir, 'cache'), 0o777);
  let text = readFileSync(path.join(dir, 'nginx.conf'), 'utf8');
  const replace = (from: string, to: string, times = 1) => {
    const count = text.split(from).length - 1;
    if (count !== times) throw new Error(`deploy/nginx/nginx.conf: expected ${times} × ${from}, found ${count}`);
    text = text.split(from).join(to);
  };
  const { 'object-store:9000': objectStore = REFUSING_PORT, ...balanced } = ports.upstreams;
  for (const [host, port] of Object.entries(balanced)) replace(`server ${host} `, `server 127.0.0.1:${port} `);
  replace('set $object_store object-store:9000;', `set $object_store 127.0.0.1:${objectStore};`);
  replace('listen 80 default_server;', `listen 127.0.0.1:${ports.edge} default_server;`);
  replace('listen 3001;', `listen 127.0.0.1:${ports.internal};`);
  replace('listen 8081;', ports.staff ? `listen 127.0.0.1:${ports.staff};` : `listen unix:${path.join(dir, 'staff.sock')};`);
  replace('/var/cache/nginx/edge', path.join(dir, 'cache'));
  replace('pid /tmp/nginx.pid;', `pid ${path.join(dir, 'nginx.pid')};`);
  // Node's pipes are sockets, which /dev/stderr cannot open: the log goes to a file of the prefix.
  replace('error_log /dev/stderr warn;', `error_log ${path.join(dir, 'error.log')} warn;`);
  replace('access_log /dev/stdout edge;', ports.accessLog ? `access_log ${ports.accessLog} edge;` : 'access_log off;');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`).join('\n');
  replace('http {\n', `http {\n${temp}\n`);
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, text);
  return { dir, config, srv };
}

/** `nginx -t` of a prepared config: its exit status and what it printed. */
export function checkConfig(dir: string, config: string): { status: number | null; output: string } {
  const result = spawnSync(NGINX, ['-t', '-p', dir, '-c', config], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Starts nginx in the foreground on a prepared config; resolves once its /healthz answers. */
export async function startNginx(dir: string, config: string, edgePort: number): Promise<ChildProcess> {
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errors = () => `${output}${readFileSync(path.join(dir, 'error.log'), { encoding: 'utf8', flag: 'a+' })}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errors()}`);
    const answer = await send(edgePort, { path: '/healthz' }).catch(() => undefined);
    if (answer?.status === 200) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGTERM');
  throw new Error(`nginx did not answer on ${edgePort}: ${errors()}`);
}

/** A test's teardown: nginx stopped (and waited for), the stub servers closed, the prepared folder removed. */
export async function stopNginx(nginx: ChildProcess | undefined, servers: Server[], dir: string | undefined): Promise<void> {
  if (nginx?.pid && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    process.kill(nginx.pid, 'SIGTERM');
    await exited;
  }
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/**
 * One HTTP/1.1 request as a client sends it (no decompression), with the raw answer: on a connection of
 * its own unless given an `agent` (kept-alive connections, the cluster's load), abandoned after `timeoutMs`,
 * from `localAddress` when given (another loopback address, 127.0.0.x, as another client would be).
 */
export function send(
  port: number,
  options: { path: string; method?: string; headers?: Record<string, string>; body?: string; agent?: Agent | false; timeoutMs?: number; localAddress?: string },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const target = { host: '127.0.0.1', port, path: options.path, method: options.method ?? 'GET', headers: options.headers, agent: options.agent ?? false };
    const req = httpRequest({ ...target, ...(options.localAddress ? { localAddress: options.localAddress } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    if (options.timeoutMs) req.setTimeout(options.timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * `nginx -t` of deploy/nginx/nginx.conf as it ships, not a byte changed, with what compose gives the proxy's
 * container: its service names resolving to their addresses (`hosts`), and an empty cache folder (a volume).
 * Both are set up in a mount namespace of the check's own (unshare -m), so this machine's /etc/hosts and
 * /var/cache stay as they are.
 */
export function checkShippedConfig(hosts: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'brids-nginx-shipped-'));
  try {
    const hostsFile = path.join(dir, 'hosts');
    writeFileSync(hostsFile, Object.entries(hosts).map(([name, address]) => `${address} ${name}\n`).join(''));
    const script = [
      `mount --bind ${hostsFile} /etc/hosts`,
      'mount -t tmpfs tmpfs /var/cache',
      'mkdir /var/cache/nginx',
      // Into a file: the config logs to /dev/stderr, which cannot open Node's pipes (sockets).
      `exec ${NGINX} -t -c ${path.join(CONFIG_DIR, 'nginx.conf')} >${path.join(dir, 'out')} 2>&1`,
    ].join(' && ');
    const result = spawnSync('unshare', ['-m', 'sh', '-c', script], { encoding: 'utf8' });
    const output = readFileSync(path.join(dir, 'out'), { encoding: 'utf8', flag: 'a+' });
    return { status: result.status, output: `${output}${result.stderr}${result.error ? result.error.message : ''}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
