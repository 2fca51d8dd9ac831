// Held load (issue 19, point 8): the content service at a fixed rate on a mix of the spec's layout
// calls and list calls, and the shell server serving documents at the same rate, each beside a bare
// Fastify server answering the same bytes at that rate. Not a test: `pnpm bench --only sustained`.
//
// Rate limits: the services run with their default limits and trust (TRUST_PROXY=loopback), and
// the API calls carry X-Forwarded-For from a pool of simulated visitor addresses, as the shell
// server's /api proxy sends them: the limiter counts every request as in production, and no
// visitor of the pool comes near a limit (a real 500 requests per second comes from many visitors,
// not one). The documents' own server-side calls to the content service come from the shell
// server (a trusted proxy forwarding nobody), which the list limits never count.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_DIR, startNode, stop, waitForUrl } from './site.mjs';

export const SUSTAINED_RATE = 500;

/** The spec's layout calls exactly as the shell's API client builds them (both languages), and list calls of the squads' pages. */
export const API_MIX = [
  '/api/menus?locale=id&filter%5Btype%5D=main-menu&filter%5Bmenu_parent%5D=true&filter%5Bis_published%5D=1&include=child&sort=order',
  '/api/menus?locale=id&filter%5Btype%5D=footer&filter%5Bmenu_parent%5D=true&filter%5Bis_published%5D=1&include=child&sort=order',
  '/api/settings?locale=id',
  '/api/footer_logos?sort=order',
  '/api/components?filter%5Bslug%5D=microsite-links&include=menu%2Ccta&locale=id',
  '/api/menus?locale=en&filter%5Btype%5D=main-menu&filter%5Bmenu_parent%5D=true&filter%5Bis_published%5D=1&include=child&sort=order',
  '/api/settings?locale=en',
  '/api/blog-posts?locale=id&page%5Bnumber%5D=1&page%5Bsize%5D=12',
  '/api/research-reports?locale=en',
  '/api/eduvest-events?locale=id',
  '/api/faqs?locale=en&page%5Bnumber%5D=1&page%5Bsize%5D=12',
  '/api/announcement-items?locale=id',
  '/api/corporate-actions?locale=en',
  '/api/blog-posts?locale=en&page%5Bnumber%5D=2&page%5Bsize%5D=12',
];

/** Simulated visitors: 2,000 addresses of 10.20.0.0/16; at 500 requests per second each makes about 15 a minute. */
const VISITORS = Array.from({ length: 2000 }, (_, i) => `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`);

function fire(base, paths, { rate, duration, connections, headers = {}, visitors = false }) {
  let next = 0;
  const requests = paths.map((p) => ({
    method: 'GET',
    path: p,
    ...(visitors
      ? {
          setupRequest: (request) => {
            next = (next + 1) % VISITORS.length;
            return { ...request, headers: { ...request.headers, 'x-forwarded-for': VISITORS[next] } };
          },
        }
      : {}),
  }));
  return new Promise((resolve, reject) => {
    autocannon({ url: base, duration, connections, overallRate: rate, pipelining: 1, headers, requests }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSecond: result.requests.average,
        total: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        statusCodes: result.statusCodeStats,
      });
    });
  });
}

const loadavg = async () => (await import('node:os')).loadavg().map((x) => Math.round(x * 100) / 100);

/**
 * `duration` seconds at `rate` requests per second: the content service on API_MIX, a bare
 * Fastify server on the same paths (the menus call's bytes), the shell server on `documents`
 * (paths), a bare Fastify server answering the home document's bytes. Throws when any answer is
 * not 2xx, when a request fails, or when the rate was not held (under 95% of it).
 */
export async function measureSustained({ contentUrl, siteUrl, documents, barePort, rate = SUSTAINED_RATE, duration = 60, connections = 100, log = () => {} }) {
  for (const p of API_MIX) {
    const res = await fetch(contentUrl + p, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`${p} answered ${res.status} before the load`);
  }
  const headers = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' };
  // A page that answers with a redirect (the risk profile's result without answers goes to the quiz) is a
  // visitor's way to another document already in the list, not a document of its own: left out.
  const pages = [];
  for (const p of documents) {
    const res = await fetch(siteUrl + p, { headers, redirect: 'manual' });
    if (res.status >= 300 && res.status < 400) {
      log(`${p} answers ${res.status} to ${res.headers.get('location')}: left out of the documents`);
      continue;
    }
    if (res.status !== 200) throw new Error(`${p} answered ${res.status} before the load`);
    pages.push(p);
  }
  documents = pages;
  const apiBody = await (await fetch(contentUrl + API_MIX[0])).text();
  const documentBody = await (await fetch(siteUrl + documents[0])).text();
  const apiBodyFile = path.join(BENCH_DIR, 'bare-body.json');
  const documentBodyFile = path.join(BENCH_DIR, 'bare-document.html');
  writeFileSync(apiBodyFile, apiBody);
  writeFileSync(documentBodyFile, documentBody);

  const results = {};
  const run = async (name, base, paths, options) => {
    await fire(base, paths, { ...options, rate, duration: Math.min(5, duration), connections }); // warm-up
    const before = await loadavg();
    const result = { ...(await fire(base, paths, { ...options, rate, duration, connections })), loadBefore: before, loadAfter: await loadavg() };
    results[name] = result;
    log(`${name}: ${Math.round(result.requestsPerSecond)} req/s for ${duration} s (${result.total} requests), p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors; load ${result.loadBefore.join(' ')}`);
  };

  const bare = (file, type) => startNode('bare-server', [path.join(import.meta.dirname, 'bare-server.mjs'), String(barePort), file, type], {});
  let server = bare(apiBodyFile, 'application/json; charset=utf-8');
  try {
    await waitForUrl(`http://127.0.0.1:${barePort}/api/settings`, server);
    await run('bare (API bytes)', `http://127.0.0.1:${barePort}`, API_MIX, { visitors: true });
    await run('content service', contentUrl, API_MIX, { visitors: true });
    await stop(server);
    server = bare(documentBodyFile, 'text/html; charset=utf-8');
    await waitForUrl(`http://127.0.0.1:${barePort}/id`, server);
    await run('bare (document bytes)', `http://127.0.0.1:${barePort}`, documents, { headers });
    await run('shell server documents', siteUrl, documents, { headers });
  } finally {
    await stop(server);
  }

  const failures = Object.entries(results)
    .filter(([, r]) => r.non2xx > 0 || r.errors > 0 || r.requestsPerSecond < rate * 0.95)
    .map(([name, r]) => `${name}: ${Math.round(r.requestsPerSecond)} req/s, ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodes)}), ${r.errors} errors`);
  const ratio = (a, b) => Math.round((a / b) * 10) / 10;
  const service = results['content service'];
  const shell = results['shell server documents'];
  return {
    rate,
    duration,
    connections,
    apiCalls: API_MIX,
    documents,
    visitors: VISITORS.length,
    results,
    ratios: {
      api: { p50: ratio(service.p50, results['bare (API bytes)'].p50), p99: ratio(service.p99, results['bare (API bytes)'].p99) },
      documents: { p50: ratio(shell.p50, results['bare (document bytes)'].p50), p99: ratio(shell.p99, results['bare (document bytes)'].p99) },
    },
    failures,
  };
}
