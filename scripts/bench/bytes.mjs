// First-view bytes of a page as the browser receives them (Chromium, CDP Network domain): every
// request of a fresh visit (empty cache, the shell's link prefetch off) until the network has been
// quiet for a while. JavaScript and CSS compressed (body bytes on the wire) and raw (decoded),
// number of requests, and the sequential round trips before the largest contentful paint.
import { request as httpRequest } from 'node:http';
import { LCP_SCRIPT, MOBILE, NO_PREFETCH_SCRIPT } from './browser.mjs';

const QUIET_MS = 700;

function kindOf(req) {
  const url = new URL(req.url);
  if (req.type === 'Document') return 'document';
  if (req.type === 'Script') return 'js';
  if (req.type === 'Stylesheet') return 'css';
  if (req.type === 'Font') return 'font';
  if (req.type === 'Image') return 'image';
  if (url.pathname.startsWith('/api/')) return 'api';
  if (url.pathname.endsWith('.json')) return 'manifest';
  return 'other';
}

/**
 * The longest chain of requests, each starting only after the previous one finished, among the
 * requests done before `until` (ms since the document's request): each link of such a chain is at
 * least one network round trip on a phone, whatever the server's speed.
 */
export function sequentialChain(requests, until) {
  const done = requests.filter((r) => r.end !== undefined && r.end <= until).sort((a, b) => a.end - b.end);
  const best = new Map();
  let last = null;
  for (const r of done) {
    let parent = null;
    for (const q of done) {
      if (q === r || q.end > r.start) continue;
      if (!parent || best.get(q).length > best.get(parent).length) parent = q;
    }
    const chain = parent ? [...best.get(parent), r] : [r];
    best.set(r, chain);
    if (!last || chain.length > last.length) last = chain;
  }
  return last ?? [];
}

/** Loads one page in a fresh context and records its network traffic. */
export async function measurePage(browser, url, log = () => {}) {
  const context = await browser.newContext({ ...MOBILE });
  await context.addInitScript(NO_PREFETCH_SCRIPT);
  await context.addInitScript(LCP_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const byId = new Map();
  let lastActivity = Date.now();
  let t0 = null;
  const ms = (timestamp) => (timestamp - t0) * 1000;
  cdp.on('Network.requestWillBeSent', (e) => {
    lastActivity = Date.now();
    if (t0 === null) t0 = e.timestamp;
    if (e.request.url.startsWith('data:')) return;
    const known = byId.get(e.requestId);
    if (known) {
      known.redirects += 1; // same id: a redirect; keep one record, its latest URL
      known.url = e.request.url;
      return;
    }
    byId.set(e.requestId, { url: e.request.url, type: e.type, start: ms(e.timestamp), raw: 0, redirects: 0, status: 0, headerBytes: 0 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.type = e.type;
    r.headerBytes = e.response.encodedDataLength ?? 0;
    r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
  });
  cdp.on('Network.dataReceived', (e) => {
    lastActivity = Date.now();
    const r = byId.get(e.requestId);
    if (r) r.raw += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    lastActivity = Date.now();
    const r = byId.get(e.requestId);
    if (!r) return;
    r.end = ms(e.timestamp);
    r.transfer = e.encodedDataLength;
    r.encoded = Math.max(0, e.encodedDataLength - r.headerBytes);
  });
  cdp.on('Network.loadingFailed', (e) => {
    lastActivity = Date.now();
    const r = byId.get(e.requestId);
    if (r) r.failed = e.errorText;
  });
  await cdp.send('Network.enable');
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  // Until the network is quiet; a request Chromium never reports as finished (nor failed) ends the wait
  // after 20 s, named in the log, instead of holding the run for good.
  const waitStarted = Date.now();
  for (;;) {
    const pending = [...byId.values()].filter((r) => r.end === undefined && !r.failed);
    if (pending.length === 0 && Date.now() - lastActivity > QUIET_MS) break;
    if (Date.now() - waitStarted > 20_000) {
      log(`${url}: still pending after 20 s, not waited for: ${pending.map((r) => r.url).join(', ')}`);
      break;
    }
    await page.waitForTimeout(100);
  }
  const { lcp, navStart } = await page.evaluate(() => ({
    lcp: window.__benchLcp,
    navStart: performance.getEntriesByType('navigation')[0]?.startTime ?? 0,
  }));
  await context.close();

  const requests = [...byId.values()].filter((r) => !new URL(r.url).pathname.startsWith('/favicon'));
  for (const r of requests) r.kind = kindOf(r);
  // LCP is measured from the navigation start; CDP times from the document's request (the same moment within a ms).
  // The first view ends when the main thread has painted the largest element (`paintTime`); Chromium shows
  // that frame later (`startTime`, the presentation), on this host's software compositor up to a few hundred
  // ms later, by which time the page may have asked for what it defers until after its paint.
  const lcpMs = lcp ? lcp.paintTime - navStart : Number.NaN;
  const lcpPresentedMs = lcp ? lcp.startTime - navStart : Number.NaN;
  const jsRequestedBefore = (ms) =>
    requests
      .filter((r) => r.kind === 'js' && r.start <= ms)
      .reduce((total, r) => ({ count: total.count + 1, compressed: total.compressed + (r.encoded ?? 0), raw: total.raw + r.raw }), { count: 0, compressed: 0, raw: 0 });
  const chain = sequentialChain(requests, lcpMs);
  const sum = (kind, field) => requests.filter((r) => r.kind === kind).reduce((total, r) => total + (r[field] ?? 0), 0);
  const count = (kind) => requests.filter((r) => r.kind === kind).length;
  return {
    url,
    requests: requests.length,
    requestsBeforeLcp: requests.filter((r) => r.end !== undefined && r.end <= lcpMs).length,
    roundTripsBeforeLcp: chain.length,
    chain: chain.map((r) => `${new URL(r.url).pathname} (${Math.round(r.start)}-${Math.round(r.end)} ms)`),
    lcpMs: Math.round(lcpMs),
    lcpPresentedMs: Math.round(lcpPresentedMs),
    lcpElement: lcp ? lcp.element + (lcp.url ? ` ${new URL(lcp.url, url).pathname}` : '') : '',
    js: { count: count('js'), compressed: sum('js', 'encoded'), raw: sum('js', 'raw') },
    // What the page needed before its largest paint: scripts requested before it. Later ones (the
    // floating buttons, a prefetch when idle) load after the first view and are in `js` only.
    jsBeforeLcp: jsRequestedBefore(lcpMs),
    // The same up to the frame's presentation, for reference.
    jsBeforeLcpPresented: jsRequestedBefore(lcpPresentedMs),
    css: { count: count('css'), compressed: sum('css', 'encoded'), raw: sum('css', 'raw') },
    api: { count: count('api'), compressed: sum('api', 'encoded') },
    manifests: count('manifest'),
    images: { count: count('image'), compressed: sum('image', 'encoded') },
    fonts: { count: count('font'), compressed: sum('font', 'encoded') },
    document: { compressed: sum('document', 'encoded'), raw: sum('document', 'raw') },
    files: requests
      .filter((r) => r.kind === 'js' || r.kind === 'css')
      .map((r) => ({ url: new URL(r.url).pathname, kind: r.kind, compressed: r.encoded ?? 0, raw: r.raw, encoding: r.encoding })),
  };
}

/** Size of a URL's body as the server sends it with `Accept-Encoding: br` (HTTPS browsers get it). */
export function brotliSize(url) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(res.headers['content-encoding'] === 'br' ? bytes : Number.NaN));
    });
    req.on('error', reject);
    req.end();
  });
}

/** First-view bytes of every page (one visit each: bytes do not vary between runs). */
export async function measureBytes(browser, siteUrl, pages, { log = () => {} } = {}) {
  const results = [];
  const brotliCache = new Map();
  for (const page of pages) {
    const result = await measurePage(browser, siteUrl + page.path, log);
    let jsBrotli = 0;
    for (const file of result.files.filter((f) => f.kind === 'js')) {
      if (!brotliCache.has(file.url)) brotliCache.set(file.url, await brotliSize(siteUrl + file.url));
      jsBrotli += brotliCache.get(file.url);
    }
    result.js.brotli = jsBrotli;
    results.push({ ...page, ...result });
    log(`${page.path}: JS ${(result.js.compressed / 1000).toFixed(1)} kB compressed, ${result.requests} requests, ${result.roundTripsBeforeLcp} round trips before LCP`);
  }
  return results;
}
