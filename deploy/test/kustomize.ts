import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as written in a manifest (validated apart, by kubernetes-models). */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

interface Kustomization {
  namespace?: string;
  resources?: string[];
  labels?: { pairs: Record<string, string> }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { path: string }[];
}

/** Every YAML document of a file, parsed (a syntax error throws with its line). */
export function readYamlDocuments(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length) throw new Error(`${file}: ${document.errors.map((e) => e.message).join('; ')}`);
    return document.toJS({ maxAliasCount: 100 });
  });
}

function readKustomization(dir: string): Kustomization {
  const [kustomization] = readYamlDocuments(path.join(dir, 'kustomization.yaml'));
  return kustomization as Kustomization;
}

/** Objects merge key by key; a list or a scalar of the patch replaces the original. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isRecord(target) || !isRecord(patch)) return structuredClone(patch);
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) merged[key] = key in target ? mergePatch(target[key], value) : structuredClone(value);
  return merged;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function containersOf(object: KubeObject): { image?: string }[] {
  const spec = object.spec as { template?: { spec?: { containers?: { image?: string }[] } } } | undefined;
  return spec?.template?.spec?.containers ?? [];
}

/**
 * What `kubectl kustomize <dir>` builds, for the features these kustomizations use: resources (files and
 * folders), namespace, labels, images, and patches of maps and lists without merge keys (a list in a
 * patch replaces the list, which is what a strategic merge does for such lists). Anything else throws,
 * so a kustomization cannot use a feature this test does not understand.
 */
export function buildKustomization(dir: string): KubeObject[] {
  const kustomization = readKustomization(dir);
  const known = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'labels', 'images', 'patches']);
  const unknown = Object.keys(kustomization).filter((key) => !known.has(key));
  if (unknown.length) throw new Error(`${dir}: kustomization fields this test does not build: ${unknown.join(', ')}`);
  let objects: KubeObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.join(dir, resource);
    objects.push(...(resource.endsWith('.yaml') ? (readYamlDocuments(target) as KubeObject[]) : buildKustomization(target)));
  }
  for (const { path: patchFile } of kustomization.patches ?? []) {
    for (const patch of readYamlDocuments(path.join(dir, patchFile)) as KubeObject[]) {
      const index = objects.findIndex((o) => o.kind === patch.kind && o.metadata.name === patch.metadata.name);
      if (index < 0) throw new Error(`${dir}/${patchFile}: no ${patch.kind} ${patch.metadata.name} to patch`);
      objects[index] = mergePatch(objects[index], patch) as KubeObject;
    }
  }
  for (const { pairs } of kustomization.labels ?? []) {
    objects = objects.map((o) => ({ ...o, metadata: { ...o.metadata, labels: { ...o.metadata.labels, ...pairs } } }));
  }
  if (kustomization.namespace) {
    const namespace = kustomization.namespace;
    objects = objects.map((o) => (o.kind === 'Namespace' ? o : { ...o, metadata: { ...o.metadata, namespace } }));
  }
  for (const image of kustomization.images ?? []) {
    for (const container of objects.flatMap(containersOf)) {
      const [name, tag] = (container.image ?? '').split(':');
      if (name !== image.name) continue;
      container.image = `${image.newName ?? name}:${image.newTag ?? tag}`;
    }
  }
  return objects;
}
