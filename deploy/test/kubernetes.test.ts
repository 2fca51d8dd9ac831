import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_PRODUCTION_CHECKS } from '../../content-service/src/config.ts';
import { readObjectStoreVariables } from '../../shared/object-store/src/config.ts';
import { productionSecretIssues } from '../../shared/server-operations/src/secrets.ts';
import { SHELL_PRODUCTION_CHECKS } from '../../shell/server/config.ts';
import { isPublicApiCall, STAFF_ROUTE_PREFIXES } from '../../shell/server/content/public-api.ts';
import { buildKustomization, parseEnvFile, readYamlDocuments, type KubeObject } from './kustomize.ts';
import { validateKubernetesObject } from './validate-kubernetes.ts';

const K8S = path.resolve(import.meta.dirname, '../k8s');
const BASE = path.join(K8S, 'base');
const PRODUCTION = path.join(K8S, 'overlays/production');
const RELEASE_JOB = path.join(K8S, 'jobs/release-job.yaml');

/** The object store's variables (issue 37), the same for both servers and the release CLI. */
const OBJECT_STORE_CONFIG = ['OBJECT_STORE_BUCKET', 'OBJECT_STORE_PREFIX', 'OBJECT_STORE_ENDPOINT', 'OBJECT_STORE_REGION', 'OBJECT_STORE_PATH_STYLE'];
const OBJECT_STORE_CREDENTIALS = ['OBJECT_STORE_ACCESS_KEY_ID', 'OBJECT_STORE_SECRET_ACCESS_KEY'];
/** The Secret the operator creates when the pods have no workload identity: never in the manifests. */
const OPERATOR_SECRET = 'object-store-credentials';

/** The planned production entry points (deploy/README.md, "The build contract"). */
const ENTRY_POINTS: Record<string, string[]> = {
  'content-service': ['node', 'content-service/dist/main.js'],
  'shell-server': ['node', 'shell/dist-server/main.js'],
};

interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { configMapKeyRef?: { name: string; key: string; optional?: boolean }; secretKeyRef?: { name: string; key: string; optional?: boolean } };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}
interface PodSpec {
  containers: Container[];
  restartPolicy?: string;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  volumes?: { name: string; persistentVolumeClaim?: { claimName: string }; emptyDir?: { sizeLimit?: string } }[];
}
interface Workload extends KubeObject {
  spec: { replicas?: number; selector?: { matchLabels: Record<string, string> }; template: { metadata: { labels: Record<string, string> }; spec: PodSpec } };
}

/** The operator's untracked files of the production overlay (operator/*.env), each with a committed *.env.example. */
const OPERATOR_DIR = path.join(PRODUCTION, 'operator');
/** The Secrets the overlay generates from them: none is in the base or anywhere in the repository. */
const GENERATED_SECRETS = ['content-service-secrets', 'shell-server-secrets'];
const exampleOf = (file: string) => parseEnvFile(readFileSync(path.join(OPERATOR_DIR, `${file}.example`), 'utf8'));
const secretKeysOf = (name: string) => Object.keys(exampleOf(`${name}.env`));

/** What an operator writes into operator/*.env: real-looking values, fresh secrets each run. */
const OPERATOR: Record<string, Record<string, string>> = {
  'settings.env': {
    PUBLIC_HOST: 'www.brids.test',
    STAFF_HOST: 'staff.brids.test',
    STAFF_SOURCE_RANGES: '198.18.0.0/24,198.18.1.0/24',
    REMOTES_PUBLIC_URL: 'https://cdn.brids.test/remotes',
    IMAGE_REGISTRY: 'registry.brids.test',
    RECAPTCHA_SITE_KEY: '6LdTestSiteKeyOfThisRun',
    CLIENT_REGISTRY_URL: 'https://clients.brids.test/api',
    MAIL_FROM: 'BRIDS <no-reply@brids.test>',
    DATABASE_CIDR: '10.20.0.5/32',
    REDIS_CIDR: '10.20.0.6/32',
  },
  'content-service-secrets.env': {
    DATABASE_URL: `postgres://brids:${randomBytes(18).toString('base64url')}@10.20.0.5:5432/brids`,
    REDIS_URL: `redis://:${randomBytes(18).toString('base64url')}@10.20.0.6:6379`,
    RECAPTCHA_SECRET: randomBytes(30).toString('base64url'),
    SMTP_URL: `smtp://brids:${randomBytes(12).toString('base64url')}@smtp.brids.test:587`,
  },
  'shell-server-secrets.env': {
    RELEASE_PREVIEW_SECRET: randomBytes(36).toString('base64url'),
    RELEASE_DATABASE_URL: `postgres://release:${randomBytes(18).toString('base64url')}@10.20.0.5:5432/brids`,
    SENTRY_DSN: '',
  },
};
const operatorFile = (file: string) => {
  const values = OPERATOR[path.relative(OPERATOR_DIR, file)];
  if (!values) throw new Error(`no operator file ${file}`);
  return Object.entries(values).map(([key, value]) => `${key}=${value}`).join('\n');
};

const base = buildKustomization(BASE);
const production = buildKustomization(PRODUCTION, { readEnvFile: operatorFile });

const ofKind = <T extends KubeObject = KubeObject>(objects: KubeObject[], kind: string) => objects.filter((o) => o.kind === kind) as T[];
const named = <T extends KubeObject = KubeObject>(objects: KubeObject[], kind: string, name: string): T => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found as T;
};
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);
const dataOf = (object: KubeObject) => ({ ...(object.data as Record<string, string>), ...(object.stringData as Record<string, string>) });

describe.each([
  ['base', base],
  ['overlays/production', production],
])('Kubernetes manifests (%s)', (_name, objects) => {
  const deployments = ofKind<Workload>(objects, 'Deployment');
  const workloads = [...deployments, ...ofKind<Workload>(objects, 'Job')];
  // The base has no Secret: the overlay generates them, with the keys of the operator's *.env.example.
  const configOf = (kind: 'ConfigMap' | 'Secret', name: string) =>
    kind === 'Secret' && GENERATED_SECRETS.includes(name) && !objects.some((o) => o.kind === kind && o.metadata.name === name)
      ? Object.fromEntries(secretKeysOf(name).map((key) => [key, '']))
      : dataOf(named(objects, kind, name));

  it('every object is valid against the Kubernetes OpenAPI schema of its kind', () => {
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) validateKubernetesObject(object);
  });

  it('names each object once per kind', () => {
    const keys = objects.map((o) => `${o.kind}/${o.metadata.name}`);
    expect(keys).toEqual([...new Set(keys)]);
  });

  it('runs both servers with their planned entry points, probes on /readyz and /healthz of their port', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(Object.keys(ENTRY_POINTS).sort());
    for (const deployment of deployments) {
      const [container, ...others] = deployment.spec.template.spec.containers;
      expect(others).toEqual([]);
      expect(container!.command).toEqual(ENTRY_POINTS[deployment.metadata.name]);
      const http = container!.ports?.find((p) => p.name === 'http');
      const config = configOf('ConfigMap', `${deployment.metadata.name}-config`);
      expect(String(http?.containerPort)).toBe(config.PORT);
      expect(container!.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
      expect(container!.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(container!.startupProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    }
  });

  it('drains before it is killed: preStop sleep, then SIGTERM with SHUTDOWN_TIMEOUT_MS inside the grace period', () => {
    for (const deployment of deployments) {
      const pod = deployment.spec.template.spec;
      const container = pod.containers[0]!;
      const sleep = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
      const shutdownMs = Number(configOf('ConfigMap', `${deployment.metadata.name}-config`).SHUTDOWN_TIMEOUT_MS);
      expect(sleep).toBeGreaterThanOrEqual(5);
      expect(shutdownMs).toBeGreaterThan(0);
      expect(pod.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(sleep * 1000 + shutdownMs);
      expect(container.env?.some((e) => e.name === 'SHUTDOWN_TIMEOUT_MS')).toBe(true);
    }
  });

  it('runs every pod as a non-root user on a read-only root file system, with resources', () => {
    for (const workload of workloads) {
      const pod = workload.spec.template.spec;
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const container of pod.containers) {
        expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
        expect(container.volumeMounts?.some((m) => m.mountPath === '/tmp')).toBe(true);
        expect(Object.keys(container.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
        expect(container.resources?.limits?.memory).toBeDefined();
      }
    }
  });

  it('gives each Deployment a PodDisruptionBudget and an autoscaler that own its pods and replicas', () => {
    for (const deployment of deployments) {
      const labels = deployment.spec.template.metadata.labels;
      expect(matches(deployment.spec.selector!.matchLabels, labels)).toBe(true);
      // The autoscaler sets the replicas; a replicas field would reset them on every apply.
      expect(deployment.spec.replicas).toBeUndefined();
      const budgets = ofKind(objects, 'PodDisruptionBudget').filter((pdb) =>
        matches((pdb.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels, labels),
      );
      expect(budgets).toHaveLength(1);
      expect(budgets[0]!.spec).toMatchObject({ maxUnavailable: 1 });
      const autoscalers = ofKind(objects, 'HorizontalPodAutoscaler').filter(
        (hpa) => (hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name === deployment.metadata.name,
      );
      expect(autoscalers).toHaveLength(1);
      const spec = autoscalers[0]!.spec as { scaleTargetRef: { kind: string; apiVersion: string }; minReplicas: number; maxReplicas: number };
      expect(spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', apiVersion: 'apps/v1' });
      expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
    }
    for (const pdb of ofKind(objects, 'PodDisruptionBudget')) {
      const selector = (pdb.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
      expect(deployments.filter((d) => matches(selector, d.spec.template.metadata.labels))).toHaveLength(1);
    }
  });

  it('has Services that select the pods of one Deployment, on a port the container names', () => {
    for (const service of ofKind(objects, 'Service')) {
      const spec = service.spec as { type?: string; selector: Record<string, string>; ports: { name: string; targetPort: string }[] };
      expect(spec.type ?? 'ClusterIP').toBe('ClusterIP');
      const selected = deployments.filter((d) => matches(spec.selector, d.spec.template.metadata.labels));
      expect(selected.map((d) => d.metadata.name)).toEqual([service.metadata.name]);
      const containerPorts = selected[0]!.spec.template.spec.containers.flatMap((c) => c.ports ?? []).map((p) => p.name);
      for (const port of spec.ports) expect(containerPorts).toContain(port.targetPort);
      expect(spec.ports.map((p) => p.targetPort)).not.toContain('metrics');
    }
  });

  interface IngressSpec {
    defaultBackend?: unknown;
    tls: { hosts: string[]; secretName: string }[];
    rules: { host: string; http: { paths: { path: string; pathType: string; backend: { service: { name: string; port: { name: string } } } }[] } }[];
  }
  const ingressOf = (name: string) => named(objects, 'Ingress', name) as KubeObject & { spec: IngressSpec };
  const backendsOf = (name: string) => ingressOf(name).spec.rules.flatMap((rule) => rule.http.paths.map((p) => p.backend.service));
  const hostsOf = (name: string) => ingressOf(name).spec.rules.map((rule) => rule.host);

  it('routes the public host to the shell server only and the staff host to the content service only', () => {
    expect(ofKind(objects, 'Ingress').map((i) => i.metadata.name).sort()).toEqual(['site', 'staff']);
    expect(backendsOf('site')).toEqual([{ name: 'shell-server', port: { name: 'http' } }]);
    expect(backendsOf('staff')).toEqual([{ name: 'content-service', port: { name: 'http' } }]);
    for (const name of ['site', 'staff']) expect(ingressOf(name).spec.defaultBackend).toBeUndefined();
    const shellService = (named(objects, 'Service', 'shell-server').spec as { selector: Record<string, string> }).selector;
    expect(matches(shellService, named<Workload>(objects, 'Deployment', 'content-service').spec.template.metadata.labels)).toBe(false);
    // PUBLIC_ORIGIN of both servers is the public host; the staff host is another.
    const [publicHost] = hostsOf('site');
    for (const server of ['shell-server', 'content-service']) expect(new URL(configOf('ConfigMap', `${server}-config`).PUBLIC_ORIGIN!).host, server).toBe(publicHost);
    expect(hostsOf('site')).toHaveLength(1);
    expect(hostsOf('staff')).toHaveLength(1);
    expect(hostsOf('staff')[0]).not.toBe(publicHost);
  });

  it("never serves the staff's routes on the public host: the shell server's /api proxy forwards none of them", () => {
    expect(STAFF_ROUTE_PREFIXES).toEqual(expect.arrayContaining(['/console', '/api/editorial', '/api/admin', '/api/submissions', '/api/agent']));
    for (const prefix of STAFF_ROUTE_PREFIXES) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        for (const url of [prefix, `${prefix}/`, `${prefix}/users`, `${prefix}/export?format=csv`, `${prefix}/chat/conversations/1/take`]) expect(isPublicApiCall(method, url), `${method} ${url}`).toBe(false);
      }
    }
  });

  it('admits only the source ranges of the allow-list to the staff host', () => {
    const ranges = ingressOf('staff').metadata.annotations?.['nginx.ingress.kubernetes.io/whitelist-source-range'] ?? '';
    const cidrs = ranges.split(',').map((range) => range.trim());
    expect(cidrs.length).toBeGreaterThan(0);
    for (const cidr of cidrs) {
      expect(cidr).toMatch(/^\d{1,3}(\.\d{1,3}){3}\/(\d|[12]\d|3[0-2])$/);
      expect(cidr, 'the whole internet is no allow-list').not.toMatch(/^0\.0\.0\.0\/0$/);
    }
    expect(ingressOf('site').metadata.annotations?.['nginx.ingress.kubernetes.io/whitelist-source-range']).toBeUndefined();
  });

  it("serves both hosts over TLS only, each with a cert-manager Certificate of its hosts (and ingress-nginx's HSTS)", () => {
    const certificates = ofKind(objects, 'Certificate') as (KubeObject & { spec: { secretName: string; dnsNames: string[]; issuerRef: { kind: string; name: string } } })[];
    for (const name of ['site', 'staff']) {
      const ingress = ingressOf(name);
      expect(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/force-ssl-redirect'], name).toBe('true');
      // ingress-nginx sends Strict-Transport-Security on every TLS host unless told not to.
      expect(JSON.stringify(ingress.metadata.annotations ?? {})).not.toMatch(/hsts|configuration-snippet|server-snippet/);
      const [tls, ...others] = ingress.spec.tls;
      expect(others).toEqual([]);
      expect(tls!.hosts).toEqual(hostsOf(name));
      const certificate = certificates.filter((c) => c.spec.secretName === tls!.secretName);
      expect(certificate, `${name}: a Certificate for ${tls!.secretName}`).toHaveLength(1);
      expect(certificate[0]!.spec.dnsNames).toEqual(hostsOf(name));
      expect(certificate[0]!.spec.issuerRef).toMatchObject({ kind: 'ClusterIssuer', name: 'brids-issuer' });
    }
    expect(certificates).toHaveLength(2);
  });

  interface Peer {
    podSelector?: { matchLabels?: Record<string, string> };
    namespaceSelector?: { matchLabels?: Record<string, string> };
    ipBlock?: { cidr: string; except?: string[] };
  }
  interface PolicyRule {
    from?: Peer[];
    to?: Peer[];
    ports?: { port: string | number; protocol?: string }[];
  }
  interface PolicySpec {
    podSelector: { matchLabels?: Record<string, string> };
    policyTypes: string[];
    ingress?: PolicyRule[];
    egress?: PolicyRule[];
  }
  const policies = ofKind(objects, 'NetworkPolicy') as (KubeObject & { spec: PolicySpec })[];
  /** The release CLI's Job pods (../jobs/release-job.yaml) live in the namespace too. */
  const podLabels = [...workloads, readYamlDocuments(RELEASE_JOB)[0] as Workload].map((w) => w.spec.template.metadata.labels);
  const peerOf = (peer: Peer): string => {
    const namespace = peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'];
    const pod = peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] ?? peer.podSelector?.matchLabels?.['k8s-app'];
    if (peer.ipBlock) return peer.ipBlock.cidr === '0.0.0.0/0' && peer.ipBlock.except?.length ? 'internet' : `cidr ${peer.ipBlock.cidr}`;
    return namespace ? `${namespace}${pod ? `/${pod}` : ''}` : pod!;
  };
  /** Every flow the policies allow, as `from → to:port/protocol`. */
  const flows = () => {
    const allowed: string[] = [];
    for (const policy of policies) {
      const app = policy.spec.podSelector.matchLabels?.['app.kubernetes.io/name'];
      for (const rule of policy.spec.ingress ?? []) for (const peer of rule.from!) for (const port of rule.ports!) allowed.push(`${peerOf(peer)} → ${app}:${port.port}/${port.protocol}`);
      for (const rule of policy.spec.egress ?? []) for (const peer of rule.to!) for (const port of rule.ports!) allowed.push(`${app} → ${peerOf(peer)}:${port.port}/${port.protocol}`);
    }
    return allowed.sort();
  };

  it('denies every flow in the namespace by default, ingress and egress', () => {
    const deny = named(objects, 'NetworkPolicy', 'default-deny') as KubeObject & { spec: PolicySpec };
    expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
  });

  it('allows exactly the flows the servers need, each to named peers on named ports; no policy allows everything', () => {
    const cidr = (kind: 'DATABASE' | 'REDIS') => {
      const rule = policies.find((p) => p.metadata.name === 'content-service')!.spec.egress!.find((r) => r.ports!.some((port) => port.port === (kind === 'DATABASE' ? 5432 : 6379)))!;
      return `cidr ${rule.to![0]!.ipBlock!.cidr}`;
    };
    const dns = (app: string) => [`${app} → kube-system/kube-dns:53/TCP`, `${app} → kube-system/kube-dns:53/UDP`];
    expect(flows()).toEqual(
      [
        'ingress-nginx/ingress-nginx → shell-server:http/TCP',
        'monitoring → shell-server:metrics/TCP',
        ...dns('shell-server'),
        'shell-server → content-service:3001/TCP',
        `shell-server → ${cidr('DATABASE')}:5432/TCP`,
        'shell-server → internet:443/TCP',
        'shell-server → content-service:http/TCP',
        'ingress-nginx/ingress-nginx → content-service:http/TCP',
        'monitoring → content-service:metrics/TCP',
        ...dns('content-service'),
        `content-service → ${cidr('DATABASE')}:5432/TCP`,
        `content-service → ${cidr('REDIS')}:6379/TCP`,
        'content-service → internet:443/TCP',
        'content-service → internet:587/TCP',
        'content-service → internet:465/TCP',
        ...dns('content-migrate'),
        `content-migrate → ${cidr('DATABASE')}:5432/TCP`,
        ...dns('release'),
        `release → ${cidr('DATABASE')}:5432/TCP`,
        'release → internet:443/TCP',
      ].sort(),
    );
    for (const policy of policies) {
      for (const rule of [...(policy.spec.ingress ?? []), ...(policy.spec.egress ?? [])]) {
        // An empty or missing peer list or port list allows every peer or every port.
        expect(rule.from ?? rule.to, policy.metadata.name).not.toEqual([]);
        expect(rule.ports?.length, policy.metadata.name).toBeGreaterThan(0);
        for (const peer of rule.from ?? rule.to ?? []) {
          expect(Object.keys(peer).length, policy.metadata.name).toBeGreaterThan(0);
          // A namespace selector names its namespace (an empty one selects them all).
          expect(!peer.namespaceSelector || Boolean(peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name']), policy.metadata.name).toBe(true);
          // The public internet never includes the cluster's private ranges or the metadata address.
          const internet = peer.ipBlock?.cidr === '0.0.0.0/0';
          expect(internet ? ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16'].every((range) => peer.ipBlock!.except?.includes(range)) : true, policy.metadata.name).toBe(true);
        }
      }
    }
    // The internal ports: the content service listens on 3001 (the shell's egress), each named port exists.
    const content = named<Workload>(objects, 'Deployment', 'content-service').spec.template.spec.containers[0]!;
    expect(content.ports!.find((p) => p.name === 'http')?.containerPort).toBe(3001);
  });

  it('gives every pod of the namespace one policy of its own, with both directions', () => {
    for (const policy of policies.filter((p) => p.metadata.name !== 'default-deny')) {
      expect(policy.spec.policyTypes, policy.metadata.name).toEqual(['Ingress', 'Egress']);
      expect(podLabels.filter((labels) => matches(policy.spec.podSelector.matchLabels ?? {}, labels)), policy.metadata.name).toHaveLength(1);
    }
    for (const labels of podLabels) {
      expect(policies.filter((p) => p.metadata.name !== 'default-deny' && matches(p.spec.podSelector.matchLabels ?? {}, labels)), JSON.stringify(labels)).toHaveLength(1);
    }
  });

  it('reads every environment variable from a ConfigMap or Secret key that exists, and leaves no key unread', () => {
    const read = new Set<string>();
    for (const workload of workloads) {
      for (const container of workload.spec.template.spec.containers) {
        for (const variable of container.env ?? []) {
          const ref = variable.valueFrom?.configMapKeyRef ?? variable.valueFrom?.secretKeyRef;
          expect(ref, `${workload.metadata.name}: ${variable.name} is not read from a ConfigMap or Secret`).toBeDefined();
          const kind = variable.valueFrom?.configMapKeyRef ? 'ConfigMap' : 'Secret';
          // The object store's credentials, from the operator's Secret (checked below: optional, never committed).
          if (kind === 'Secret' && ref!.name === OPERATOR_SECRET) continue;
          expect(Object.keys(configOf(kind, ref!.name)), `${workload.metadata.name}: ${variable.name}`).toContain(ref!.key);
          expect(ref!.key).toBe(variable.name);
          read.add(`${kind}/${ref!.name}/${ref!.key}`);
        }
      }
    }
    for (const kind of ['ConfigMap', 'Secret'] as const) {
      for (const object of ofKind(objects, kind)) {
        for (const key of Object.keys(dataOf(object))) expect(read, `${kind} ${object.metadata.name} ${key} is read by nobody`).toContain(`${kind}/${object.metadata.name}/${key}`);
      }
    }
  });

  it('runs the migration once as a Job of the content service image with the migrate command', () => {
    const [job, ...others] = ofKind<Workload>(objects, 'Job');
    expect(others).toEqual([]);
    const pod = job!.spec.template.spec;
    expect(pod.restartPolicy).toBe('Never');
    const [container] = pod.containers;
    expect(container!.command).toEqual(['node', 'content-service/dist/cli.js', 'migrate']);
    const content = named<Workload>(objects, 'Deployment', 'content-service').spec.template.spec.containers[0]!;
    expect(container!.image).toBe(content.image);
    expect(container!.env?.map((e) => e.name)).toContain('DATABASE_URL');
    expect((job!.spec as { backoffLimit?: number }).backoffLimit).toBeGreaterThan(0);
  });

  it('shares no volume between pods: no claim, no ReadWriteMany; the shell server caches remotes in an emptyDir at REMOTES_DIR', () => {
    expect(ofKind(objects, 'PersistentVolumeClaim')).toEqual([]);
    expect(JSON.stringify(objects)).not.toContain('ReadWriteMany');
    for (const workload of workloads) {
      for (const volume of workload.spec.template.spec.volumes ?? []) expect(Object.keys(volume).sort(), `${workload.metadata.name} ${volume.name}`).toEqual(['emptyDir', 'name']);
    }
    const shell = named<Workload>(objects, 'Deployment', 'shell-server').spec.template.spec;
    const config = configOf('ConfigMap', 'shell-server-config');
    expect(config.RELEASES_DIR).toBeUndefined();
    const mount = shell.containers[0]!.volumeMounts!.find((m) => m.mountPath === config.REMOTES_DIR);
    expect(mount?.readOnly).toBeUndefined();
    expect(shell.volumes!.find((v) => v.name === mount!.name)?.emptyDir?.sizeLimit).toMatch(/^\d+Gi$/);
    const content = named<Workload>(objects, 'Deployment', 'content-service').spec.template.spec;
    expect(content.containers[0]!.env!.map((e) => e.name)).not.toContain('MEDIA_DIR');
  });

  it("gives both servers the object store: one ConfigMap, credentials from the operator's Secret or the pod's identity", () => {
    const config = configOf('ConfigMap', 'object-store-config');
    expect(Object.keys(config).sort()).toEqual([...OBJECT_STORE_CONFIG].sort());
    // Valid as the servers and the CLI read it (an empty value is an unset one): a bucket, S3's own endpoint.
    const variables = readObjectStoreVariables(config);
    expect(variables.OBJECT_STORE_BUCKET).toMatch(/^[a-z0-9.-]+$/);
    expect(objects.filter((o) => o.metadata.name === OPERATOR_SECRET)).toEqual([]);
    // Its Secret holds the credentials only, each read optionally under its own name.
    const operatorRefs = workloads.flatMap((w) => w.spec.template.spec.containers.flatMap((c) => c.env ?? [])).filter((e) => e.valueFrom?.secretKeyRef?.name === OPERATOR_SECRET);
    expect(new Set(operatorRefs.map((e) => `${e.name}=${e.valueFrom!.secretKeyRef!.key}${e.valueFrom!.secretKeyRef!.optional ? ' (optional)' : ''}`))).toEqual(
      new Set(OBJECT_STORE_CREDENTIALS.map((name) => `${name}=${name} (optional)`)),
    );
    for (const deployment of deployments) {
      const env = deployment.spec.template.spec.containers[0]!.env!;
      for (const name of OBJECT_STORE_CONFIG) expect(env.find((e) => e.name === name)?.valueFrom?.configMapKeyRef?.name, `${deployment.metadata.name} ${name}`).toBe('object-store-config');
      for (const name of OBJECT_STORE_CREDENTIALS) expect(env.find((e) => e.name === name)?.valueFrom?.secretKeyRef, `${deployment.metadata.name} ${name}`).toEqual({ name: OPERATOR_SECRET, key: name, optional: true });
    }
    // Browsers load the remotes from the CDN in front of the bucket's remotes/ area.
    const remotes = new URL(configOf('ConfigMap', 'shell-server-config').REMOTES_PUBLIC_URL!);
    expect(remotes.protocol).toBe('https:');
    expect(remotes.pathname).toBe('/remotes');
    expect(named<Workload>(objects, 'Deployment', 'shell-server').spec.template.spec.containers[0]!.env!.map((e) => e.name)).toContain('REMOTES_PUBLIC_URL');
  });

  it("has the release CLI's Job template read only keys these manifests hold", () => {
    const [job] = readYamlDocuments(RELEASE_JOB) as Workload[];
    for (const variable of job!.spec.template.spec.containers[0]!.env!) {
      const ref = variable.valueFrom?.configMapKeyRef ?? variable.valueFrom?.secretKeyRef;
      if (ref?.name === OPERATOR_SECRET) continue;
      const kind = variable.valueFrom?.configMapKeyRef ? 'ConfigMap' : 'Secret';
      expect(Object.keys(configOf(kind, ref!.name)), variable.name).toContain(ref!.key);
    }
  });
});

describe("the release CLI's Job template (deploy/k8s/jobs/)", () => {
  const documents = readYamlDocuments(RELEASE_JOB) as Workload[];
  const job = documents[0]!;
  const pod = job.spec.template.spec;
  const container = pod.containers[0]!;

  it('is one Job, valid against the Kubernetes OpenAPI schema, outside every kustomization', () => {
    expect(documents).toHaveLength(1);
    validateKubernetesObject({ ...job, metadata: { ...job.metadata, name: 'release-template' } });
    expect(job.kind).toBe('Job');
    // `kubectl create`, a name per run.
    expect(job.metadata.name).toBeUndefined();
    expect((job.metadata as { generateName?: string }).generateName).toBe('release-');
    for (const objects of [base, production]) expect(ofKind(objects, 'Job').map((j) => j.metadata.name)).toEqual(['content-migrate']);
  });

  it('runs a command of the release image once, as the other pods run: non-root, read-only, with resources', () => {
    expect(container.image).toMatch(/^brids\/release:/);
    expect(container.command).toBeUndefined();
    const args = (container as { args?: string[] }).args!;
    expect(args.slice(0, 2)).toEqual(['pin', 'mf-tools']);
    expect(args).toEqual(expect.arrayContaining(['--env', 'production', '--reason']));
    expect(pod.restartPolicy).toBe('Never');
    expect((job.spec as { backoffLimit?: number }).backoffLimit).toBe(0);
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 10001 });
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
    expect(container.volumeMounts?.map((m) => m.mountPath)).toEqual(['/tmp']);
    expect(Object.keys(container.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
  });

  it("reads the shell servers' release store and the object store as the servers do", () => {
    const env = container.env!;
    expect(env.find((e) => e.name === 'RELEASE_DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual({ name: 'shell-server-secrets', key: 'RELEASE_DATABASE_URL' });
    const shell = named<Workload>(base, 'Deployment', 'shell-server').spec.template.spec.containers[0]!.env!;
    for (const name of [...OBJECT_STORE_CONFIG, ...OBJECT_STORE_CREDENTIALS]) {
      expect(env.find((e) => e.name === name)?.valueFrom, name).toEqual(shell.find((e) => e.name === name)?.valueFrom);
    }
  });
});

describe('Kubernetes manifest files', () => {
  it('lists every manifest of the base in its kustomization, and each parses', () => {
    const [kustomization] = readYamlDocuments(path.join(BASE, 'kustomization.yaml')) as { resources: string[] }[];
    const files = readdirSync(BASE).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    expect([...kustomization!.resources].sort()).toEqual(files.sort());
    for (const file of files) expect(readYamlDocuments(path.join(BASE, file)).length).toBeGreaterThan(0);
  });

  it('pins production to its namespace, image tags and https origin', () => {
    const namespaced = production.filter((o) => o.kind !== 'Namespace');
    expect(namespaced.map((o) => o.metadata.namespace)).toEqual(namespaced.map(() => 'brids-production'));
    expect(named(production, 'Namespace', 'brids-production')).toBeDefined();
    const images = ofKind<Workload>(production, 'Deployment')
      .concat(ofKind<Workload>(production, 'Job'))
      .flatMap((w) => w.spec.template.spec.containers.map((c) => c.image));
    for (const image of images) expect(image).toMatch(/^registry\.[^:]+:\d+\.\d+\.\d+$/);
    expect(new URL(dataOf(named(production, 'ConfigMap', 'shell-server-config')).PUBLIC_ORIGIN!).protocol).toBe('https:');
  });
});

describe("the production overlay's secrets and settings: the operator's, never the repository's", () => {
  const files = readdirSync(OPERATOR_DIR);
  const examples = files.filter((f) => f.endsWith('.env.example'));

  it('applies no Secret of the base, and generates each from an untracked operator file whose example holds keys only', () => {
    expect(ofKind(base, 'Secret')).toEqual([]);
    expect(ofKind(production, 'Secret').map((s) => s.metadata.name).sort()).toEqual([...GENERATED_SECRETS].sort());
    expect(examples.sort()).toEqual(Object.keys(OPERATOR).map((file) => `${file}.example`).sort());
    for (const example of examples) {
      const values = exampleOf(example.replace(/\.example$/, ''));
      expect(Object.keys(values).sort(), example).toEqual(Object.keys(OPERATOR[example.replace(/\.example$/, '')]!).sort());
      expect(Object.values(values).filter(Boolean), `${example} holds values`).toEqual([]);
    }
    expect(readFileSync(path.join(OPERATOR_DIR, '.gitignore'), 'utf8').split('\n')).toContain('*.env');
    // Not one operator file is tracked (an operator's copy on this machine stays untracked).
    const tracked = execFileSync('git', ['ls-files', '--', OPERATOR_DIR], { encoding: 'utf8' }).split('\n').filter(Boolean).map((f) => path.basename(f));
    expect(tracked.filter((f) => f.endsWith('.env'))).toEqual([]);
    // What the Secrets hold is exactly what the operator wrote.
    for (const name of GENERATED_SECRETS) {
      const data = named(production, 'Secret', name).data as Record<string, string>;
      const decoded = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, Buffer.from(value, 'base64').toString()]));
      expect(decoded, name).toEqual(OPERATOR[`${name}.env`]);
    }
  });

  it('holds no placeholder, example host or documentation address in any object it applies', () => {
    const applied = JSON.stringify(production);
    for (const placeholder of [/change-?me/i, /\bexample\b/i, /\b192\.0\.2\.\d+/, /\b198\.51\.100\.\d+/, /\b203\.0\.113\.\d+/]) expect(applied).not.toMatch(placeholder);
    // The operator's settings reach the objects (the local-config ConfigMap itself is never applied).
    expect(production.filter((o) => o.metadata.name === 'operator-settings')).toEqual([]);
    const settings = OPERATOR['settings.env']!;
    for (const value of Object.values(settings)) expect(applied, value).toContain(JSON.stringify(value).slice(1, -1));
  });

  it("is what the servers accept in production: none of their placeholder, key length or example host refusals", () => {
    for (const [deployment, checks] of [['content-service', CONTENT_PRODUCTION_CHECKS], ['shell-server', SHELL_PRODUCTION_CHECKS]] as const) {
      const env: Record<string, string> = {};
      const container = named<Workload>(production, 'Deployment', deployment).spec.template.spec.containers[0]!;
      for (const variable of container.env!) {
        const ref = variable.valueFrom?.configMapKeyRef ?? variable.valueFrom?.secretKeyRef;
        if (ref?.name === OPERATOR_SECRET) continue;
        const object = named(production, variable.valueFrom?.configMapKeyRef ? 'ConfigMap' : 'Secret', ref!.name);
        const raw = (object.data as Record<string, string>)[ref!.key]!;
        env[variable.name] = object.kind === 'Secret' ? Buffer.from(raw, 'base64').toString() : raw;
      }
      expect(productionSecretIssues(env, { ...checks, DATABASE_URL: 'url' }), deployment).toEqual([]);
    }
    // The base's example values are what they would refuse.
    const baseShell = dataOf(named(base, 'ConfigMap', 'shell-server-config'));
    expect(productionSecretIssues(baseShell, SHELL_PRODUCTION_CHECKS).map((issue) => issue.name)).toContain('PUBLIC_ORIGIN');
  });
});
