export {
  loadConfig,
  ConfigError,
  serviceEnv,
  tokenVerifierEnv,
  type Env,
  type LogLevel,
  type ServiceConfig,
  type TokenVerifierConfig,
} from './config.js';
export { createLogger, type Logger, type LoggerOptions } from './logger.js';
export {
  AppError,
  ERROR_CODES,
  INTERNAL_MESSAGE,
  isAppError,
  toGraphQLError,
  formatGraphQLError,
  errorLoggingPlugin,
  type ErrorCode,
} from './errors.js';
export { connectMongo, pingMongo, type Connection, type MongoOptions } from './mongo.js';
export { connectRedis, pingRedis, closeRedis, type Redis } from './redis.js';
export { healthPlugin, type HealthCheck, type HealthPluginOptions, type ReadinessBody } from './health.js';
export {
  ROLES,
  createTokenVerifier,
  extractToken,
  normalizeRole,
  hasRole,
  requireUser,
  requireRole,
  TokenVerificationUnavailableError,
  type AuthUser,
  type Role,
  type MaybeAuthenticated,
  type TokenVerifier,
  type TokenVerifierOptions,
} from './auth.js';
export { loadTypeDefs, listGraphQLFiles, DateTimeScalar } from './graphql.js';
export {
  createServiceApp,
  requestIdOf,
  type ServiceApp,
  type ServiceAppOptions,
  type ServiceDeps,
} from './app.js';
export {
  createSubgraphApp,
  type RequestContext,
  type SubgraphAppOptions,
  type SubgraphContext,
  type SubgraphDeps,
} from './subgraph.js';
export { runService, type RunServiceOptions } from './lifecycle.js';
