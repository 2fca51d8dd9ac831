import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import type { KubeObject } from './kustomize.ts';

/**
 * The kinds the manifests may hold, each with the model of its OpenAPI schema (kubernetes-models). No
 * PersistentVolumeClaim: the pods share no volume (issue 37: artefacts are in the object store), so one fails.
 */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1 Job': Job,
  'networking.k8s.io/v1 Ingress': Ingress,
  'networking.k8s.io/v1 NetworkPolicy': NetworkPolicy,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 Namespace': Namespace,
  'v1 Secret': Secret,
  'v1 Service': Service,
};

const DNS_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * cert-manager's Certificate (cert-manager.io/v1; its CRD is not in kubernetes-models): the fields these
 * manifests use, by hand, as the CRD's schema requires them: a Secret name, DNS names, an issuer reference,
 * an optional private key policy; any other spec field fails.
 */
function validateCertificate(object: KubeObject): void {
  const fail = (why: string) => {
    throw new Error(`cert-manager.io/v1 Certificate ${object.metadata?.name}: ${why}`);
  };
  if (!object.metadata?.name) fail('metadata.name is required');
  const spec = object.spec as Record<string, unknown> | undefined;
  if (!spec) return fail('spec is required');
  const unknown = Object.keys(spec).filter((field) => !['secretName', 'dnsNames', 'issuerRef', 'privateKey', 'duration', 'renewBefore', 'usages'].includes(field));
  if (unknown.length) fail(`unknown spec fields ${unknown.join(', ')}`);
  if (typeof spec.secretName !== 'string' || !spec.secretName) fail('spec.secretName must be a Secret name');
  if (!Array.isArray(spec.dnsNames) || !spec.dnsNames.length || !spec.dnsNames.every((name) => typeof name === 'string' && DNS_NAME.test(name))) fail('spec.dnsNames must be DNS names');
  const issuer = spec.issuerRef as { name?: unknown; kind?: unknown; group?: unknown } | undefined;
  if (typeof issuer?.name !== 'string' || !issuer.name) fail('spec.issuerRef.name is required');
  if (issuer?.kind !== undefined && issuer.kind !== 'Issuer' && issuer.kind !== 'ClusterIssuer') fail('spec.issuerRef.kind must be Issuer or ClusterIssuer');
  if (issuer?.group !== undefined && issuer.group !== 'cert-manager.io') fail('spec.issuerRef.group must be cert-manager.io');
  const key = spec.privateKey as { algorithm?: unknown; size?: unknown; rotationPolicy?: unknown } | undefined;
  if (key && (!['RSA', 'ECDSA', 'Ed25519', undefined].includes(key.algorithm as string) || !['Always', 'Never', undefined].includes(key.rotationPolicy as string))) fail('spec.privateKey is malformed');
}

/** Validates an object against the Kubernetes OpenAPI schema of its kind; throws naming the object and the field. */
export function validateKubernetesObject(object: KubeObject): void {
  const key = `${object.apiVersion} ${object.kind}`;
  if (key === 'cert-manager.io/v1 Certificate') return validateCertificate(object);
  const Model = MODELS[key];
  if (!Model) throw new Error(`${key} ${object.metadata?.name}: no schema known for this kind`);
  try {
    new Model(object as never).validate();
  } catch (error) {
    throw new Error(`${key} ${object.metadata.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
