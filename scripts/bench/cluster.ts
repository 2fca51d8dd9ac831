// Documents per second of the shell servers in the production topology (deploy/test/cluster/): the same
// mix of server-rendered pages through nginx, first with both shell servers behind it, then with one.
//   pnpm bench:cluster [seconds per round, default 20] [rounds, default 3]
// Needs `pnpm build`; PostgreSQL and Redis on this machine; Debian's nginx (installed when missing).
// Writes .cache/bench/runs/cluster-<time>.json and prints a table for docs/performance.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startCluster } from '../../deploy/test/cluster/cluster.ts';
import { PAGES } from '../../deploy/test/cluster/load.ts';

const [seconds = '20', rounds = '3'] = process.argv.slice(2);
const CONNECTIONS = 16;

interface Result {
  documentsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function fire(port: number, duration: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}`, duration, connections: CONNECTIONS, requests: PAGES.map((page) => ({ method: 'GET', path: page })) },
      (error, result) => {
        if (error) return reject(error);
        resolve({ documentsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx });
      },
    );
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const cluster = await startCluster({ rateLimits: { RATE_LIMIT_LIST_MAX: '1000000', RATE_LIMIT_SEARCH_MAX: '1000000' } });
const results: Record<'two shell servers' | 'one shell server', Result[]> = { 'two shell servers': [], 'one shell server': [] };
try {
  // Warm-up: every page rendered once on each instance (server builds loaded, caches and JIT warm).
  await fire(cluster.edge, 5);
  for (let round = 0; round < Number(rounds); round++) {
    results['two shell servers'].push(await fire(cluster.edge, Number(seconds)));
    // One instance: the other stopped (SIGTERM); nginx sends everything to the live one.
    await cluster.shells[1].stop();
    await fire(cluster.edge, 3);
    results['one shell server'].push(await fire(cluster.edge, Number(seconds)));
    await cluster.shells[1].start();
    await new Promise((resolve) => setTimeout(resolve, 11_000)); // nginx's fail_timeout: the instance is sent traffic again
    await fire(cluster.edge, 3);
  }
} finally {
  await cluster.stop();
}

const dir = path.resolve(import.meta.dirname, '../../.cache/bench/runs');
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `cluster-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ seconds: Number(seconds), rounds: Number(rounds), connections: CONNECTIONS, pages: PAGES, results }, null, 2));
console.log(`| shell servers behind nginx | documents/s (median of ${rounds}) | p50 ms | p99 ms | errors, non-2xx |\n| --- | ---: | ---: | ---: | ---: |`);
for (const [name, runs] of Object.entries(results)) {
  console.log(`| ${name} | ${median(runs.map((r) => r.documentsPerSecond)).toFixed(1)} | ${median(runs.map((r) => r.p50))} | ${median(runs.map((r) => r.p99))} | ${runs.reduce((s, r) => s + r.errors, 0)}, ${runs.reduce((s, r) => s + r.non2xx, 0)} |`);
}
console.log(`\n(${file})`);
