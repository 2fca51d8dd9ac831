import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readObjectStoreVariables } from '../../shared/object-store/src/config.ts';
import { buildKustomization, readYamlDocuments, type KubeObject } from './kustomize.ts';
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

const base = buildKustomization(BASE);
const production = buildKustomization(PRODUCTION);

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
  const configOf = (kind: 'ConfigMap' | 'Secret', name: string) => dataOf(named(objects, kind, name));

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

  it('routes the public Ingress to the shell server only, never to the content service', () => {
    const [ingress, ...others] = ofKind(objects, 'Ingress');
    expect(others).toEqual([]);
    const spec = ingress!.spec as {
      defaultBackend?: unknown;
      rules: { host: string; http: { paths: { path: string; backend: { service: { name: string; port: { name: string } } } }[] } }[];
    };
    expect(spec.defaultBackend).toBeUndefined();
    const backends = spec.rules.flatMap((rule) => rule.http.paths.map((p) => p.backend.service));
    expect(backends).toEqual([{ name: 'shell-server', port: { name: 'http' } }]);
    for (const backend of backends) {
      const service = named(objects, 'Service', backend.name);
      const selector = (service.spec as { selector: Record<string, string> }).selector;
      const content = named<Workload>(objects, 'Deployment', 'content-service');
      expect(matches(selector, content.spec.template.metadata.labels)).toBe(false);
    }
    const shellConfig = configOf('ConfigMap', 'shell-server-config');
    expect(spec.rules.map((rule) => rule.host)).toEqual([new URL(shellConfig.PUBLIC_ORIGIN!).host]);
  });

  it('lets only the shell servers reach the content service', () => {
    const policy = named(objects, 'NetworkPolicy', 'content-service');
    const spec = policy.spec as {
      podSelector: { matchLabels: Record<string, string> };
      ingress: { from: { podSelector?: { matchLabels: Record<string, string> }; namespaceSelector?: unknown }[]; ports: { port: string }[] }[];
    };
    expect(spec.podSelector.matchLabels).toEqual(named<Workload>(objects, 'Deployment', 'content-service').spec.selector!.matchLabels);
    const fromPods = spec.ingress.filter((rule) => rule.from.some((f) => f.podSelector));
    expect(fromPods.flatMap((rule) => rule.from.map((f) => f.podSelector?.matchLabels))).toEqual([{ 'app.kubernetes.io/name': 'shell-server' }]);
    const fromNamespaces = spec.ingress.filter((rule) => rule.from.some((f) => f.namespaceSelector));
    for (const rule of fromNamespaces) expect(rule.ports).toEqual([{ port: 'metrics' }]);
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

  it('holds placeholders only in its Secrets', () => {
    for (const secret of ofKind(objects, 'Secret')) {
      expect(secret.data).toBeUndefined();
      for (const [key, value] of Object.entries(dataOf(secret))) {
        expect(value === '' || value.includes('change-me') || /\.example(\.|:|$)/.test(value), `${secret.metadata.name} ${key}`).toBe(true);
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
