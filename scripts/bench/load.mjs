// The content service under load (autocannon), side by side with a bare Fastify server answering
// the same bytes: requests per second, p50 and p99 latency, and the ratio to the bare server.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_DIR, startNode, stop, waitForUrl } from './site.mjs';

/** The calls under load: the spec's menus call (exactly as the shell makes it), a settings call, a list call. */
export const LOAD_CALLS = {
  menus: '/api/menus?locale=id&filter%5Btype%5D=main-menu&filter%5Bmenu_parent%5D=true&filter%5Bis_published%5D=1&include=child&sort=order',
  settings: '/api/settings?locale=id',
  list: '/api/blogs?locale=id&page%5Bsize%5D=12',
};

function fire(url, { duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, pipelining: 1 }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

/**
 * `rounds` rounds of: bare server, then each call (and the menus call without the response cache
 * when `uncachedUrl` names such a service), `duration` seconds each after a short warm-up
 * (the first requests fill caches and JIT). Returns `{ bare: [...], menus: [...], ... }`, one
 * result per round.
 */
export async function measureLoad({ contentUrl, uncachedUrl, barePort, rounds, duration, connections = 50, log = () => {} }) {
  const body = await (await fetch(contentUrl + LOAD_CALLS.menus)).text();
  const bodyFile = path.join(BENCH_DIR, 'bare-body.json');
  writeFileSync(bodyFile, body);
  const bare = startNode('bare-server', [path.join(import.meta.dirname, 'bare-server.mjs'), String(barePort), bodyFile], {});
  const results = { bare: [] };
  for (const name of Object.keys(LOAD_CALLS)) results[name] = [];
  if (uncachedUrl) results['menus, no response cache'] = [];
  try {
    const bareUrl = `http://127.0.0.1:${barePort}${LOAD_CALLS.menus}`;
    await waitForUrl(bareUrl, bare);
    for (let round = 0; round < rounds; round += 1) {
      const targets = [['bare', bareUrl], ...Object.entries(LOAD_CALLS).map(([name, call]) => [name, contentUrl + call])];
      // The same menus call on a second content service without the response cache: what the cache buys.
      if (uncachedUrl) targets.push(['menus, no response cache', uncachedUrl + LOAD_CALLS.menus]);
      for (const [name, url] of targets) {
        await fire(url, { duration: 1, connections });
        const result = await fire(url, { duration, connections });
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors under load`);
        results[name].push(result);
        log(`${name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
      }
    }
  } finally {
    await stop(bare);
  }
  return { bodyBytes: Buffer.byteLength(body), connections, duration, results };
}
