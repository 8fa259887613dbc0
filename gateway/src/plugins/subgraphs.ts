/**
 * The subgraphs of the committed supergraph and where the gateway calls them (the URL composed
 * in, or its configured override), with their replicas when a subgraph is given several URLs:
 * every call to them is spread over their replicas. Shared by Apollo, the API token exchange,
 * the REST routes that call a service directly, and the readiness check.
 */
import { readFile } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config.js';
import { resolveUrl, subgraphsOf, type SubgraphEndpoint } from '../graphql/supergraph.js';
import { SubgraphReplicas } from '../subgraph-replicas.js';

export interface Subgraphs {
  supergraphSdl: string;
  endpoints: SubgraphEndpoint[];
  replicas: SubgraphReplicas;
  /** The URL the gateway calls a subgraph at. */
  urlOf: (name: string) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    subgraphs: Subgraphs;
  }
}

export const subgraphs = fp<Pick<GatewayConfig, 'supergraphPath' | 'subgraphUrls' | 'subgraphReplicaUrls'>>(
  async (app, config) => {
    const supergraphSdl = await readFile(config.supergraphPath, 'utf8');
    const endpoints = subgraphsOf(supergraphSdl).map((s) => ({
      name: s.name,
      url: resolveUrl(s, config.subgraphUrls),
    }));
    app.decorate('subgraphs', {
      supergraphSdl,
      endpoints,
      replicas: new SubgraphReplicas(Object.values(config.subgraphReplicaUrls)),
      urlOf: (name: string) => {
        const subgraph = endpoints.find((candidate) => candidate.name === name);
        if (!subgraph) throw new Error(`the supergraph has no ${name} subgraph`);
        return subgraph.url;
      },
    });
  },
  { name: 'subgraphs' },
);
