/**
 * Renders a kustomization the way `kubectl kustomize` does, for the subset of its features the
 * manifests use (no kustomize binary runs here): `resources` (YAML files and directories with
 * their own kustomization.yaml), then `patches` (JSON 6902 operations on a target chosen by kind
 * and name), `namespace`, `replicas` and `images`, in kustomize's own order. Any other field
 * fails the render, so that a manifest never relies on a feature the test would silently skip.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

export interface JsonPatchOperation {
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: unknown;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  images?: Array<{ name: string; newName?: string; newTag?: string; digest?: string }>;
  replicas?: Array<{ name: string; count: number }>;
  patches?: Array<{ target?: { kind?: string; name?: string }; patch?: string; path?: string }>;
}

const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'images',
  'replicas',
  'patches',
]);
const SCALABLE_KINDS = new Set(['Deployment', 'StatefulSet', 'ReplicaSet']);
/** Kinds without a namespace: the namespace transformer leaves them alone. */
const CLUSTER_SCOPED_KINDS = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'IngressClass',
  'PersistentVolume',
  'PriorityClass',
  'StorageClass',
]);

/** The objects `kubectl kustomize <dir>` would print, in order. */
export function renderKustomization(dir: string): KubeObject[] {
  const file = path.join(dir, 'kustomization.yaml');
  const kustomization = (parse(readFileSync(file, 'utf8')) ?? {}) as Kustomization;
  const unsupported = Object.keys(kustomization).filter((field) => !SUPPORTED_FIELDS.has(field));
  if (unsupported.length > 0) throw new Error(`${file}: unsupported fields ${unsupported.join(', ')}`);

  const objects: KubeObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    if (/^[a-z]+:\/\//i.test(resource)) throw new Error(`${file}: remote resource ${resource}`);
    const target = path.resolve(dir, resource);
    objects.push(...(statSync(target).isDirectory() ? renderKustomization(target) : loadObjects(target)));
  }
  rejectDuplicates(objects, file);

  for (const entry of kustomization.patches ?? []) applyPatch(objects, entry, dir, file);
  if (kustomization.namespace !== undefined) {
    for (const object of objects) {
      if (!CLUSTER_SCOPED_KINDS.has(object.kind)) object.metadata.namespace = kustomization.namespace;
    }
  }
  for (const { name, count } of kustomization.replicas ?? []) {
    const targets = objects.filter(
      (object) => SCALABLE_KINDS.has(object.kind) && object.metadata.name === name,
    );
    if (targets.length === 0) throw new Error(`${file}: replicas names ${name}, which is not rendered`);
    for (const object of targets) (object.spec as Record<string, unknown>).replicas = count;
  }
  for (const image of kustomization.images ?? []) {
    if (!setImage(objects, image))
      throw new Error(`${file}: images names ${image.name}, which no container runs`);
  }
  return objects;
}

/** Every YAML document of a file, each an object with a kind and a name. */
export function loadObjects(file: string): KubeObject[] {
  const objects: KubeObject[] = [];
  for (const document of parseAllDocuments(readFileSync(file, 'utf8'))) {
    const [problem] = [...document.errors, ...document.warnings];
    if (problem) throw new Error(`${file}: ${problem.message}`);
    const value = document.toJS() as unknown;
    if (value === null || value === undefined) continue;
    if (!isKubeObject(value))
      throw new Error(`${file}: a document without apiVersion, kind or metadata.name`);
    objects.push(value);
  }
  return objects;
}

function isKubeObject(value: unknown): value is KubeObject {
  if (typeof value !== 'object' || value === null) return false;
  const { apiVersion, kind, metadata } = value as Partial<KubeObject>;
  return typeof apiVersion === 'string' && typeof kind === 'string' && typeof metadata?.name === 'string';
}

function rejectDuplicates(objects: KubeObject[], file: string): void {
  const seen = new Set<string>();
  for (const { apiVersion, kind, metadata } of objects) {
    const id = `${apiVersion}/${kind}/${metadata.namespace ?? ''}/${metadata.name}`;
    if (seen.has(id)) throw new Error(`${file}: ${kind} ${metadata.name} is defined twice`);
    seen.add(id);
  }
}

function applyPatch(
  objects: KubeObject[],
  entry: NonNullable<Kustomization['patches']>[number],
  dir: string,
  file: string,
): void {
  const { target } = entry;
  if (!target?.kind || !target.name || Object.keys(target).some((key) => key !== 'kind' && key !== 'name')) {
    throw new Error(`${file}: a patch must target exactly a kind and a name`);
  }
  const text = entry.patch ?? (entry.path ? readFileSync(path.resolve(dir, entry.path), 'utf8') : undefined);
  const operations = text === undefined ? undefined : (parse(text) as unknown);
  if (!Array.isArray(operations)) {
    throw new Error(
      `${file}: the patch of ${target.kind} ${target.name} is not a list of JSON 6902 operations`,
    );
  }
  const matched = objects.filter(
    (object) => object.kind === target.kind && object.metadata.name === target.name,
  );
  if (matched.length === 0) throw new Error(`${file}: no ${target.kind} ${target.name} to patch`);
  for (const object of matched) {
    for (const operation of operations as JsonPatchOperation[]) {
      try {
        applyJsonPatch(object, operation);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`${file}: patch of ${target.kind} ${target.name}: ${reason}`, { cause: error });
      }
    }
  }
}

/** One JSON 6902 operation (RFC 6902: add, replace, remove), in place. */
export function applyJsonPatch(document: object, operation: JsonPatchOperation): void {
  const tokens = pointerTokens(operation.path);
  const key = tokens.pop();
  if (key === undefined) throw new Error('a patch of the whole document is not supported');
  let parent: unknown = document;
  for (const token of tokens) {
    parent = child(parent, token, operation.path);
    if (parent === undefined) throw new Error(`${operation.path}: ${token} does not exist`);
  }
  if (typeof parent !== 'object' || parent === null)
    throw new Error(`${operation.path}: parent is not a container`);
  const value = structuredClone(operation.value);

  if (Array.isArray(parent)) {
    const index = key === '-' && operation.op === 'add' ? parent.length : arrayIndex(key, operation.path);
    const limit = operation.op === 'add' ? parent.length : parent.length - 1;
    if (index > limit) throw new Error(`${operation.path}: index out of range`);
    if (operation.op === 'add') parent.splice(index, 0, value);
    else if (operation.op === 'replace') parent[index] = value;
    else if (operation.op === 'remove') parent.splice(index, 1);
    else throw new Error(`unsupported op ${String(operation.op)}`);
    return;
  }
  const record = parent as Record<string, unknown>;
  if (operation.op !== 'add' && !Object.hasOwn(record, key))
    throw new Error(`${operation.path} does not exist`);
  if (operation.op === 'add' || operation.op === 'replace') record[key] = value;
  else if (operation.op === 'remove') delete record[key];
  else throw new Error(`unsupported op ${String(operation.op)}`);
}

function pointerTokens(pointer: string): string[] {
  if (!pointer.startsWith('/')) throw new Error(`${pointer}: a JSON pointer starts with /`);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function child(parent: unknown, token: string, pointer: string): unknown {
  if (Array.isArray(parent)) return parent[arrayIndex(token, pointer)];
  if (typeof parent === 'object' && parent !== null && Object.hasOwn(parent, token)) {
    return (parent as Record<string, unknown>)[token];
  }
  return undefined;
}

function arrayIndex(token: string, pointer: string): number {
  if (!/^(0|[1-9]\d*)$/.test(token)) throw new Error(`${pointer}: ${token} is not an array index`);
  return Number(token);
}

/** An image reference split the way kustomize matches it: name (with registry), tag, digest. */
export function splitImage(image: string): { name: string; tag?: string; digest?: string } {
  const [reference = '', digest] = image.split('@');
  const colon = reference.lastIndexOf(':');
  const named = colon > reference.lastIndexOf('/') ? reference.slice(0, colon) : reference;
  const tag = named === reference ? undefined : reference.slice(colon + 1);
  return { name: named, ...(tag === undefined ? {} : { tag }), ...(digest === undefined ? {} : { digest }) };
}

function setImage(objects: KubeObject[], entry: NonNullable<Kustomization['images']>[number]): boolean {
  let found = false;
  for (const container of objects.flatMap(podContainers)) {
    const current = splitImage(container.image);
    if (current.name !== entry.name) continue;
    found = true;
    const name = entry.newName ?? current.name;
    if (entry.digest !== undefined) container.image = `${name}@${entry.digest}`;
    else if (entry.newTag !== undefined) container.image = `${name}:${entry.newTag}`;
    else
      container.image = [name, current.tag && `:${current.tag}`, current.digest && `@${current.digest}`].join(
        '',
      );
  }
  return found;
}

function podContainers(object: KubeObject): Array<{ image: string }> {
  const spec = (object.spec as { template?: { spec?: Record<string, unknown> } } | undefined)?.template?.spec;
  if (!spec) return [];
  return ['initContainers', 'containers'].flatMap((field) => (spec[field] as Array<{ image: string }>) ?? []);
}
