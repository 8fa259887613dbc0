export { startTestMongo, uniqueDbName, type TestMongo } from './mongo.js';
export { startTestRedis, type TestRedis } from './redis.js';
export { createTestJwks, type TestJwks, type TestTokenClaims, type SignOptions } from './jwks.js';
export { postGraphQL, errorCodes, type GraphQLRequest, type GraphQLResponse } from './graphql.js';
export { getFreePort } from './ports.js';
export { testServiceEnv, startTestInfra, type TestInfra } from './infra.js';
export { readTestEnv, type TestEnv } from './env.js';
export { describeSubgraphBasics, type SubgraphBasicsOptions } from './subgraph-basics.js';
export { scrapeMetricsUntil } from './metrics.js';
export { eventually } from './eventually.js';
export { inOneRateWindow } from './rate-window.js';
export {
  SERVICE_READY_TIMEOUT_MS,
  startServiceProcess,
  type ServiceProcess,
  type ServiceProcessOptions,
} from './process.js';
export { startTestTracing, type TestTracing } from './tracing.js';
export { publishTestEvent } from './events.js';
export {
  startWebhookReceiver,
  DEFAULT_RECEIVER_PATH,
  type WebhookReceiver,
  type ReceivedRequest,
  type ReceiverAnswer,
} from './webhook-receiver.js';
