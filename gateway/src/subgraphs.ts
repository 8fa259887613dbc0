/**
 * The subgraphs the gateway federates. One list, used by the composition script (default dev
 * URLs written into the supergraph), by the runtime URL overrides (config) and by /readyz.
 * Adding a subgraph means adding it here, then running `pnpm --filter @smarthome/gateway compose`.
 */
export const SUBGRAPHS = [
  { name: 'auth', devUrl: 'http://localhost:4101/graphql', urlEnv: 'AUTH_URL' },
  { name: 'content', devUrl: 'http://localhost:4102/graphql', urlEnv: 'CONTENT_URL' },
  { name: 'operations', devUrl: 'http://localhost:4103/graphql', urlEnv: 'OPERATIONS_URL' },
  { name: 'assistant', devUrl: 'http://localhost:4104/graphql', urlEnv: 'ASSISTANT_URL' },
] as const;

export type SubgraphName = (typeof SUBGRAPHS)[number]['name'];

export function isSubgraphName(name: string): name is SubgraphName {
  return SUBGRAPHS.some((s) => s.name === name);
}
