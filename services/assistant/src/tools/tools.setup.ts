import type { AuthUser, SubgraphDeps } from '@smarthome/service-kit';
import type { ChatActions } from '../actions/actions.service.js';
import type { AssistantConfig } from '../config.js';
import { CallerRecords } from './caller-records.js';
import { CallerTools } from './caller-tools.js';
import { OperationsClient, type Caller } from './operations-client.js';

/** How long one read or write of the caller's records may take before the answer says they are unavailable. */
const OPERATIONS_TIMEOUT_MS = 5_000;

/** The caller's installations and issues, read and written through the operations subgraph (OPERATIONS_URL). */
export function setupRecords(config: AssistantConfig, { log }: Pick<SubgraphDeps, 'log'>): CallerRecords {
  return new CallerRecords(
    new OperationsClient({ url: config.OPERATIONS_URL, timeoutMs: OPERATIONS_TIMEOUT_MS, log }),
  );
}

/** The tools of one chat message, bound to its caller. */
export function setupCallerTools(
  config: AssistantConfig,
  { log }: Pick<SubgraphDeps, 'log'>,
  { records, actions }: { records: CallerRecords; actions: ChatActions },
): (user: AuthUser, caller: Caller) => CallerTools {
  return (user, caller) =>
    new CallerTools({ records, actions, timeZone: config.ASSISTANT_TIME_ZONE, log }, user, caller);
}
