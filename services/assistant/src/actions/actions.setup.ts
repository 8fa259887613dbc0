import type { Clock, SubgraphDeps } from '@smarthome/service-kit';
import type { CallerRecords } from '../tools/caller-records.js';
import { createChatActionModel } from './actions.model.js';
import { ChatActions } from './actions.service.js';

/** The proposals the chat makes (collection `chat_actions`) and their confirmation with the caller's rights. */
export function setupActions(
  { mongo, log }: Pick<SubgraphDeps, 'mongo' | 'log'>,
  { records, clock }: { records: CallerRecords; clock: Clock },
): ChatActions {
  return new ChatActions({
    actions: createChatActionModel(mongo),
    records,
    now: () => new Date(clock()),
    log,
  });
}
