/**
 * The Kubernetes manifests against the Kubernetes schemas and against the code (no cluster,
 * kubectl or kustomize runs here: the base and the production overlay are rendered by
 * kustomize-lite). Every deployable runs from its image on its port, probed at /readyz and
 * /healthz, unprivileged, given only variables it reads, with secrets from the Secret; its own
 * configuration loader accepts the environment; the network policies let through exactly the
 * calls the processes make; the assistant scales on the gauge it exports.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadServiceConfig as loadAssistantConfig } from '@smarthome/assistant';
import { loadServiceConfig as loadAuthConfig } from '@smarthome/auth';
import { loadServiceConfig as loadContentConfig } from '@smarthome/content';
import { parseConfig as parseGatewayConfig } from '@smarthome/gateway';
import { loadServiceConfig as loadNotificationsConfig } from '@smarthome/notifications';
import { loadServiceConfig as loadOperationsConfig } from '@smarthome/operations';
import {
  DEPLOYABLES,
  GATEWAY,
  MAX_IMAGE_UPLOAD_BYTES,
  SERVICES,
  SUBGRAPHS,
  type Deployable,
} from '@smarthome/service-kit/contracts';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler, type IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import {
  Ingress,
  NetworkPolicy,
  type IIngress,
  type INetworkPolicy,
} from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget, type IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Service, type IContainer, type IService } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/index.js';
import { readsVariable } from './deployable-env.js';
import { countsOnlyProblems, LIMITS, LIMITS_URL } from './gateway-limits.js';
import {
  applyJsonPatch,
  renderKustomization,
  splitImage,
  type JsonPatchOperation,
  type KubeObject,
} from './kustomize-lite.js';
import {
  allows,
  policiesSelecting,
  selectorMatches,
  type Endpoint,
  type LabelSelector,
} from './network-policy.js';

type Name = Deployable['name'];

/** The uid of the Redis image's user `redis`, which runs the gateway's Redis. */
const REDIS_USER = 999;
/** Every Deployment of a rendering: the deployables and the gateway's Redis. */
type Workload = Name | typeof LIMITS.name;
const WORKLOADS: readonly Workload[] = [...DEPLOYABLES.map(({ name }) => name), LIMITS.name];

/** The one Secret every secret variable comes from (created by the operator, never a manifest). */
const SECRET_NAME = 'smarthome-secrets';
/** Variables holding credentials or keys: only ever a secretKeyRef, never a value in a manifest. */
const SECRET_VARIABLES = new Set([
  'MONGODB_URI',
  'REDIS_URL',
  'SMTP_URL',
  'CSRF_SECRET',
  'ALTCHA_HMAC_KEY',
  'OPENAI_API_KEY',
  'ADMIN_PASSWORD',
  'OIDC_CLIENT_SECRET',
  'RECAPTCHA_SECRET',
  'SECOND_FACTOR_KEYS',
]);
const isSecretVariable = (name: string) =>
  SECRET_VARIABLES.has(name) || /SECRET|PASSWORD|API_KEY|HMAC_KEY/.test(name);
/**
 * Secrets a process cannot run in production without, given to every process that reads them:
 * the servers, and the keys every replica must share (a random one per process would make one
 * replica refuse what another issued).
 */
const REQUIRED_SECRETS = [
  'MONGODB_URI',
  'REDIS_URL',
  'SMTP_URL',
  'CSRF_SECRET',
  'ALTCHA_HMAC_KEY',
  'SECOND_FACTOR_KEYS',
];
/** Plausible values for them, to start each configuration loader on the rendered environment. */
const SAMPLE_SECRETS: Record<string, string> = {
  MONGODB_URI: 'mongodb://smarthome:password@mongo.example:27017/?authSource=admin',
  REDIS_URL: 'rediss://:password@redis.example:6379',
  SMTP_URL: 'smtp://user:password@smtp.example:587',
  CSRF_SECRET: 'c'.repeat(48),
  ALTCHA_HMAC_KEY: 'a'.repeat(48),
  SECOND_FACTOR_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
};
const LOADERS: Record<Name, (env: Record<string, string>) => unknown> = {
  auth: loadAuthConfig,
  content: loadContentConfig,
  operations: loadOperationsConfig,
  assistant: loadAssistantConfig,
  notifications: loadNotificationsConfig,
  gateway: parseGatewayConfig,
};

const JWKS_PATH = '/.well-known/jwks.json';
const AUTH = SUBGRAPHS.find((subgraph) => subgraph.name === 'auth')!;
const INGRESS_CONTROLLER_NAMESPACE = 'ingress-nginx';
const MONITORING_NAMESPACE = 'monitoring';
const PRODUCTION_NAMESPACE = 'smarthome';
const HPA_METRIC = 'assistant_chats_in_flight';
const GRACEFUL_CLOSE_SECONDS = 10;

const MODELS: Record<string, (object: KubeObject) => { validate(): void }> = {
  'apps/v1/Deployment': (object) => new Deployment(object as unknown as IDeployment),
  'v1/Service': (object) => new Service(object as unknown as IService),
  'policy/v1/PodDisruptionBudget': (object) =>
    new PodDisruptionBudget(object as unknown as IPodDisruptionBudget),
  'autoscaling/v2/HorizontalPodAutoscaler': (object) =>
    new HorizontalPodAutoscaler(object as unknown as IHorizontalPodAutoscaler),
  'networking.k8s.io/v1/NetworkPolicy': (object) => new NetworkPolicy(object as unknown as INetworkPolicy),
  'networking.k8s.io/v1/Ingress': (object) => new Ingress(object as unknown as IIngress),
};

/** One rendering (base or overlay) with typed access to what the checks read. */
class Rendered {
  readonly objects: KubeObject[];

  constructor(
    readonly label: string,
    dir: string,
    readonly namespace: string,
  ) {
    this.objects = renderKustomization(path.join(REPO_ROOT, dir));
  }

  all<T>(kind: string): T[] {
    return this.objects.filter((object) => object.kind === kind) as unknown as T[];
  }

  find<T>(kind: string, name: string): T | undefined {
    return this.objects.find((object) => object.kind === kind && object.metadata.name === name) as
      T | undefined;
  }

  get<T>(kind: string, name: string): T {
    const found = this.find<T>(kind, name);
    if (!found) throw new Error(`${this.label}: no ${kind} ${name}`);
    return found;
  }

  deployment(name: Workload): IDeployment {
    return this.get<IDeployment>('Deployment', name);
  }

  podLabels(name: Workload): Record<string, string> {
    return this.deployment(name).spec?.template.metadata?.labels ?? {};
  }

  container(name: Workload): IContainer {
    const containers = this.deployment(name).spec?.template.spec?.containers ?? [];
    if (containers.length !== 1)
      throw new Error(`${this.label}: ${name} runs ${containers.length} containers`);
    return containers[0]!;
  }

  env(name: Workload): Map<string, NonNullable<IContainer['env']>[number]> {
    return new Map((this.container(name).env ?? []).map((entry) => [entry.name, entry]));
  }

  value(name: Workload, variable: string): string | undefined {
    return this.env(name).get(variable)?.value;
  }

  pod(name: Workload): Extract<Endpoint, { kind: 'pod' }> {
    const ports = (this.container(name).ports ?? []).map(({ name: portName, containerPort, protocol }) => ({
      containerPort,
      ...(portName === undefined ? {} : { name: portName }),
      ...(protocol === undefined ? {} : { protocol }),
    }));
    return { kind: 'pod', namespace: this.namespace, labels: this.podLabels(name), ports };
  }

  /** Workloads whose pods a selector picks (a Service's, a PDB's, a policy's). */
  selected(selector: LabelSelector): Workload[] {
    return WORKLOADS.filter((name) => selectorMatches(selector, this.podLabels(name)));
  }
}

const base = new Rendered('base', 'infra/k8s/base', 'default');
const production = new Rendered('production', 'infra/k8s/production', PRODUCTION_NAMESPACE);

/** A port by number or by the name of one of the container's ports. */
function resolvePort(container: IContainer, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port;
  return container.ports?.find((candidate) => candidate.name === port)?.containerPort;
}

/** Kubernetes quantities: cpu in cores (`100m`, `1`), memory in bytes (`256Mi`, `1G`). */
function quantity(value: string | number | undefined): number {
  if (value === undefined) return Number.NaN;
  const match = /^([0-9.]+)(m|k|M|G|Ki|Mi|Gi)?$/.exec(String(value));
  if (!match) return Number.NaN;
  const units: Record<string, number> = {
    m: 1e-3,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
  };
  return Number(match[1]) * (match[2] ? units[match[2]]! : 1);
}

/** The environment a container starts with: its values, the Secret's required keys, the image's NODE_ENV. */
function startingEnv(rendered: Rendered, name: Name): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: 'production' };
  for (const entry of rendered.container(name).env ?? []) {
    const ref = entry.valueFrom?.secretKeyRef;
    if (entry.value !== undefined) env[entry.name] = entry.value;
    else if (ref && !ref.optional) {
      const sample = SAMPLE_SECRETS[ref.key];
      if (sample === undefined)
        throw new Error(`${name}: no sample value for the required secret ${ref.key}`);
      env[entry.name] = sample;
    }
  }
  return env;
}

/**
 * Where Prometheus scrapes a deployable: the gateway's METRICS_PORT as its process reads it from
 * the rendered environment (its public port answers 404 on /metrics), every service's one port.
 */
function scrapePort(rendered: Rendered, name: Name): number {
  if (name !== GATEWAY.name) return DEPLOYABLES.find((deployable) => deployable.name === name)!.devPort;
  return parseGatewayConfig(startingEnv(rendered, name)).metricsPort;
}

describe.each([base, production])('Kubernetes manifests: $label', (rendered) => {
  it('are valid objects of the Kubernetes schemas, each of a kind the checks know', () => {
    const problems: string[] = [];
    for (const object of rendered.objects) {
      const id = `${object.kind} ${object.metadata.name}`;
      const model = MODELS[`${object.apiVersion}/${object.kind}`];
      if (!model) {
        problems.push(`${id}: ${object.apiVersion} ${object.kind} is not checked here`);
        continue;
      }
      try {
        model(object).validate();
      } catch (error) {
        problems.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(object.metadata.name)) problems.push(`${id}: invalid name`);
      if (object.metadata.labels?.['app.kubernetes.io/part-of'] !== 'smarthome') {
        problems.push(`${id}: not labelled app.kubernetes.io/part-of=smarthome`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("run every deployable as a Deployment, a Service and a PodDisruptionBudget that select its pods only, and the gateway's Redis beside them", () => {
    const names = DEPLOYABLES.map(({ name }) => name).sort();
    expect(
      rendered
        .all<IDeployment>('Deployment')
        .map((d) => d.metadata?.name)
        .sort(),
    ).toEqual([...WORKLOADS].sort());
    expect(
      rendered
        .all<IService>('Service')
        .map((s) => s.metadata?.name)
        .sort(),
    ).toEqual([...WORKLOADS].sort());
    expect(
      rendered
        .all<IPodDisruptionBudget>('PodDisruptionBudget')
        .map((p) => p.metadata?.name)
        .sort(),
    ).toEqual(names);
    for (const { name, kind } of DEPLOYABLES) {
      const deployment = rendered.deployment(name);
      expect(rendered.podLabels(name), name).toMatchObject({
        'app.kubernetes.io/name': name,
        'app.kubernetes.io/component': kind,
        'app.kubernetes.io/part-of': 'smarthome',
      });
      expect(rendered.selected(deployment.spec!.selector), `Deployment ${name} selects`).toEqual([name]);
      const service = rendered.get<IService>('Service', name);
      expect(
        rendered.selected({ matchLabels: service.spec?.selector ?? {} }),
        `Service ${name} selects`,
      ).toEqual([name]);
      const budget = rendered.get<IPodDisruptionBudget>('PodDisruptionBudget', name);
      expect(rendered.selected(budget.spec?.selector ?? {}), `PDB ${name} selects`).toEqual([name]);
      // A budget that allows no eviction blocks every node drain.
      const replicas = deployment.spec?.replicas ?? 1;
      const { maxUnavailable, minAvailable } = budget.spec ?? {};
      const evictable =
        maxUnavailable !== undefined
          ? Number(maxUnavailable) >= 1
          : minAvailable !== undefined && Number(minAvailable) < replicas;
      expect(evictable, `PDB ${name} lets one pod go at a time`).toBe(true);
    }
  });

  it('listen on each development port, named http, probed at /readyz and /healthz and scraped at /metrics (the gateway on its metrics port)', () => {
    for (const { name, devPort } of DEPLOYABLES) {
      const container = rendered.container(name);
      expect(container.name, name).toBe(name);
      const http = { name: 'http', containerPort: devPort, protocol: 'TCP' };
      expect(container.ports, name).toEqual(
        name === GATEWAY.name
          ? [http, { name: 'metrics', containerPort: GATEWAY.metricsPort, protocol: 'TCP' }]
          : [http],
      );
      const probe = (which: 'readinessProbe' | 'livenessProbe' | 'startupProbe') => {
        const httpGet = container[which]?.httpGet;
        return httpGet && { path: httpGet.path, port: resolvePort(container, httpGet.port) };
      };
      expect(probe('readinessProbe'), `${name} readiness`).toEqual({ path: '/readyz', port: devPort });
      expect(probe('livenessProbe'), `${name} liveness`).toEqual({ path: '/healthz', port: devPort });
      if (container.startupProbe) {
        expect(probe('startupProbe'), `${name} startup`).toEqual({ path: '/healthz', port: devPort });
      }
      const service = rendered.get<IService>('Service', name);
      expect(
        service.spec?.ports?.map((port) => [port.port, resolvePort(container, port.targetPort ?? port.port)]),
        `Service ${name}`,
      ).toEqual([[devPort, devPort]]);
      expect(rendered.deployment(name).spec?.template.metadata?.annotations, `${name} scrape`).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(scrapePort(rendered, name)),
        'prometheus.io/path': '/metrics',
      });
      // The port the process serves /metrics on is one its container declares.
      expect(resolvePort(container, scrapePort(rendered, name)), `${name} metrics port`).toBeDefined();
    }
  });

  it('run unprivileged on a read-only filesystem, with bounded resources and time to close', () => {
    for (const name of WORKLOADS) {
      const pod = rendered.deployment(name).spec!.template.spec!;
      const container = rendered.container(name);
      const user = name === LIMITS.name ? REDIS_USER : 1000;
      expect(pod.securityContext, `${name} pod`).toMatchObject({
        runAsNonRoot: true,
        runAsUser: user,
        runAsGroup: user,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      expect(container.securityContext, `${name} container`).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(container.securityContext?.privileged, name).not.toBe(true);
      expect(container.securityContext?.capabilities?.add ?? [], name).toEqual([]);
      expect([pod.hostNetwork, pod.hostPID, pod.hostIPC].some(Boolean), name).toBe(false);
      expect(pod.automountServiceAccountToken, `${name} needs no API token`).toBe(false);
      expect(pod.enableServiceLinks, `${name} gets no injected Service variables`).toBe(false);

      // Node writes its temporary files there; Redis, with nothing to save, writes none.
      const writable = name === LIMITS.name ? '/data' : '/tmp';
      const mount = container.volumeMounts?.find((candidate) => candidate.mountPath === writable);
      expect(
        pod.volumes?.find((volume) => volume.name === mount?.name)?.emptyDir,
        `${name} ${writable}`,
      ).toBeDefined();

      const { requests = {}, limits = {} } = container.resources ?? {};
      for (const resource of ['cpu', 'memory']) {
        const [request, limit] = [quantity(requests[resource]), quantity(limits[resource])];
        expect(request, `${name} requests ${resource}`).toBeGreaterThan(0);
        expect(limit, `${name} limits ${resource}`).toBeGreaterThanOrEqual(request);
      }

      const sleep = container.lifecycle?.preStop?.exec?.command;
      const preStopSeconds = sleep?.[0] === 'sleep' ? Number(sleep[1]) : 0;
      expect(pod.terminationGracePeriodSeconds, `${name} grace`).toBeGreaterThanOrEqual(
        Math.max(15, preStopSeconds + GRACEFUL_CLOSE_SECONDS + 5),
      );
    }
  });

  it('run the image of each deployable, with a tag', () => {
    for (const { name } of DEPLOYABLES) {
      const image = splitImage(rendered.container(name).image ?? '');
      expect(image.name, name).toMatch(new RegExp(`(^|/)smarthome/${name}$`));
      expect(image.tag ?? image.digest, `${name} is pinned`).toMatch(/^(?!latest$)\S+$/);
    }
  });

  it('give each process only variables it reads, secrets by reference to the Secret', () => {
    const problems: string[] = [];
    for (const { name } of DEPLOYABLES) {
      const container = rendered.container(name);
      if (container.envFrom) problems.push(`${name}: envFrom hides what is set`);
      const names = (container.env ?? []).map((entry) => entry.name);
      if (new Set(names).size !== names.length) problems.push(`${name}: a variable is set twice`);
      for (const entry of container.env ?? []) {
        const id = `${name} ${entry.name}`;
        if (!readsVariable(name, entry.name)) problems.push(`${id}: not read by ${name}`);
        const ref = entry.valueFrom?.secretKeyRef;
        const plain = entry.value !== undefined && entry.valueFrom === undefined;
        const fromSecret =
          entry.value === undefined && ref !== undefined && Object.keys(entry.valueFrom!).length === 1;
        if (!plain && !fromSecret) problems.push(`${id}: neither a plain value nor a secretKeyRef`);
        if (isSecretVariable(entry.name) && !fromSecret)
          problems.push(`${id}: a secret must come from a secretKeyRef`);
        if (ref && (ref.name !== SECRET_NAME || ref.key !== entry.name)) {
          problems.push(`${id}: must be key ${entry.name} of Secret ${SECRET_NAME}`);
        }
      }
      if (rendered.value(name, 'HOST') !== '0.0.0.0') problems.push(`${name}: HOST must be 0.0.0.0`);
      for (const variable of REQUIRED_SECRETS.filter((key) => readsVariable(name, key))) {
        const ref = rendered.env(name).get(variable)?.valueFrom?.secretKeyRef;
        if (!ref || ref.optional) problems.push(`${name}: needs ${variable} from the Secret, not optional`);
      }
      if (readsVariable(name, 'AUTH_JWKS_URL')) {
        const expected = `http://${AUTH.name}:${AUTH.devPort}${JWKS_PATH}`;
        if (rendered.value(name, 'AUTH_JWKS_URL') !== expected)
          problems.push(`${name}: AUTH_JWKS_URL ≠ ${expected}`);
      }
    }
    for (const subgraph of SUBGRAPHS) {
      const expected = `http://${subgraph.name}:${subgraph.devPort}/graphql`;
      const actual = rendered.value(GATEWAY.name, subgraph.urlEnv);
      if (actual !== expected) problems.push(`gateway ${subgraph.urlEnv}: ${actual} ≠ ${expected}`);
    }
    // The assistant asks operations for the caller's installations and issues, at the gateway's URL.
    const operationsUrl = rendered.value(GATEWAY.name, 'OPERATIONS_URL');
    if (rendered.value('assistant', 'OPERATIONS_URL') !== operationsUrl)
      problems.push(`assistant: OPERATIONS_URL ≠ ${operationsUrl}`);
    expect(problems).toEqual([]);
  });

  it('address each other by Service names that exist, on ports that reach the right pods', () => {
    const portOf = (workload: Workload) =>
      workload === LIMITS.name
        ? LIMITS.port
        : DEPLOYABLES.find((deployable) => deployable.name === workload)?.devPort;
    for (const { name } of DEPLOYABLES) {
      for (const entry of rendered.container(name).env ?? []) {
        const url = /^(?:https?|rediss?):\/\/([a-z0-9-]+):(\d+)(?:\/|$)/.exec(entry.value ?? '');
        if (!url) continue;
        const [, host, port] = url;
        const service = rendered.find<IService>('Service', host!);
        expect(service, `${name} ${entry.name}: Service ${host}`).toBeDefined();
        const servicePort = service?.spec?.ports?.find((candidate) => candidate.port === Number(port));
        expect(servicePort, `${name} ${entry.name}: port ${port} of Service ${host}`).toBeDefined();
        const [target] = rendered.selected({ matchLabels: service?.spec?.selector ?? {} });
        expect(resolvePort(rendered.container(target!), servicePort?.targetPort), `${entry.name}`).toBe(
          portOf(target!),
        );
      }
    }
  });

  it("run the gateway's Redis once, holding only counts it may lose, and give the gateway its address", () => {
    const deployment = rendered.deployment(LIMITS.name);
    // A second replica behind the Service would hold half the counts.
    expect(deployment.spec?.replicas).toBe(1);
    expect(deployment.spec?.strategy?.type).toBe('Recreate');
    expect(rendered.find('HorizontalPodAutoscaler', LIMITS.name)).toBeUndefined();
    expect(rendered.podLabels(LIMITS.name)).toMatchObject({
      'app.kubernetes.io/name': LIMITS.name,
      'app.kubernetes.io/part-of': 'smarthome',
    });
    const container = rendered.container(LIMITS.name);
    expect(container.ports).toEqual([{ name: 'redis', containerPort: LIMITS.port, protocol: 'TCP' }]);
    const image = splitImage(container.image ?? '');
    expect(image.name).toMatch(/(^|\/)redis$/);
    expect(image.tag ?? image.digest, 'pinned').toMatch(/^(?!latest$)\S+$/);
    // Nothing to give it: no secret, no setting of the product.
    expect(container.env ?? []).toEqual([]);
    expect(container.envFrom).toBeUndefined();
    expect(container.readinessProbe?.exec?.command).toEqual(['redis-cli', 'ping']);
    expect(container.livenessProbe?.exec?.command).toEqual(['redis-cli', 'ping']);

    const { problems, maxmemoryBytes } = countsOnlyProblems([
      ...(container.command ?? []),
      ...(container.args ?? []),
    ]);
    expect(problems).toEqual([]);
    // Redis's own memory (buffers, fragmentation) comes on top of maxmemory.
    expect(quantity(container.resources?.limits?.memory)).toBeGreaterThanOrEqual(maxmemoryBytes * 1.5);

    const service = rendered.get<IService>('Service', LIMITS.name);
    expect(rendered.selected({ matchLabels: service.spec?.selector ?? {} })).toEqual([LIMITS.name]);
    expect(
      service.spec?.ports?.map((port) => [port.port, resolvePort(container, port.targetPort ?? port.port)]),
    ).toEqual([[LIMITS.port, LIMITS.port]]);

    expect(rendered.value(GATEWAY.name, 'API_TOKEN_RATE_LIMIT_REDIS_URL')).toBe(LIMITS_URL);
    expect(parseGatewayConfig(startingEnv(rendered, GATEWAY.name)).apiTokenRateLimitRedisUrl).toBe(
      LIMITS_URL,
    );
    // No other process is told where it is.
    const told = WORKLOADS.filter((name) =>
      (rendered.container(name).env ?? []).some((entry) => entry.value?.includes(LIMITS.name)),
    );
    expect(told).toEqual([GATEWAY.name]);
  });

  it("start with this environment: each process's own configuration accepts it", () => {
    for (const { name } of DEPLOYABLES) {
      expect(() => LOADERS[name](startingEnv(rendered, name)), name).not.toThrow();
    }
  });

  it('scale the assistant on CPU and on the chats in flight, a gauge the assistant exports', () => {
    const autoscalers = rendered.all<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler');
    expect(autoscalers.map((hpa) => hpa.metadata?.name)).toEqual(['assistant']);
    const spec = autoscalers[0]!.spec!;
    expect(spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'assistant' });
    expect(rendered.find('Deployment', spec.scaleTargetRef.name)).toBeDefined();
    // A replica count in the Deployment would undo the autoscaler's at every apply.
    expect(rendered.deployment('assistant').spec?.replicas).toBeUndefined();
    expect(spec.minReplicas).toBeGreaterThanOrEqual(1);
    expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas ?? 1);
    expect(spec.metrics).toContainEqual({
      type: 'Resource',
      resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: expect.any(Number) } },
    });
    const pods = spec.metrics?.find((metric) => metric.type === 'Pods')?.pods;
    expect(pods?.metric.name).toBe(HPA_METRIC);
    expect(pods?.target.type).toBe('AverageValue');
    expect(quantity(pods?.target.averageValue)).toBeGreaterThan(0);
    expect(quantity(rendered.container('assistant').resources?.requests?.cpu)).toBeGreaterThan(0);
    expect(assistantSources()).toMatch(new RegExp(`new Gauge\\(\\{\\s*name: '${HPA_METRIC}'`));
  });

  describe('network policies', () => {
    const policies = rendered.all<INetworkPolicy>('NetworkPolicy');
    const outside = (namespace: string, labels: Record<string, string> = {}): Endpoint => ({
      kind: 'pod',
      namespace,
      labels,
      ports: [],
    });
    const controller = outside(INGRESS_CONTROLLER_NAMESPACE, { 'app.kubernetes.io/name': 'ingress-nginx' });
    const prometheus = outside(MONITORING_NAMESPACE, { 'app.kubernetes.io/name': 'prometheus' });
    const stranger = outside('elsewhere');
    const internet: Endpoint = { kind: 'external', ip: '203.0.113.10' };
    /** A host of a private network outside the cluster (a router, another company's server). */
    const privateHost: Endpoint = { kind: 'external', ip: '192.168.1.20' };
    /** A pod of this namespace that no manifest here runs (one added later, or by someone else). */
    const neighbour = outside(rendered.namespace, { 'app.kubernetes.io/name': 'something-else' });
    /**
     * The event bus's Redis and MongoDB, wherever an operator runs them: outside the cluster, in
     * a namespace of their own, or beside the product in this one.
     */
    const datastore = (name: string, port: number): Array<[string, Endpoint]> => {
      const labels = { 'app.kubernetes.io/name': name };
      const ports = [{ name, containerPort: port, protocol: 'TCP' }];
      return [
        [`${name} outside the cluster`, internet],
        [`${name} in its namespace`, { kind: 'pod', namespace: 'datastores', labels, ports }],
        [`${name} in this namespace`, { kind: 'pod', namespace: rendered.namespace, labels, ports }],
      ];
    };
    const dns: Endpoint = {
      kind: 'pod',
      namespace: 'kube-system',
      labels: { 'k8s-app': 'kube-dns' },
      ports: [{ name: 'dns', containerPort: 53, protocol: 'UDP' }],
    };

    it('select pods that exist', () => {
      for (const policy of policies) {
        const id = policy.metadata?.name;
        const selector = policy.spec?.podSelector ?? {};
        const empty = !selector.matchLabels && !selector.matchExpressions;
        if (!empty) expect(rendered.selected(selector), `${id} selects`).not.toEqual([]);
        const peers = [
          ...(policy.spec?.ingress ?? []).flatMap((rule) => rule.from ?? []),
          ...(policy.spec?.egress ?? []).flatMap((rule) => rule.to ?? []),
        ];
        for (const peer of peers) {
          if (peer.podSelector && !peer.namespaceSelector) {
            expect(rendered.selected(peer.podSelector), `${id} names pods`).not.toEqual([]);
          }
        }
      }
    });

    it('isolate every pod both ways', () => {
      for (const { name } of DEPLOYABLES) {
        for (const direction of ['Ingress', 'Egress'] as const) {
          expect(
            policiesSelecting(policies, rendered.pod(name), direction, rendered.namespace),
            `${name} ${direction}`,
          ).not.toEqual([]);
        }
      }
    });

    const isSubgraph = (name: string) => SUBGRAPHS.some((subgraph) => subgraph.name === name);
    /** Called by the gateway and verifying tokens against auth's keys: the subgraphs and the mail worker. */
    const isCalledService = (name: string) => isSubgraph(name) || name === 'notifications';
    /**
     * The calls between the processes: the gateway to each of those, they to auth's keys, and the
     * assistant to operations (the caller's installations and issues).
     */
    const calls = (from: Workload, to: Workload) =>
      from !== to &&
      ((from === GATEWAY.name && isCalledService(to)) ||
        (isCalledService(from) && to === AUTH.name) ||
        (from === 'assistant' && to === 'operations'));

    it('let in only the Ingress controller to the gateway, the gateway to the services, the services to auth, the assistant to operations, and Prometheus', () => {
      const expected: string[] = [];
      const actual: string[] = [];
      for (const target of DEPLOYABLES) {
        const sources: Array<[string, Endpoint, boolean]> = [
          ['ingress controller', controller, target.name === GATEWAY.name],
          // The gateway's /metrics is on its metrics port (below); its site's port is the Ingress's.
          ['prometheus', prometheus, target.name !== GATEWAY.name],
          ['another namespace', stranger, false],
          ['the internet', internet, false],
          ...WORKLOADS.map((name): [string, Endpoint, boolean] => [
            name,
            rendered.pod(name),
            calls(name, target.name),
          ]),
        ];
        for (const [label, from, allowed] of sources) {
          const connection = { from, to: rendered.pod(target.name), port: target.devPort };
          if (allowed) expected.push(`${label} → ${target.name}`);
          if (allows(policies, connection, rendered.namespace, 'Ingress'))
            actual.push(`${label} → ${target.name}`);
        }
      }
      expect(actual.sort()).toEqual(expected.sort());
    });

    it('let the assistant reach operations, and of the other subgraphs only auth’s keys; operations is reached by the gateway and the assistant alone', () => {
      const reach = (from: Workload, to: Workload) => {
        const target = rendered.pod(to);
        const port = DEPLOYABLES.find((deployable) => deployable.name === to)?.devPort ?? 0;
        return allows(policies, { from: rendered.pod(from), to: target, port }, rendered.namespace);
      };
      const fromAssistant = DEPLOYABLES.filter(({ name }) => reach('assistant', name)).map(
        ({ name }) => name,
      );
      expect(fromAssistant.sort()).toEqual(['auth', 'operations']);
      const toOperations = WORKLOADS.filter((name) => reach(name, 'operations'));
      expect(toOperations.sort()).toEqual(['assistant', GATEWAY.name].sort());
      // Neither end alone lets it through: both policies are needed.
      const assistantToOperations = {
        from: rendered.pod('assistant'),
        to: rendered.pod('operations'),
        port: SUBGRAPHS.find((subgraph) => subgraph.name === 'operations')!.devPort,
      };
      const withoutPolicy = (name: string) => policies.filter((policy) => policy.metadata?.name !== name);
      expect(
        allows(withoutPolicy('assistant-egress-operations'), assistantToOperations, rendered.namespace),
      ).toBe(false);
      expect(
        allows(withoutPolicy('operations-ingress-assistant'), assistantToOperations, rendered.namespace),
      ).toBe(false);
    });

    it("let only Prometheus reach the gateway's metrics port", () => {
      const to = rendered.pod(GATEWAY.name);
      const port = scrapePort(rendered, GATEWAY.name);
      const sources: Array<[string, Endpoint]> = [
        ['ingress controller', controller],
        ['prometheus', prometheus],
        ['another namespace', stranger],
        ['the internet', internet],
        ...WORKLOADS.map((name): [string, Endpoint] => [name, rendered.pod(name)]),
      ];
      const reached = sources
        .filter(([, from]) => allows(policies, { from, to, port }, rendered.namespace, 'Ingress'))
        .map(([label]) => label);
      expect(reached).toEqual(['prometheus']);
    });

    it('let only the gateway reach its Redis, on the Redis port alone', () => {
      const to = rendered.pod(LIMITS.name);
      const sources: Array<[string, Endpoint]> = [
        ['ingress controller', controller],
        ['prometheus', prometheus],
        ['another namespace', stranger],
        ['the internet', internet],
        ['another pod of the namespace', neighbour],
        ...WORKLOADS.map((name): [string, Endpoint] => [name, rendered.pod(name)]),
      ];
      const reached = sources.flatMap(([label, from]) =>
        [LIMITS.port, GATEWAY.devPort, 6380]
          .filter((port) => allows(policies, { from, to, port }, rendered.namespace, 'Ingress'))
          .map((port) => `${label} → ${port}`),
      );
      expect(reached).toEqual([`${GATEWAY.name} → ${LIMITS.port}`]);
      // Every rule letting anything in names the gateway's pods, and them only: no namespace, no
      // address range, no rule open to any peer.
      for (const policy of policiesSelecting(policies, to, 'Ingress', rendered.namespace)) {
        for (const rule of policy.spec?.ingress ?? []) {
          const id = policy.metadata?.name;
          expect(rule.from ?? [], `${id}: a rule without peers lets in anyone`).not.toEqual([]);
          for (const peer of rule.from ?? []) {
            expect(peer.namespaceSelector ?? peer.ipBlock, `${id} names a namespace or addresses`).toBe(
              undefined,
            );
            expect(rendered.selected(peer.podSelector ?? {}), `${id} lets in`).toEqual([GATEWAY.name]);
          }
        }
      }
    });

    it("let out DNS, MongoDB and the event bus's Redis from the services (never the gateway), HTTPS and SMTP where needed, the calls between them, and the gateway to its Redis", () => {
      const isService = (name: Workload) => SERVICES.some((s) => s.name === name);
      type Outbound = [string, Endpoint, number, 'TCP' | 'UDP', (name: Workload) => boolean];
      const outbound: Outbound[] = [
        ['DNS', dns, 53, 'UDP', () => true],
        ...datastore('mongodb', 27017).map(([label, to]): Outbound => [label, to, 27017, 'TCP', isService]),
        ...datastore('redis', 6379).map(([label, to]): Outbound => [label, to, 6379, 'TCP', isService]),
        [
          'HTTPS',
          internet,
          443,
          'TCP',
          (name) => ['auth', 'content', 'assistant', 'operations'].includes(name),
        ],
        // Webhooks (operations) go to public addresses only: a private one is refused below the
        // application too. The others' HTTPS rules name no peer (their upstreams' addresses vary).
        [
          'HTTPS to a private address',
          privateHost,
          443,
          'TCP',
          (name) => ['auth', 'content', 'assistant'].includes(name),
        ],
        ['SMTP submission', internet, 587, 'TCP', (name) => name === 'notifications'],
        ['SMTPS', internet, 465, 'TCP', (name) => name === 'notifications'],
        ['HTTP', internet, 80, 'TCP', () => false],
        ['PostgreSQL', internet, 5432, 'TCP', () => false],
        ['another pod of the namespace', neighbour, 6379, 'TCP', isService],
        ...DEPLOYABLES.map(({ name: to, devPort }): Outbound => [
          to,
          rendered.pod(to),
          devPort,
          'TCP',
          (from) => calls(from, to),
        ]),
        // The services may send to any Redis port (theirs has an address unknown here); the
        // gateway's Redis turns them away itself (its ingress, above).
        [
          LIMITS.name,
          rendered.pod(LIMITS.name),
          LIMITS.port,
          'TCP',
          (from) => from === GATEWAY.name || isService(from),
        ],
      ];
      const expected: string[] = [];
      const actual: string[] = [];
      for (const name of WORKLOADS) {
        for (const [label, to, port, protocol, allowed] of outbound) {
          const connection = { from: rendered.pod(name), to, port, protocol };
          if (allowed(name)) expected.push(`${name} → ${label}`);
          if (allows(policies, connection, rendered.namespace, 'Egress')) actual.push(`${name} → ${label}`);
        }
      }
      expect(actual.sort()).toEqual(expected.sort());
    });

    it('let through, at both ends, every call the processes make and the scrapes', () => {
      const blocked: string[] = [];
      for (const from of DEPLOYABLES) {
        for (const to of DEPLOYABLES.filter((target) => calls(from.name, target.name))) {
          const connection = { from: rendered.pod(from.name), to: rendered.pod(to.name), port: to.devPort };
          if (!allows(policies, connection, rendered.namespace)) blocked.push(`${from.name} → ${to.name}`);
        }
      }
      for (const { name } of DEPLOYABLES) {
        const to = rendered.pod(name);
        if (
          !allows(policies, { from: prometheus, to, port: scrapePort(rendered, name) }, rendered.namespace)
        ) {
          blocked.push(`prometheus → ${name}`);
        }
      }
      const site = { from: controller, to: rendered.pod(GATEWAY.name), port: GATEWAY.devPort };
      if (!allows(policies, site, rendered.namespace)) blocked.push('ingress controller → gateway');
      const counts = { from: rendered.pod(GATEWAY.name), to: rendered.pod(LIMITS.name), port: LIMITS.port };
      if (!allows(policies, counts, rendered.namespace)) blocked.push(`gateway → ${LIMITS.name}`);
      expect(blocked).toEqual([]);
    });

    it("let the gateway reach no MongoDB and not the event bus's Redis, wherever they are: its only Redis is its own", () => {
      const gateway = rendered.pod(GATEWAY.name);
      const reached = [...datastore('mongodb', 27017), ...datastore('redis', 6379)].flatMap(([label, to]) =>
        [27017, 6379]
          .filter((port) => allows(policies, { from: gateway, to, port }, rendered.namespace, 'Egress'))
          .map((port) => `${label}:${port}`),
      );
      expect(reached).toEqual([]);
      // Whatever address a datastore has: no rule of the gateway opens MongoDB's port, and the
      // Redis port only towards the pods of its own Redis, in this namespace.
      for (const policy of policiesSelecting(policies, gateway, 'Egress', rendered.namespace)) {
        for (const rule of policy.spec?.egress ?? []) {
          const id = policy.metadata?.name;
          expect(rule.ports ?? [], `${id}: a rule without ports allows every port`).not.toEqual([]);
          for (const { port, endPort } of rule.ports ?? []) {
            expect(typeof port, `${id}: a port entry by number (a name may be any pod's)`).toBe('number');
            const covers = (forbidden: number) =>
              port === forbidden ||
              (typeof port === 'number' &&
                endPort !== undefined &&
                port <= forbidden &&
                forbidden <= endPort);
            expect(covers(27017), `${id} allows 27017`).toBe(false);
            if (!covers(6379)) continue;
            expect(rule.to ?? [], `${id}: 6379 to any peer`).not.toEqual([]);
            for (const peer of rule.to ?? []) {
              expect(peer.namespaceSelector ?? peer.ipBlock, `${id}: 6379 to a namespace or addresses`).toBe(
                undefined,
              );
              expect(rendered.selected(peer.podSelector ?? {}), `${id}: 6379 to`).toEqual([LIMITS.name]);
            }
          }
        }
      }
    });
  });

  it("route the site to the gateway's Service, letting through uploads and answers as large and slow as the gateway allows", () => {
    const ingresses = rendered.all<IIngress>('Ingress');
    expect(ingresses).toHaveLength(1);
    const ingress = ingresses[0]!;
    expect(ingress.spec?.ingressClassName).toBeTruthy();
    const gatewayService = rendered.get<IService>('Service', GATEWAY.name);
    const backends = (ingress.spec?.rules ?? []).flatMap((rule) => rule.http?.paths ?? []);
    expect(backends.map((p) => p.path)).toContain('/');
    for (const { backend } of backends) {
      expect(backend.service?.name).toBe(GATEWAY.name);
      const port = gatewayService.spec?.ports?.find(
        (candidate) =>
          candidate.name === backend.service?.port?.name || candidate.port === backend.service?.port?.number,
      );
      expect(resolvePort(rendered.container(GATEWAY.name), port?.targetPort)).toBe(GATEWAY.devPort);
    }
    const annotations = ingress.metadata?.annotations ?? {};
    const bodySize = /^(\d+)([kmg]?)$/i.exec(
      annotations['nginx.ingress.kubernetes.io/proxy-body-size'] ?? '',
    );
    const bytes =
      Number(bodySize?.[1]) *
      ({ '': 1, k: 2 ** 10, m: 2 ** 20, g: 2 ** 30 }[bodySize?.[2]?.toLowerCase() ?? ''] ?? 1);
    expect(bytes).toBeGreaterThanOrEqual(MAX_IMAGE_UPLOAD_BYTES);
    const { subgraphTimeoutMs } = parseGatewayConfig({});
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']) * 1000).toBeGreaterThan(
      subgraphTimeoutMs,
    );
  });
});

describe('the base', () => {
  it('leaves the namespace, the host and the HTTPS settings to the overlay', () => {
    expect(base.objects.filter((object) => object.metadata.namespace !== undefined)).toEqual([]);
    expect(base.all<IIngress>('Ingress')[0]?.spec?.rules?.map((rule) => rule.host)).toEqual([undefined]);
  });
});

describe('the production overlay', () => {
  const ingress = production.all<IIngress>('Ingress')[0]!;
  const host = ingress.spec?.rules?.[0]?.host ?? '';

  it('puts everything in its namespace', () => {
    expect(production.objects.map((object) => object.metadata.namespace)).toEqual(
      production.objects.map(() => PRODUCTION_NAMESPACE),
    );
  });

  it('serves one host over TLS, and every process knows it as the public address', () => {
    expect(host).toMatch(/^[a-z0-9.-]+\.[a-z]+$/);
    expect(ingress.spec?.rules?.map((rule) => rule.host)).toEqual([host]);
    expect(ingress.spec?.tls).toEqual([{ hosts: [host], secretName: expect.any(String) }]);
    for (const { name } of DEPLOYABLES.filter(({ name }) => readsVariable(name, 'PUBLIC_BASE_URL'))) {
      expect(production.value(name, 'PUBLIC_BASE_URL'), name).toBe(`https://${host}`);
    }
  });

  it('sets Secure __Host- cookies everywhere the cookie is read, and trusts the Ingress controller', () => {
    const settings: Array<[string, string]> = [
      ['COOKIE_SECURE', 'true'],
      ['AUTH_SESSION_COOKIE', '__Host-session'],
      ['TRUST_PROXY', '1'],
    ];
    for (const [variable, value] of settings) {
      const readers = DEPLOYABLES.filter(({ name }) => readsVariable(name, variable));
      expect(readers, variable).not.toEqual([]);
      for (const { name } of readers)
        expect(production.value(name, variable), `${name} ${variable}`).toBe(value);
    }
  });

  it('sends mail from and to addresses of the site, not the development defaults', () => {
    for (const variable of ['MAIL_FROM', 'INSTALLER_EMAIL']) {
      expect(production.value('notifications', variable), variable).toMatch(
        new RegExp(`@${host.replaceAll('.', '\\.')}>?$`),
      );
    }
  });

  it('runs every process at least twice (the assistant through its autoscaler), from the registry', () => {
    for (const { name } of DEPLOYABLES) {
      const replicas =
        name === 'assistant'
          ? production.get<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler', name).spec?.minReplicas
          : production.deployment(name).spec?.replicas;
      expect(replicas, name).toBeGreaterThanOrEqual(2);
      expect(production.container(name).image, name).toMatch(
        new RegExp(`^[a-z0-9.:-]+/smarthome/${name}[:@]`),
      );
    }
  });
});

describe('infra/README.md', () => {
  it('creates the Secret with every key a manifest requires', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'infra/README.md'), 'utf8');
    const command =
      /kubectl[^\n]* create secret generic smarthome-secrets(?:[^\n]*\\\n)*[^\n]*/.exec(readme)?.[0] ?? '';
    const required = new Set(
      [base, production].flatMap((rendered) =>
        DEPLOYABLES.flatMap(({ name }) =>
          (rendered.container(name).env ?? []).flatMap(({ valueFrom }) =>
            valueFrom?.secretKeyRef && !valueFrom.secretKeyRef.optional ? [valueFrom.secretKeyRef.key] : [],
          ),
        ),
      ),
    );
    expect(required.size).toBeGreaterThan(0);
    for (const key of required) expect(command, key).toContain(`--from-literal=${key}=`);
  });
});

describe('kustomize-lite', () => {
  it('applies JSON 6902 add, replace and remove as RFC 6902 defines them', () => {
    const document = { list: ['a', 'c'], map: { 'a/b': 1 } as Record<string, number> };
    const apply = (operation: JsonPatchOperation) => applyJsonPatch(document, operation);
    apply({ op: 'add', path: '/list/1', value: 'b' });
    apply({ op: 'add', path: '/list/-', value: 'd' });
    apply({ op: 'replace', path: '/map/a~1b', value: 2 });
    apply({ op: 'add', path: '/map/new', value: 3 });
    apply({ op: 'remove', path: '/list/0' });
    expect(document).toEqual({ list: ['b', 'c', 'd'], map: { 'a/b': 2, new: 3 } });
    expect(() => apply({ op: 'replace', path: '/map/missing', value: 1 })).toThrow(/does not exist/);
    expect(() => apply({ op: 'add', path: '/missing/x', value: 1 })).toThrow(/does not exist/);
    expect(() => apply({ op: 'add', path: '/list/9', value: 1 })).toThrow(/out of range/);
  });

  it('splits image references the way kustomize matches them', () => {
    expect(splitImage('smarthome/auth:1.0')).toEqual({ name: 'smarthome/auth', tag: '1.0' });
    expect(splitImage('localhost:5000/smarthome/auth')).toEqual({ name: 'localhost:5000/smarthome/auth' });
    expect(splitImage('r.example/smarthome/auth@sha256:ab')).toEqual({
      name: 'r.example/smarthome/auth',
      digest: 'sha256:ab',
    });
  });

  it('refuses what it does not render, rather than skip it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kustomize-lite-'));
    try {
      writeFileSync(path.join(dir, 'kustomization.yaml'), 'resources: []\ncommonAnnotations: { a: b }\n');
      expect(() => renderKustomization(dir)).toThrow(/unsupported fields commonAnnotations/);
      writeFileSync(path.join(dir, 'kustomization.yaml'), 'replicas: [{ name: nothing, count: 2 }]\n');
      expect(() => renderKustomization(dir)).toThrow(/not rendered/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The assistant's TypeScript sources, concatenated (where its metrics are declared). */
function assistantSources(): string {
  const dir = path.join(REPO_ROOT, 'services/assistant/src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}
