export {
  startDevIdentityProvider,
  type DevIdentityProvider,
  type DevIdentityProviderOptions,
} from './oidc-dev-provider.js';
export { startSmtpSink, type Mail, type SmtpSink, type SmtpSinkOptions } from './smtp-sink.js';
export {
  runDemoSeeds,
  ARGON2_OPTIONS,
  SEED_ORDER,
  type DemoUser,
  type SeedReport,
  type SeedRunOptions,
  type ServiceSeedReport,
} from './seed.js';
export { DevStack, type StackInfo } from './stack.js';
export { StartCancelled, type UnexpectedExit } from './launcher.js';
export { loadDevConfig, DEFAULT_PORTS, portsFromBase, type DevConfig, type PortPlan } from './config.js';
export { readState, STATE_FILE, type DevState } from './state.js';
export { Terminal } from './log.js';
