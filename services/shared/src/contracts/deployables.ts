/**
 * Every process an operator deploys: its name (also its package `@smarthome/<name>` and, for a
 * service, its MongoDB database), its port in development, and how the others find it. The
 * gateway, the development orchestrator and its tests, and the deployment manifests all read
 * this one table; adding a process starts here.
 */
export interface SubgraphDeployable {
  name: 'auth' | 'content' | 'operations' | 'assistant';
  kind: 'subgraph';
  devPort: number;
  /** The gateway's variable for the subgraph's GraphQL URL. */
  urlEnv: string;
}

export interface WorkerDeployable {
  name: 'notifications';
  kind: 'worker';
  /** Serves /healthz, /readyz and /metrics, and to the gateway a signed-in caller's mails (no GraphQL). */
  devPort: number;
}

export interface GatewayDeployable {
  name: 'gateway';
  kind: 'gateway';
  devPort: number;
  /**
   * Where the gateway serves /metrics (METRICS_PORT's default): a listener of its own, since the
   * public port is what the Ingress routes every path of the site to.
   */
  metricsPort: number;
}

export type Deployable = SubgraphDeployable | WorkerDeployable | GatewayDeployable;

export const SUBGRAPHS: readonly SubgraphDeployable[] = [
  { name: 'auth', kind: 'subgraph', devPort: 4101, urlEnv: 'AUTH_URL' },
  { name: 'content', kind: 'subgraph', devPort: 4102, urlEnv: 'CONTENT_URL' },
  { name: 'operations', kind: 'subgraph', devPort: 4103, urlEnv: 'OPERATIONS_URL' },
  { name: 'assistant', kind: 'subgraph', devPort: 4104, urlEnv: 'ASSISTANT_URL' },
];

export const WORKERS: readonly WorkerDeployable[] = [
  { name: 'notifications', kind: 'worker', devPort: 4105 },
];

export const GATEWAY: GatewayDeployable = {
  name: 'gateway',
  kind: 'gateway',
  devPort: 4000,
  metricsPort: 9464,
};

/** The services behind the gateway, subgraphs first, in the order they are started. */
export const SERVICES: readonly (SubgraphDeployable | WorkerDeployable)[] = [...SUBGRAPHS, ...WORKERS];

export const DEPLOYABLES: readonly Deployable[] = [...SERVICES, GATEWAY];

export type SubgraphName = SubgraphDeployable['name'];
export type ServiceName = (typeof SERVICES)[number]['name'];

export function isSubgraphName(name: string): name is SubgraphName {
  return SUBGRAPHS.some((subgraph) => subgraph.name === name);
}

/** Where a subgraph answers GraphQL in development. */
export function devSubgraphUrl(subgraph: SubgraphDeployable, host = 'localhost'): string {
  return `http://${host}:${subgraph.devPort}/graphql`;
}
