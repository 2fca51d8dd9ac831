// Writes a bench run: the raw run to an ignored folder (.cache/bench/runs/), and the latest table of each
// suite it measured into docs/performance.md, in place, between that table's markers
// (`<!-- bench:<table> -->` ... `<!-- /bench:<table> -->`). Tables a run did not measure stay as they were.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CALIBRATED_BENCHMARK_INDEX } from './lighthouse.mjs';
import { QUIET_BUSY } from './quiet-host.mjs';
import { BUDGETS } from './stats.mjs';
import { typableAtFirstPaint } from './typable.mjs';

const kB = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} kB` : '–');
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const s = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(1)} s` : '–');
const ok = (pass) => (pass ? 'ok' : '**over**');
const row = (cells) => `| ${cells.join(' | ')} |`;

/** How quiet the host was when each run started (scripts/bench/quiet-host.mjs). */
function quietHost(lighthouse) {
  const starts = lighthouse.pages.flatMap((page) => (page.samples ?? []).map((sample) => sample.host)).filter((host) => host && host.busy !== undefined);
  if (starts.length === 0) return '';
  const busiest = Math.max(...starts.map((host) => host.busy));
  const waited = starts.reduce((sum, host) => sum + host.waitedMs, 0);
  const gaveUp = starts.filter((host) => host.gaveUp).length;
  return ` Each run started once other processes left the CPUs at most ${Math.round(QUIET_BUSY * 100)}% busy for two seconds (busiest start ${Math.round(busiest * 100)}%, ${Math.round(waited / 1000)} s of waiting in all${gaveUp ? `; **${gaveUp} runs started on a busy host after two minutes of waiting**` : ''}).`;
}

/** What a reference (unbudgeted) Lighthouse table measures, by its key in the run. */
const REFERENCE = {
  lighthouseScaled: (lighthouse) =>
    `For reference, not budgeted: the same server, with Lighthouse's CPU slowdown at ${lighthouse.cpuSlowdownMultiplier}x instead of 4x (4 × the host's benchmark index in the budgeted runs / ${CALIBRATED_BENCHMARK_INDEX}: Lighthouse calibrates its 4x for a host of index 1500–2000, so this simulates the same mid-tier phone on this host, faster or slower).`,
  lighthouseHttp1: () => `The same servers without TLS, one connection per request (HTTP/1.1). Budget: LCP ≤ ${s(BUDGETS.lighthouseHttp1.lcp)} (the rest as above, not budgeted here).`,
};

function lighthouseTable(lighthouse, { reference } = {}) {
  const budgeted = !reference;
  const b = BUDGETS.lighthouse;
  const served = lighthouse.origin ? ` Served from ${lighthouse.origin}${lighthouse.protocol ? ` (${lighthouse.protocol})` : ''}.` : '';
  const indexes = lighthouse.pages
    .flatMap((page) => (page.samples ?? []).map((sample) => sample.benchmarkIndex))
    .filter((value) => Number.isFinite(value))
    .sort((a, b) => a - b);
  // Lighthouse multiplies the CPU time it observes by 4 whatever the host's speed: on a busier or
  // slower host the same build shows more blocking time. Its own CPU benchmark says how fast the host was.
  const host = indexes.length
    ? ` Host CPU benchmark index (Lighthouse's, higher is faster): median ${Math.round(indexes[Math.floor(indexes.length / 2)])}, lowest ${Math.round(indexes[0])}.`
    : '';
  const lines = [
    `Lighthouse ${lighthouse.version}, mobile profile, simulated throttling; medians of ${lighthouse.runs} runs per page${lighthouse.warmedUp ? ' after one unmeasured visit of each page (warm servers)' : ''}.${served}${host}${quietHost(lighthouse)}`,
    budgeted ? `Budgets: score ≥ ${b.score}, LCP ≤ ${s(b.lcp)}, TBT ≤ ${b.tbt} ms, CLS ≤ ${b.cls}, SEO ${b.seo}.` : REFERENCE[reference](lighthouse),
    '',
    row(['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'SEO', 'budgets']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
  ];
  for (const page of lighthouse.pages) {
    const m = page.median;
    const misses = (
      reference === 'lighthouseHttp1'
        ? [m.lcp > BUDGETS.lighthouseHttp1.lcp && 'LCP']
        : [m.score < b.score && `score ${m.score}`, m.lcp > b.lcp && 'LCP', m.tbt > b.tbt && 'TBT', m.cls > b.cls && 'CLS', m.seo < b.seo && `SEO ${m.seo}`]
    ).filter(Boolean);
    const budgetedHere = budgeted || reference === 'lighthouseHttp1';
    lines.push(
      row([
        `${page.name} (${page.locale}) \`${page.path}\``,
        String(m.score),
        s(m.fcp),
        s(m.lcp),
        ms(m.tbt),
        m.cls.toFixed(3),
        s(m.si),
        Number.isFinite(m.seo) ? String(m.seo) : '–',
        budgetedHere ? (misses.length ? `**over: ${misses.join(', ')}**` : 'ok') : misses.length ? `over: ${misses.join(', ')}` : 'ok',
      ]),
    );
  }
  return lines.join('\n');
}

/** The long tasks of the run nearest each page's median TBT: what the blocking time is made of. */
function longTasksTable(lighthouse) {
  const pages = lighthouse.pages.filter((page) => (page.samples ?? []).some((sample) => Array.isArray(sample.longTasks)));
  if (pages.length === 0) return '';
  const lines = [
    "Where the blocking time goes: the main thread's tasks over 50 ms on the simulated phone in the run nearest each page's median TBT, in order, each with the script Lighthouse attributes it to, its simulated duration and start.",
    '',
    row(['page', 'TBT of that run', 'long tasks']),
    row(['---', '---:', '---']),
  ];
  for (const page of pages) {
    const nearest = page.samples.reduce((best, sample) => (Math.abs(sample.tbt - page.median.tbt) < Math.abs(best.tbt - page.median.tbt) ? sample : best));
    const tasks = [...(nearest.longTasks ?? [])].sort((a, b) => a.startTime - b.startTime);
    const list = tasks.map((task) => `${task.script} ${ms(task.duration)} at ${s(task.startTime)}`).join('; ') || 'none';
    lines.push(row([`${page.name} (${page.locale})`, ms(nearest.tbt), list]));
  }
  return lines.join('\n');
}

function bytesTable(bytes) {
  const lines = [
    'Every page kind (route) as Chromium receives it on a first visit (empty cache, link prefetch off), until the network is quiet.',
    'JS and CSS: compressed body bytes as sent (brotli here) and raw (decoded). "JS before LCP": the scripts requested before the main thread painted the largest element (the LCP entry\'s `paintTime`), what the first view needs; the rest loads after it (floating buttons, prefetches when idle). "…presented": the scripts requested before that frame was shown (the LCP time), for reference: this host\'s software compositor can show it a few hundred ms after the paint, when the page has already asked for what it defers until after its paint.',
    `Budget: JS before LCP ≤ ${BUDGETS.firstViewJs / 1000} kB compressed.`,
    '"Round trips": the longest chain of requests before the largest paint in which each starts after the previous one ended.',
    'File sizes do not vary from run to run; which files are asked for before the paint can, by timing: one visit per page.',
    '',
    row(['page', 'JS before LCP', '…presented', 'JS compressed', 'JS raw', 'JS files', 'CSS compressed', 'CSS raw', 'requests', 'round trips before LCP', 'budget']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
  ];
  for (const page of bytes.pages) {
    lines.push(
      row([
        `${page.name} (${page.locale})`,
        kB(page.jsBeforeLcp?.compressed),
        kB(page.jsBeforeLcpPresented?.compressed),
        kB(page.js.compressed),
        kB(page.js.raw),
        String(page.js.count),
        kB(page.css.compressed),
        kB(page.css.raw),
        String(page.requests),
        String(page.roundTripsBeforeLcp),
        ok((page.jsBeforeLcp?.compressed ?? page.js.compressed) <= BUDGETS.firstViewJs),
      ]),
    );
  }
  const firstView = (page) => page.jsBeforeLcp?.compressed ?? page.js.compressed;
  const worst = bytes.pages.reduce((a, b) => (firstView(b) > firstView(a) ? b : a), bytes.pages[0]);
  if (worst) lines.push('', `Largest first view: ${worst.name} (${worst.locale}), ${kB(firstView(worst))} of JS before the largest paint, ${kB(worst.js.compressed)} in all.`);
  return lines.join('\n');
}

function navigationTable(navigation) {
  const lines = [
    `Click on a menu link to the next page painted, on an emulated phone (CPU 4x slower, 150 ms RTT, 1.6 Mbit/s); medians of ${navigation.runs} tours.`,
    '',
    row(['navigation', 'cold', 'after prefetch']),
    row(['---', '---:', '---:']),
  ];
  for (const step of Object.keys(navigation.cold)) lines.push(row([step, ms(navigation.cold[step]), ms(navigation.prefetched[step])]));
  return lines.join('\n');
}

function loadTable(load) {
  const lines = [
    `autocannon, ${load.connections} connections, ${load.duration} s per call after a 1 s warm-up, medians of ${load.rounds} rounds; the bare server is Fastify answering the menus call's ${load.bodyBytes} bytes.`,
    'Budget: the menus call at least half the bare server\'s requests per second, p99 at most 25 ms.',
    '',
    row(['call', 'req/s', 'p50', 'p99', 'ratio to bare', 'budget']),
    row(['---', '---:', '---:', '---:', '---:', '---']),
  ];
  for (const [name, m] of Object.entries(load.median)) {
    const ratio = m.requestsPerSecond / load.median.bare.requestsPerSecond;
    const budget =
      name === 'menus' ? ok(ratio >= BUDGETS.menus.ratio && m.p99 <= BUDGETS.menus.p99) : '';
    lines.push(row([name, String(Math.round(m.requestsPerSecond)), ms(m.p50), ms(m.p99), ratio.toFixed(2), budget]));
  }
  return lines.join('\n');
}

function sustainedTable(sustained) {
  const lines = [
    `autocannon at a fixed ${sustained.rate} requests per second (\`overallRate\`, latencies corrected for coordinated omission) over ${sustained.connections} connections, ${sustained.duration} s per row after a 5 s warm-up. The API rows cycle through ${sustained.apiCalls.length} calls (the spec's menus, settings, footer_logos and components calls as the shell builds them, and list calls of the squads' pages) with X-Forwarded-For from ${sustained.visitors} simulated visitor addresses, the rate limits at their defaults; the document rows cycle through ${sustained.documents.length} documents (every route of the release in both languages), asking for br/gzip as browsers do. The bare server is Fastify answering the first call's bytes (the main menu, or the Indonesian home document uncompressed). Load averages: 1 / 5 / 15 minutes before each row.`,
    'Goal (issue 19): 500 requests per second held for 60 s with 0 errors and 0 non-2xx answers, on both servers.',
    '',
    row(['server', 'req/s held', 'requests', 'p50', 'p99', 'max', 'non-2xx', 'errors', 'p50 / p99 vs bare', 'load before', 'goal']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---']),
  ];
  const vsBare = { 'content service': sustained.ratios.api, 'shell server documents': sustained.ratios.documents };
  for (const [name, r] of Object.entries(sustained.results)) {
    const ratio = vsBare[name] ? `${vsBare[name].p50}x / ${vsBare[name].p99}x` : '';
    const goal = vsBare[name] ? ok(r.non2xx === 0 && r.errors === 0 && r.requestsPerSecond >= sustained.rate * 0.95 && sustained.duration >= 60) : '';
    lines.push(row([name, String(Math.round(r.requestsPerSecond)), String(r.total), ms(r.p50), ms(r.p99), ms(r.max), String(r.non2xx), String(r.errors), ratio, r.loadBefore.join(' / '), goal]));
  }
  if (sustained.failures.length) lines.push('', `Failures: ${sustained.failures.join('; ')}.`);
  return lines.join('\n');
}

function buildTable(build) {
  const lines = [
    `\`rsbuild build\` of each app in turn (production), medians of ${build.runs}.`,
    '',
    row(['build', 'time']),
    row(['---', '---:']),
    row(['whole workspace, cold', s(build.median.workspaceCold)]),
    row(['whole workspace, warm', s(build.median.workspaceWarm)]),
    row([`one remote (${build.remote}), cold`, s(build.median.remoteCold)]),
    row([`one remote (${build.remote}), warm`, s(build.median.remoteWarm)]),
  ];
  if (build.perApp) lines.push('', `Per app, cold: ${Object.entries(build.perApp).map(([app, t]) => `${app} ${s(t)}`).join(', ')}.`);
  return lines.join('\n');
}

/** Lighthouse's throttling of a `pnpm bench:phone` pass, by its key in the run. */
const PHONE_PASSES = {
  phoneHttp1: (lighthouse) => `simulated throttling (slow 4G: 150 ms RTT, 1.6 Mbit/s; CPU 4x), over plain HTTP/1.1 from ${lighthouse.origin}`,
  phoneScaled: (lighthouse) => `simulated throttling with the CPU slowdown at ${lighthouse.cpuSlowdownMultiplier}x (4 × the host's benchmark index / ${CALIBRATED_BENCHMARK_INDEX}: the phone Lighthouse's 4x is calibrated for), over HTTPS with HTTP/2 from ${lighthouse.origin}`,
  phoneDevtools: (lighthouse) => `devtools throttling: the real load slowed by the same slow 4G in Lighthouse's devtools figures (562.5 ms request latency, 1,474.6 kbit/s down, 675 kbit/s up) and the CPU 4x, over HTTPS with HTTP/2 from ${lighthouse.origin}`,
};
export const PHONE_TARGETS = { http1Lcp: 1200, devtoolsLcp: 1500, devtoolsTti: 3000, scaledTbt: 150, cls: 0 };

/** A median with the spread of its samples: "1.1 s (1.0–1.3)". */
function spread(page, field, format) {
  const values = (page.samples ?? []).map((sample) => sample[field]).filter(Number.isFinite);
  if (values.length < 2) return format(page.median[field]);
  const strip = (text) => text.replace(/ (ms|s)$/, '');
  return `${format(page.median[field])} (${strip(format(Math.min(...values)))}–${strip(format(Math.max(...values)))})`;
}

/** How busy the host was at each run's start, without waiting long for it to quiet down (a shared machine). */
function phoneHost(pass) {
  const starts = pass.pages.flatMap((page) => (page.samples ?? []).map((sample) => sample.host)).filter((host) => host && host.busy !== undefined);
  if (starts.length === 0) return '';
  const busy = starts.map((host) => host.busy).sort((a, b) => a - b);
  const gaveUp = starts.filter((host) => host.gaveUp).length;
  return ` Host at each run's start (other processes' share of the CPUs, /proc/stat over a second): median ${Math.round(busy[Math.floor(busy.length / 2)] * 100)}%, busiest ${Math.round(busy.at(-1) * 100)}%; ${gaveUp} of ${starts.length} runs started on a host busier than ${Math.round(QUIET_BUSY * 100)}% after the longest wait allowed.`;
}

function phoneLighthouseTable(key, lighthouse) {
  const indexes = lighthouse.pages.flatMap((page) => (page.samples ?? []).map((sample) => sample.benchmarkIndex)).filter(Number.isFinite).sort((a, b) => a - b);
  const lines = [
    `Lighthouse ${lighthouse.version}, mobile profile, ${PHONE_PASSES[key](lighthouse)}${lighthouse.protocol ? ` (${lighthouse.protocol})` : ''}; medians of ${lighthouse.runs} runs per page (lowest–highest in brackets) after one unmeasured visit of each page.${indexes.length ? ` Host CPU benchmark index: median ${Math.round(indexes[Math.floor(indexes.length / 2)])}, lowest ${Math.round(indexes[0])}.` : ''}${phoneHost(lighthouse)}`,
    '',
    row(['page', 'FCP', 'LCP', 'TBT', 'TTI', 'CLS']),
    row(['---', '---:', '---:', '---:', '---:', '---:']),
  ];
  for (const page of lighthouse.pages) {
    lines.push(row([`${page.name} (${page.locale})`, spread(page, 'fcp', s), spread(page, 'lcp', s), spread(page, 'tbt', ms), spread(page, 'tti', s), page.median.cls.toFixed(3)]));
  }
  if (key === 'phoneDevtools') lines.push('', phoneBreakdownTable(lighthouse));
  return lines.join('\n');
}

/** What the LCP waited for and what the main thread did, in the run nearest each page's median LCP. */
function phoneBreakdownTable(lighthouse) {
  const lines = [
    "Where the time goes (devtools throttling), in the run nearest each page's median LCP: Lighthouse's LCP breakdown (time to first byte, resource load delay and duration, render delay), the document's request from start to end, the bytes transferred, and the main thread's work by kind (its three largest).",
    '',
    row(['page', 'LCP', 'LCP breakdown', 'document', 'transferred', 'main thread']),
    row(['---', '---:', '---', '---:', '---:', '---']),
  ];
  for (const page of lighthouse.pages) {
    const nearest = page.samples.reduce((best, sample) => (Math.abs(sample.lcp - page.median.lcp) < Math.abs(best.lcp - page.median.lcp) ? sample : best));
    const breakdown = Object.entries(nearest.lcpBreakdown ?? {}).map(([part, value]) => `${part} ${ms(value)}`).join(', ') || '–';
    const work = Object.entries(nearest.mainThread ?? {}).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([group, value]) => `${group} ${ms(value)}`).join(', ') || '–';
    lines.push(row([`${page.name} (${page.locale})`, s(nearest.lcp), breakdown, ms(nearest.documentMs), kB(nearest.transferBytes), work]));
  }
  return lines.join('\n');
}

/** The window of "typable at the first paint" a run used (runs before it was recorded used one polling interval). */
const typableWindow = (typable) => typable.withinMs ?? typable.pollMs;
const pageLabel = (page) => (page.reference ? page.name : `${page.name} (${page.locale})`);

function phoneTypableTable(typable) {
  const within = typableWindow(typable);
  const how = typable.withinMs
    ? `from the navigation start the bench looks for the first field every ${typable.pollMs} ms, focuses it and types a character. "Typable": when the field took it (its input event, heard by a listener the bench adds before the page's scripts; the page's clock); "field": when the bench first found it; FCP of the same load. Typable at the first paint: typable ≤ FCP + ${within} ms (RAIL's response time: a character typed at the first paint shows within it). The reference row is a bare page with one field (plain HTTP, same throttling): the bench's own cost, the first evaluation waiting for the paint, then focus and key events as round trips.`
    : `from the navigation start the bench looks for the first field every ${typable.pollMs} ms, focuses it, types a character and reads the value back. "Typable": when the character was first there (the page's clock); "field": when the field was first found; FCP of the same load. Typable at the first paint: typable ≤ FCP + ${within} ms.`;
  const lines = [
    `The form pages in Debian's Chromium under the devtools pass's throttling (CDP Network.emulateNetworkConditions and Emulation.setCPUThrottlingRate), a phone's screen, an empty cache, from ${typable.origin}: ${how} Medians of ${typable.runs} loads (lowest–highest).${phoneHost(typable)}`,
    '',
    row(['page', 'FCP', 'field', 'typable', 'typable − FCP', 'loads typable at the first paint', 'at the first paint']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---']),
  ];
  for (const page of typable.pages) {
    const atPaint = page.samples.filter((sample) => typableAtFirstPaint(sample.typableMs, sample.fcpMs, within)).length;
    const m = page.median;
    lines.push(
      row([
        pageLabel(page),
        spread(page, 'fcpMs', ms),
        spread(page, 'fieldMs', ms),
        spread(page, 'typableMs', ms),
        ms(m.typableMs - m.fcpMs),
        `${atPaint} of ${page.samples.length}`,
        typableAtFirstPaint(m.typableMs, m.fcpMs, within) ? 'yes' : '**no**',
      ]),
    );
  }
  return lines.join('\n');
}

/** The worst page median of a field in a pass: `{ value, page }`. */
function worst(pass, field) {
  return pass.pages.reduce((acc, page) => (page.median[field] > acc.value ? { value: page.median[field], page: `${page.name} (${page.locale})` } : acc), { value: -Infinity, page: '' });
}

/** Issue 27 item 4's targets against what the run measured: the worst page of each, and the pages that missed. */
function phoneTargetsTable(run) {
  const t = PHONE_TARGETS;
  const lines = [row(['target', 'measured (worst page median)', 'met', 'pages that missed']), row(['---', '---', '---', '---'])];
  const lighthouseTarget = (label, pass, field, limit, format) => {
    if (!pass) return row([label, 'not measured in this run', '–', '']);
    const w = worst(pass, field);
    const missed = pass.pages.filter((page) => page.median[field] > limit).map((page) => `${page.name} (${page.locale}) ${format(page.median[field])}`);
    return row([label, `${format(w.value)}, ${w.page}`, missed.length ? '**missed**' : 'met', missed.join('; ')]);
  };
  lines.push(lighthouseTarget(`simulated LCP ≤ ${s(t.http1Lcp)} over HTTP/1.1`, run.phoneHttp1, 'lcp', t.http1Lcp, s));
  lines.push(lighthouseTarget(`devtools-throttled LCP ≤ ${s(t.devtoolsLcp)}`, run.phoneDevtools, 'lcp', t.devtoolsLcp, s));
  lines.push(lighthouseTarget(`devtools-throttled TTI ≤ ${s(t.devtoolsTti)}`, run.phoneDevtools, 'tti', t.devtoolsTti, s));
  if (run.phoneTypable) {
    const within = typableWindow(run.phoneTypable);
    const forms = run.phoneTypable.pages.filter((page) => !page.reference);
    const late = forms.filter((page) => !typableAtFirstPaint(page.median.typableMs, page.median.fcpMs, within));
    const gap = Math.max(...forms.map((page) => page.median.typableMs - page.median.fcpMs));
    lines.push(row([`form pages: first field typable at the first paint (≤ FCP + ${within} ms)`, `typable − FCP at most ${ms(gap)}`, late.length ? '**missed**' : 'met', late.map((page) => `${pageLabel(page)} ${ms(page.median.typableMs - page.median.fcpMs)} after FCP`).join('; ')]));
  } else lines.push(row(['form pages: first field typable at the first paint', 'not measured in this run', '–', '']));
  lines.push(lighthouseTarget(`TBT ≤ ${t.scaledTbt} ms, CPU scaled to the host`, run.phoneScaled, 'tbt', t.scaledTbt, ms));
  const passes = ['phoneHttp1', 'phoneScaled', 'phoneDevtools'].filter((key) => run[key]);
  const shifted = passes.flatMap((key) => run[key].pages.filter((page) => page.median.cls > t.cls).map((page) => `${page.name} (${page.locale}) ${page.median.cls.toFixed(3)} (${key})`));
  const clsWorst = Math.max(...passes.flatMap((key) => run[key].pages.map((page) => page.median.cls)));
  lines.push(row(['CLS 0 (every pass)', passes.length ? clsWorst.toFixed(3) : 'not measured in this run', passes.length ? (shifted.length ? '**missed**' : 'met') : '–', shifted.join('; ')]));
  return lines.join('\n');
}

/** The tables of docs/performance.md, by their key in a run, each with its markdown. */
const TABLES = {
  lighthouse: (run) => [lighthouseTable(run.lighthouse), longTasksTable(run.lighthouse)].filter(Boolean).join('\n\n'),
  lighthouseScaled: (run) => lighthouseTable(run.lighthouseScaled, { reference: 'lighthouseScaled' }),
  lighthouseHttp1: (run) => lighthouseTable(run.lighthouseHttp1, { reference: 'lighthouseHttp1' }),
  bytes: (run) => bytesTable(run.bytes),
  navigation: (run) => navigationTable(run.navigation),
  load: (run) => loadTable(run.load),
  sustained: (run) => sustainedTable(run.sustained),
  build: (run) => buildTable(run.build),
  phoneHttp1: (run) => phoneLighthouseTable('phoneHttp1', run.phoneHttp1),
  phoneScaled: (run) => phoneLighthouseTable('phoneScaled', run.phoneScaled),
  phoneDevtools: (run) => phoneLighthouseTable('phoneDevtools', run.phoneDevtools),
  phoneTypable: (run) => phoneTypableTable(run.phoneTypable),
  phoneTargets: (run) => phoneTargetsTable(run),
};
/** A table written from several of a run's keys: written when the run has any of them. */
const MADE_OF = { phoneTargets: ['phoneHttp1', 'phoneScaled', 'phoneDevtools', 'phoneTypable'] };
export const TABLE_KEYS = Object.keys(TABLES);

const begin = (key) => `<!-- bench:${key} -->`;
const end = (key) => `<!-- /bench:${key} -->`;

/** One table with the run that measured it: when, by which command, on which machine. */
export function tableBlock(key, run) {
  const m = run.machine;
  return [
    `Measured ${run.date} by \`${run.command}\`${run.commit ? ` at ${run.commit}` : ''}.`,
    `Machine: ${m.cpu}, ${m.memory}, Node ${m.node}, ${m.chromium}; load average at start ${m.loadAverage.join(' / ')}.`,
    '',
    TABLES[key](run),
  ].join('\n');
}

/**
 * Tables no budget or target reads: a run writes them into docs/performance-reference.md (beside `file`), so that
 * docs/performance.md keeps to its 300 lines (tools/build/test/docs-size.test.ts) however many passes a run made.
 */
export const REFERENCE_TABLES = ['lighthouseScaled', 'phoneHttp1', 'phoneScaled', 'navigation', 'build'];
const REFERENCE_FILE = 'performance-reference.md';
const REFERENCE_HEAD = `# Reference tables of \`pnpm bench\` and \`pnpm bench:phone\`

What a run measured beside the budgets (docs/performance.md says what the figures mean): each table is the latest run
of its pass, written by the bench between its markers. Nothing here is a target.
`;

/** Replaces each table the run measured, in docs/performance.md or (REFERENCE_TABLES) its reference file; returns the keys. */
export function writeLatestTables(file, run) {
  const referenceFile = path.join(path.dirname(file), REFERENCE_FILE);
  const texts = new Map([[file, readFileSync(file, 'utf8')], [referenceFile, existsSync(referenceFile) ? readFileSync(referenceFile, 'utf8') : REFERENCE_HEAD]]);
  const written = [];
  for (const key of TABLE_KEYS) {
    if (!(MADE_OF[key] ?? [key]).some((part) => run[part])) continue;
    const target = REFERENCE_TABLES.includes(key) ? referenceFile : file;
    let text = texts.get(target);
    // A reference table appears the first time a run measures it.
    if (target === referenceFile && !text.includes(begin(key))) text = `${text}\n## ${key}\n\n${begin(key)}\n${end(key)}\n`;
    const from = text.indexOf(begin(key));
    const to = text.indexOf(end(key));
    if (from < 0 || to < from) throw new Error(`${target} has no ${begin(key)} ... ${end(key)} markers for the ${key} table`);
    texts.set(target, `${text.slice(0, from + begin(key).length)}\n${tableBlock(key, run)}\n${text.slice(to)}`);
    written.push(key);
  }
  for (const [target, text] of texts) if (target === file || written.some((key) => REFERENCE_TABLES.includes(key))) writeFileSync(target, text);
  return written;
}

/** Saves the whole run (every sample) as `<dir>/<date>.json`, outside git; returns its path. */
export function writeRawRun(dir, run) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${run.date.replace(/:/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(run, null, 1)}\n`);
  return file;
}

/** Reads a run saved by writeRawRun (or .cache/bench/last-run.json). */
export function readRun(file) {
  if (!existsSync(file)) throw new Error(`no saved run at ${file}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}
