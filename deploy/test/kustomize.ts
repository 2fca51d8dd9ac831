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

interface Generator {
  name: string;
  type?: string;
  envs?: string[];
  options?: { annotations?: Record<string, string> };
}
interface Replacement {
  source: { kind: string; name: string; fieldPath: string };
  targets: { select: { kind: string; name?: string }; fieldPaths: string[]; options?: { delimiter?: string; index?: number } }[];
}
interface Kustomization {
  namespace?: string;
  resources?: string[];
  labels?: { pairs: Record<string, string> }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { path: string }[];
  generatorOptions?: { disableNameSuffixHash?: boolean };
  secretGenerator?: Generator[];
  configMapGenerator?: Generator[];
  replacements?: Replacement[];
}

/** How the build reads a generator's env file (the operator's untracked files; a test gives its own). */
export interface BuildOptions {
  readEnvFile?: (file: string) => string;
}

/** An env file as kustomize reads it: KEY=VALUE lines, blank lines and # comments skipped. */
export function parseEnvFile(text: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const at = trimmed.indexOf('=');
    if (at < 1) throw new Error(`env file line without KEY=: ${trimmed}`);
    data[trimmed.slice(0, at)] = trimmed.slice(at + 1);
  }
  return data;
}

/** A replacement's field path: `a.b.0.c`, `[name=x]` (the list item whose name is x), `[key.with.dots]`. */
function fieldPathSegments(fieldPath: string): string[] {
  return fieldPath.match(/\[[^\]]*\]|[^.[\]]+/g) ?? [];
}

function locate(object: unknown, fieldPath: string): { parent: Record<string, unknown> | unknown[]; key: string | number } {
  const segments = fieldPathSegments(fieldPath);
  let current: unknown = object;
  for (const [i, segment] of segments.entries()) {
    let key: string | number;
    if (Array.isArray(current)) {
      const match = /^\[(\w+)=(.*)\]$/.exec(segment);
      key = match ? current.findIndex((item) => isRecord(item) && String(item[match[1]!]) === match[2]) : Number(segment);
      if (!Number.isInteger(key) || key < 0 || key >= current.length) throw new Error(`${fieldPath}: no list item ${segment}`);
    } else if (isRecord(current)) {
      key = segment.startsWith('[') ? segment.slice(1, -1) : segment;
      if (!(key in current)) throw new Error(`${fieldPath}: no field ${key}`);
    } else {
      throw new Error(`${fieldPath}: ${segment} is not inside an object or a list`);
    }
    if (i === segments.length - 1) return { parent: current as Record<string, unknown> | unknown[], key };
    current = (current as Record<string | number, unknown>)[key];
  }
  throw new Error(`${fieldPath}: empty field path`);
}

function applyReplacements(objects: KubeObject[], replacements: Replacement[]): void {
  const find = (kind: string, name: string | undefined) => objects.filter((o) => o.kind === kind && (name === undefined || o.metadata.name === name));
  for (const { source, targets } of replacements) {
    const [from] = find(source.kind, source.name);
    if (!from) throw new Error(`replacement source ${source.kind} ${source.name} not found`);
    const { parent, key } = locate(from, source.fieldPath);
    const value = (parent as Record<string | number, unknown>)[key];
    for (const target of targets) {
      const selected = find(target.select.kind, target.select.name);
      if (!selected.length) throw new Error(`replacement target ${target.select.kind} ${target.select.name ?? ''} not found`);
      for (const object of selected) {
        for (const fieldPath of target.fieldPaths) {
          const at = locate(object, fieldPath);
          const container = at.parent as Record<string | number, unknown>;
          const { delimiter, index } = target.options ?? {};
          if (delimiter === undefined) {
            container[at.key] = value;
          } else {
            const parts = String(container[at.key]).split(delimiter);
            parts[index ?? 0] = String(value);
            container[at.key] = parts.join(delimiter);
          }
        }
      }
    }
  }
}

const LOCAL_CONFIG = 'config.kubernetes.io/local-config';

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
 * folders), namespace, labels, images, secret and config map generators over env files (without name hashes;
 * local-config objects dropped), replacements (whole values or one part of a delimited one), and patches of maps and lists without merge keys (a list in a
 * patch replaces the list, which is what a strategic merge does for such lists). Anything else throws,
 * so a kustomization cannot use a feature this test does not understand.
 */
export function buildKustomization(dir: string, options: BuildOptions = {}): KubeObject[] {
  const kustomization = readKustomization(dir);
  const readEnvFile = options.readEnvFile ?? ((file: string) => readFileSync(file, 'utf8'));
  const known = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'labels', 'images', 'patches', 'generatorOptions', 'secretGenerator', 'configMapGenerator', 'replacements']);
  const unknown = Object.keys(kustomization).filter((key) => !known.has(key));
  if (unknown.length) throw new Error(`${dir}: kustomization fields this test does not build: ${unknown.join(', ')}`);
  let objects: KubeObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.join(dir, resource);
    objects.push(...(resource.endsWith('.yaml') ? (readYamlDocuments(target) as KubeObject[]) : buildKustomization(target, options)));
  }
  const generators = [...(kustomization.secretGenerator ?? []).map((g) => ['Secret', g] as const), ...(kustomization.configMapGenerator ?? []).map((g) => ['ConfigMap', g] as const)];
  // Generated names would get a content hash, and the references to them rewritten: not built here.
  if (generators.length && !kustomization.generatorOptions?.disableNameSuffixHash) throw new Error(`${dir}: generators without disableNameSuffixHash are not built by this test`);
  for (const [kind, generator] of generators) {
    const data = Object.assign({}, ...(generator.envs ?? []).map((file) => parseEnvFile(readEnvFile(path.join(dir, file))))) as Record<string, string>;
    const metadata = { name: generator.name, ...(generator.options?.annotations ? { annotations: generator.options.annotations } : {}) };
    objects.push(
      kind === 'Secret'
        ? { apiVersion: 'v1', kind, metadata, type: generator.type ?? 'Opaque', data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Buffer.from(v).toString('base64')])) }
        : { apiVersion: 'v1', kind, metadata, data },
    );
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
  applyReplacements(objects, kustomization.replacements ?? []);
  return objects.filter((o) => o.metadata.annotations?.[LOCAL_CONFIG] !== 'true');
}
