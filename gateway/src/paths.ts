/** The gateway's API entry points: GraphQL, and the REST facade's prefix. */
export const GRAPHQL_PATH = '/graphql';
export const REST_PREFIX = '/api/v0';
