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

/** Validates an object against the Kubernetes OpenAPI schema of its kind; throws naming the object and the field. */
export function validateKubernetesObject(object: KubeObject): void {
  const key = `${object.apiVersion} ${object.kind}`;
  const Model = MODELS[key];
  if (!Model) throw new Error(`${key} ${object.metadata?.name}: no schema known for this kind`);
  try {
    new Model(object as never).validate();
  } catch (error) {
    throw new Error(`${key} ${object.metadata.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
