/**
 * What a set of NetworkPolicies lets through, by Kubernetes' rules: a pod selected by no policy
 * of a direction is open in that direction; a selected pod accepts (or sends) only what one rule
 * of one of those policies allows. A rule without peers allows any peer, one without ports any
 * port; a named port is the port of that name on the receiving pod.
 */
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';

type Labels = Record<string, string>;

export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: Array<{ key: string; operator: string; values?: string[] }>;
}

export interface PortOfPod {
  name?: string;
  containerPort: number;
  protocol?: string;
}

/** A pod, by its namespace and labels, or an address outside the cluster. */
export type Endpoint =
  { kind: 'pod'; namespace: string; labels: Labels; ports: PortOfPod[] } | { kind: 'external'; ip: string };

export interface Connection {
  from: Endpoint;
  to: Endpoint;
  port: number;
  protocol?: 'TCP' | 'UDP';
}

/** Namespaces carry their own name as the label kubernetes.io/metadata.name. */
const namespaceLabels = (namespace: string): Labels => ({ 'kubernetes.io/metadata.name': namespace });

export function selectorMatches(selector: LabelSelector, labels: Labels): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In':
        return key in labels && values.includes(labels[key]!);
      case 'NotIn':
        return !(key in labels) || !values.includes(labels[key]!);
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
      default:
        throw new Error(`unknown selector operator ${operator}`);
    }
  });
  return byLabel && byExpression;
}

export function policyTypes(policy: INetworkPolicy): string[] {
  const spec = policy.spec;
  if (spec?.policyTypes) return spec.policyTypes;
  return spec?.egress ? ['Ingress', 'Egress'] : ['Ingress'];
}

/**
 * The policies of the pod's namespace that select it for one direction. A policy that names no
 * namespace is in `namespace` (where `kubectl apply` would put it).
 */
export function policiesSelecting(
  policies: INetworkPolicy[],
  pod: Extract<Endpoint, { kind: 'pod' }>,
  direction: 'Ingress' | 'Egress',
  namespace: string,
): INetworkPolicy[] {
  return policies.filter(
    (policy) =>
      (policy.metadata?.namespace ?? namespace) === pod.namespace &&
      selectorMatches(policy.spec?.podSelector ?? {}, pod.labels) &&
      policyTypes(policy).includes(direction),
  );
}

/**
 * Whether the connection is allowed by the sender's egress policies, the receiver's ingress
 * policies, or both (it goes through), the policies being in `namespace` unless they name theirs.
 */
export function allows(
  policies: INetworkPolicy[],
  connection: Connection,
  namespace: string,
  by: 'Egress' | 'Ingress' | 'both' = 'both',
): boolean {
  return (
    (by === 'Ingress' ||
      sideAllows(policies, connection, namespace, 'Egress', connection.from, connection.to)) &&
    (by === 'Egress' ||
      sideAllows(policies, connection, namespace, 'Ingress', connection.to, connection.from))
  );
}

function sideAllows(
  policies: INetworkPolicy[],
  connection: Connection,
  defaultNamespace: string,
  direction: 'Ingress' | 'Egress',
  subject: Endpoint,
  peer: Endpoint,
): boolean {
  if (subject.kind !== 'pod') return true;
  const selecting = policiesSelecting(policies, subject, direction, defaultNamespace);
  if (selecting.length === 0) return true;
  return selecting.some((policy) => {
    const namespace = policy.metadata?.namespace ?? defaultNamespace;
    const rules =
      direction === 'Ingress'
        ? (policy.spec?.ingress ?? []).map((rule) => ({ peers: rule.from, ports: rule.ports }))
        : (policy.spec?.egress ?? []).map((rule) => ({ peers: rule.to, ports: rule.ports }));
    return rules.some(
      (rule) =>
        (rule.peers === undefined ||
          rule.peers.length === 0 ||
          rule.peers.some((p) => peerMatches(p, peer, namespace))) &&
        portsMatch(rule.ports, connection),
    );
  });
}

type Peer = NonNullable<NonNullable<NonNullable<INetworkPolicy['spec']>['ingress']>[number]['from']>[number];

function peerMatches(peer: Peer, endpoint: Endpoint, policyNamespace: string): boolean {
  if (peer.ipBlock) {
    return (
      endpoint.kind === 'external' &&
      inCidr(endpoint.ip, peer.ipBlock.cidr) &&
      !(peer.ipBlock.except ?? []).some((cidr) => inCidr(endpoint.ip, cidr))
    );
  }
  if (endpoint.kind !== 'pod') return false;
  const namespaceOk = peer.namespaceSelector
    ? selectorMatches(peer.namespaceSelector, namespaceLabels(endpoint.namespace))
    : endpoint.namespace === policyNamespace;
  return namespaceOk && selectorMatches(peer.podSelector ?? {}, endpoint.labels);
}

type RulePort = NonNullable<
  NonNullable<NonNullable<INetworkPolicy['spec']>['ingress']>[number]['ports']
>[number];

function portsMatch(ports: RulePort[] | undefined, connection: Connection): boolean {
  if (ports === undefined || ports.length === 0) return true;
  const protocol = connection.protocol ?? 'TCP';
  return ports.some((rule) => {
    if ((rule.protocol ?? 'TCP') !== protocol) return false;
    if (rule.port === undefined) return true;
    if (typeof rule.port === 'number') {
      return rule.endPort === undefined
        ? connection.port === rule.port
        : connection.port >= rule.port && connection.port <= rule.endPort;
    }
    // A named port is the receiving pod's port of that name.
    const receiver = connection.to;
    return (
      receiver.kind === 'pod' &&
      receiver.ports.some(
        (port) =>
          port.name === rule.port &&
          port.containerPort === connection.port &&
          (port.protocol ?? 'TCP') === protocol,
      )
    );
  });
}

function inCidr(ip: string, cidr: string): boolean {
  const [network = '', bits = '32'] = cidr.split('/');
  if (ip.includes(':') || network.includes(':')) return false;
  const toNumber = (address: string) =>
    address.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
  const size = 2 ** (32 - Number(bits));
  return Math.floor(toNumber(ip) / size) === Math.floor(toNumber(network) / size);
}
