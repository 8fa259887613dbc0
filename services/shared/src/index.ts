export {
  loadConfig,
  ConfigError,
  serviceEnv,
  tokenVerifierEnv,
  eventsEnv,
  clientAddressEnv,
  type Env,
  type EventsConfig,
  type LogLevel,
  type ServiceConfig,
  type TokenVerifierConfig,
} from './config.js';
export {
  createLogger,
  AccessLogController,
  stdoutDestination,
  type Logger,
  type LoggerOptions,
} from './logger.js';
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
export { clientAddress } from './client-address.js';
export { RateLimiter, type RateLimitRule, type RateLimitTicket } from './rate-limit.js';
export {
  findPage,
  listLimit,
  OPT_IN_PAGE,
  pageCount,
  pageOf,
  pageWindow,
  type FindPageOptions,
  type Page,
  type PageBounds,
  type PageRequest,
  type PageWindow,
} from './paging.js';
export { throwIfInvalid, type FieldError } from './form-errors.js';
export { FormCheck, type FormCheckOptions, type TextCleaning, type TextRule } from './form-check.js';
export { isRecordId, toRecordId } from './record-id.js';
export {
  changedMeanwhile,
  expectedVersion,
  VERSION_INVALID,
  versionOf,
  writeVersioned,
  type VersionedChange,
} from './record-version.js';
export { routeErrorHandler, isRequestRefusal, type RequestRefusal } from './http-route-errors.js';
export {
  ROLES,
  createTokenVerifier,
  extractToken,
  extractTokenWithSource,
  normalizeRole,
  hasRole,
  requireUser,
  requireRole,
  authenticationRequired,
  requireSignedInSession,
  refuseSecondFactorEnrolmentPending,
  secondFactorEnrolmentRequired,
  TokenVerificationUnavailableError,
  type AuthUser,
  type Role,
  type MaybeAuthenticated,
  type TokenVerifier,
  type TokenVerifierOptions,
  type RevocationCheck,
  type VerifiedSession,
  type TokenSource,
} from './auth.js';
export {
  REVOKED_SESSION_PREFIX,
  revokedSessionKey,
  createRedisRevocationCheck,
  createServiceTokenVerifier,
  type RedisRevocationOptions,
} from './revocation.js';
export { readCookie } from './contracts/cookies.js';
export { loadTypeDefs, listGraphQLFiles, DateTimeScalar, LocalDateScalar } from './graphql.js';
export {
  BUSINESS_TIME_ZONE,
  calendarDayIn,
  calendarDayProblem,
  isCalendarDay,
} from './contracts/calendar-days.js';
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
export {
  contextFrom,
  failed,
  inSpan,
  registerRequestTracing,
  SpanKind,
  startSpan,
  traceCarrier,
  traceFields,
  type SpanOptions,
  type TraceCarrier,
} from './tracing.js';
export { exportsTraces, startTracing, type Tracing, type TracingOptions } from './tracing-sdk.js';
export { systemClock, type Clock, type RelayTuning, type ServiceBuildOptions } from './build-options.js';
export { startServiceRelay, type ServiceRelayOptions } from './service-relay.js';
export { startServiceConsumer, type ServiceConsumerOptions } from './service-consumer.js';
// The text rule lives in a package of its own so that the web app's forms apply it too.
export { cleanSingleLine, cleanMultiLine } from '@smarthome/text-rules';
export { createMetricsRegistry, registerMetricsRoute, MetricsRegistry } from './metrics.js';
