/**
 * `@smarthome/dev/testing`: the whole stack as `make dev` runs it, started for a test (infra/dev's
 * own end-to-end test and the web app's browser tests), and its mailbox read through the gateway.
 */
export { isAlive } from '../state.js';
export {
  START_TIMEOUT_MS,
  startDevStack,
  type DevStackOptions,
  type ExitResult,
  type RunningDevStack,
} from './dev-stack.js';
export { linkIn, mailboxClient, type MailboxClient, type MailJson } from './mailbox-client.js';
