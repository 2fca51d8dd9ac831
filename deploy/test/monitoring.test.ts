// Issue 39 item 8: the monitoring of deploy/k8s/monitoring. The PodMonitors scrape what the Deployments
// expose; every alert's rules pass `promtool check rules` and its unit tests (`promtool test rules`,
// alerts.test.yaml); every metric a rule or the Grafana dashboard names is one the servers export (read from
// their sources) or kube-state-metrics'; each alert has a panel, and a runbook section in docs/operations.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, parseAllDocuments, stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MONITORING = path.join(ROOT, 'deploy/k8s/monitoring');
const BASE = path.join(ROOT, 'deploy/k8s/base');
const PROMTOOL = '/usr/bin/promtool';

/** Where the servers declare their prom-client metrics. */
const METRIC_SOURCES = ['shell/server', 'content-service/src', 'shared/server-operations/src'];
/** Metrics of other exporters the rules may use: kube-state-metrics' Job status. */
const EXTERNAL_METRICS = ['kube_job_status_failed', 'kube_job_status_succeeded'];

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: unknown;
  data?: Record<string, string>;
}
interface Panel {
  id: number;
  type: string;
  title: string;
  description?: string;
  datasource?: { type: string; uid: string };
  gridPos?: { x: number; y: number; w: number; h: number };
  targets?: { refId: string; expr: string }[];
}

const yamlDocuments = (file: string) => parseAllDocuments(readFileSync(file, 'utf8')).map((document) => document.toJS() as KubeObject);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (entry === 'node_modules') return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry) && !/\.test\.ts$/.test(entry) ? [file] : [];
  });
}

/** Every metric the servers export, by the names their sources give prom-client (a histogram's three series). */
function serverMetrics(): Set<string> {
  const names = new Set<string>();
  for (const file of METRIC_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/new (Counter|Gauge|Histogram|Summary)\(\{\s*name: '([a-z_:][a-z0-9_:]*)'/g)) {
      const [, type, name] = match as unknown as [string, string, string];
      if (type === 'Histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
      else names.add(name);
    }
  }
  return names;
}

const PROMQL_WORDS = new Set([
  'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'bool', 'offset',
  'sum', 'min', 'max', 'avg', 'count', 'stddev', 'stdvar', 'topk', 'bottomk', 'quantile', 'count_values', 'group',
  'inf', 'nan',
]);

/** The metric names an expression reads: what is left once strings, label matchers, ranges, groupings and functions are taken out. */
function metricsOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  for (const match of bare.matchAll(/(?<![\w.$])([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g)) {
    const [, name, call] = match as unknown as [string, string, string | undefined];
    if (call || PROMQL_WORDS.has(name.toLowerCase()) || /^\d/.test(name)) continue;
    names.add(name);
  }
  return [...names].sort();
}

const known = new Set([...serverMetrics(), ...EXTERNAL_METRICS]);
const objects = readdirSync(MONITORING)
  .filter((file) => file.endsWith('.yaml') && !['kustomization.yaml', 'alerts.test.yaml'].includes(file))
  .flatMap((file) => yamlDocuments(path.join(MONITORING, file)));
const ruleObject = objects.find((object) => object.kind === 'PrometheusRule')!;
const groups = (ruleObject?.spec as { groups: { name: string; rules: Rule[] }[] } | undefined)?.groups ?? [];
const alerts = groups.flatMap((group) => group.rules).filter((rule): rule is Rule & { alert: string } => typeof rule.alert === 'string');
const dashboard = JSON.parse(readFileSync(path.join(MONITORING, 'grafana-dashboard.json'), 'utf8')) as {
  uid: string;
  title: string;
  schemaVersion: number;
  templating: { list: { name: string; type: string; query?: unknown }[] };
  panels: Panel[];
};

const work = mkdtempSync(path.join(tmpdir(), 'brids-monitoring-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function promtool(...args: string[]): { status: number | null; output: string } {
  if (!existsSync(PROMTOOL)) throw new Error(`${PROMTOOL} is missing: apt-get install -y prometheus (npm test installs it)`);
  const result = spawnSync(PROMTOOL, args, { cwd: work, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the metrics the monitoring names', () => {
  it('are read from the servers\' sources (the list the checks below use)', () => {
    for (const name of ['http_requests_total', 'http_request_duration_seconds_bucket', 'shell_content_breaker_open', 'shell_content_service_up',
      'content_outbox_backlog', 'content_chat_conversations_waiting', 'content_chat_agents_online', 'content_rate_limit_fallback']) {
      expect(known, name).toContain(name);
    }
    expect(metricsOf('sum by (job) (rate(http_requests_total{status="5xx",route_kind!~"/readyz"}[5m])) / on (job) max(up) > 0.05')).toEqual(['http_requests_total', 'up']);
    expect(metricsOf('histogram_quantile(0.99, sum by (le) (rate(a_bucket{x="sum(y)"}[$__rate_interval])))')).toEqual(['a_bucket']);
  });
});

describe('PodMonitors', () => {
  const deployments = ['shell-server', 'content-service'].map((name) => ({
    name,
    deployment: yamlDocuments(path.join(BASE, `${name}-deployment.yaml`))[0] as KubeObject & {
      spec: { template: { metadata: { labels: Record<string, string> }; spec: { containers: { ports?: { name?: string; containerPort: number }[] }[] } } };
    },
    config: (yamlDocuments(path.join(BASE, `${name}-config.yaml`))[0] as KubeObject).data!,
  }));
  const production = parse(readFileSync(path.join(ROOT, 'deploy/k8s/overlays/production/kustomization.yaml'), 'utf8')) as { namespace: string };

  it.each(deployments)('scrape $name on its metrics port (METRICS_PORT), in the production namespace, its app name as the job', ({ name, deployment, config }) => {
    const monitors = objects.filter((object) => object.kind === 'PodMonitor' && object.metadata.name === name);
    expect(monitors).toHaveLength(1);
    const monitor = monitors[0]!;
    expect(monitor.apiVersion).toBe('monitoring.coreos.com/v1');
    const spec = monitor.spec as {
      jobLabel: string;
      namespaceSelector: { matchNames: string[] };
      selector: { matchLabels: Record<string, string> };
      podMetricsEndpoints: { port: string; path: string; interval: string }[];
    };
    const labels = deployment.spec.template.metadata.labels;
    expect(Object.entries(spec.selector.matchLabels).every(([key, value]) => labels[key] === value)).toBe(true);
    expect(labels[spec.jobLabel]).toBe(name);
    expect(spec.namespaceSelector.matchNames).toContain(production.namespace);
    expect(spec.podMetricsEndpoints).toHaveLength(1);
    const [endpoint] = spec.podMetricsEndpoints;
    expect(endpoint!.path).toBe('/metrics');
    expect(endpoint!.interval).toMatch(/^\d+s$/);
    const port = deployment.spec.template.spec.containers[0]!.ports?.find((p) => p.name === endpoint!.port);
    expect(String(port?.containerPort)).toBe(config.METRICS_PORT);
  });
});

describe('alert rules (PrometheusRule brids-alerts)', () => {
  const rulesFile = path.join(work, 'alerts.rules.yaml');
  writeFileSync(rulesFile, stringify({ groups }));
  copyFileSync(path.join(MONITORING, 'alerts.test.yaml'), path.join(work, 'alerts.test.yaml'));
  const operations = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
  const anchors = new Set([...operations.matchAll(/^#+ (.+)$/gm)].map(([, heading]) => heading!.toLowerCase().replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-')));

  it('has the alerts an on-call engineer needs, each with a severity, a summary and a runbook section', () => {
    expect(ruleObject.apiVersion).toBe('monitoring.coreos.com/v1');
    expect(alerts.map((rule) => rule.alert).sort()).toEqual([
      'BridsChatVisitorsWaitingNoAgent', 'BridsContentBreakerOpen', 'BridsHigh5xxRate', 'BridsHighLatencyP99',
      'BridsMigrateJobFailed', 'BridsOutboxBacklog', 'BridsOutboxMailsFailed', 'BridsRateLimitsPerProcess',
    ]);
    for (const rule of alerts) {
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      const anchor = /^docs\/operations\.md#([\w-]+)$/.exec(rule.annotations?.runbook ?? '')?.[1];
      expect(anchor && anchors.has(anchor), `${rule.alert}: runbook ${rule.annotations?.runbook} is a heading of docs/operations.md`).toBe(true);
    }
  });

  it('reads only metrics the servers export (or kube-state-metrics\')', () => {
    for (const rule of alerts) {
      const metrics = metricsOf(rule.expr);
      expect(metrics.length, rule.alert).toBeGreaterThan(0);
      for (const metric of metrics) expect(known, `${rule.alert} reads ${metric}`).toContain(metric);
    }
  });

  it('pass promtool check rules', () => {
    const { status, output } = promtool('check', 'rules', rulesFile);
    expect(status, output).toBe(0);
    expect(output).toContain(`SUCCESS: ${groups.flatMap((group) => group.rules).length} rules found`);
  });

  it('pass their unit tests (promtool test rules alerts.test.yaml): each alert fires on its input series, and stays quiet', () => {
    const tests = parse(readFileSync(path.join(work, 'alerts.test.yaml'), 'utf8')) as {
      tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[];
    };
    const cases = tests.tests.flatMap((test) => test.alert_rule_test);
    for (const rule of alerts) {
      expect(cases.some((c) => c.alertname === rule.alert && c.exp_alerts.length > 0), `${rule.alert} fires in a test`).toBe(true);
      expect(cases.some((c) => c.alertname === rule.alert && c.exp_alerts.length === 0), `${rule.alert} stays quiet in a test`).toBe(true);
    }
    const { status, output } = promtool('test', 'rules', 'alerts.test.yaml');
    expect(status, output).toBe(0);
    expect(output).toContain('SUCCESS');
  });
});

describe('Grafana dashboard (grafana-dashboard.json)', () => {
  const panels = dashboard.panels;
  const expressions = panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel, expr: target.expr })));

  it('is a dashboard with a Prometheus data source variable and a namespace variable, panels placed and numbered once', () => {
    expect(dashboard.uid).toBe('brids-site');
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.templating.list.find((v) => v.name === 'datasource')).toMatchObject({ type: 'datasource', query: 'prometheus' });
    expect(dashboard.templating.list.find((v) => v.name === 'namespace')).toMatchObject({ type: 'query' });
    expect(new Set(panels.map((p) => p.id)).size).toBe(panels.length);
    for (const panel of panels) {
      expect(panel.type, panel.title).toBe('timeseries');
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(panel.gridPos!.w * panel.gridPos!.h, panel.title).toBeGreaterThan(0);
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      expect(new Set(panel.targets!.map((t) => t.refId)).size, panel.title).toBe(panel.targets!.length);
    }
  });

  it('reads only metrics the servers export (or kube-state-metrics\'), each expression in the chosen namespace', () => {
    for (const { panel, expr } of expressions) {
      const metrics = metricsOf(expr);
      expect(metrics.length, `${panel.title}: ${expr}`).toBeGreaterThan(0);
      for (const metric of metrics) expect(known, `${panel.title} reads ${metric}`).toContain(metric);
      expect(expr.match(/\{[^}]*\}/g)?.every((matcher) => matcher.includes('namespace=~"$namespace"')), `${panel.title}: ${expr}`).toBe(true);
    }
  });

  it('has valid PromQL (promtool check rules on the panels\' expressions as recording rules, variables filled in)', () => {
    const file = path.join(work, 'dashboard.rules.yaml');
    const rules = expressions.map(({ expr }, i) => ({
      record: `brids_dashboard:panel_${i}`,
      expr: expr.replaceAll('$__rate_interval', '5m').replaceAll('$namespace', 'brids-production'),
    }));
    writeFileSync(file, stringify({ groups: [{ name: 'dashboard', rules }] }));
    const { status, output } = promtool('check', 'rules', file);
    expect(status, output).toBe(0);
  });

  it('has a panel for each alert: its description names the alert, its expressions read every metric the alert reads', () => {
    for (const rule of alerts) {
      const panel = panels.find((p) => new RegExp(`\\b${rule.alert}\\b`).test(p.description ?? ''));
      expect(panel, `a panel for ${rule.alert}`).toBeDefined();
      const read = new Set(panel!.targets!.flatMap((target) => metricsOf(target.expr)));
      for (const metric of metricsOf(rule.expr)) expect(read, `${panel!.title} shows ${metric} of ${rule.alert}`).toContain(metric);
    }
  });

  it('is what the kustomization ships to Grafana\'s sidecar (kubectl kustomize)', () => {
    let built: string;
    try {
      built = execFileSync('kubectl', ['kustomize', MONITORING], { encoding: 'utf8' });
    } catch (error) {
      throw new Error(`kubectl kustomize ${MONITORING} failed: ${(error as Error).message}`);
    }
    const objectsBuilt = parseAllDocuments(built).map((document) => document.toJS() as KubeObject);
    expect(objectsBuilt.map((o) => `${o.kind}/${o.metadata.name}`).sort()).toEqual([
      'ConfigMap/brids-grafana-dashboard', 'PodMonitor/content-service', 'PodMonitor/shell-server', 'PrometheusRule/brids-alerts',
    ]);
    for (const object of objectsBuilt) {
      expect(object.metadata.namespace).toBe('monitoring');
      expect(object.metadata.labels?.['app.kubernetes.io/part-of']).toBe('brids');
    }
    const configMap = objectsBuilt.find((o) => o.kind === 'ConfigMap')!;
    expect(configMap.metadata.labels?.grafana_dashboard).toBe('1');
    expect(JSON.parse(configMap.data!['brids.json']!)).toEqual(dashboard);
  });
});
