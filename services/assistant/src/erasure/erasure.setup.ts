import type { SubgraphDeps } from '@smarthome/service-kit';
import type { ChatActions } from '../actions/actions.service.js';
import type { ChatExchangeModel } from '../history/history.model.js';
import { AssistantErasure } from './erasure.service.js';

/** What a deleted account's `account.deleted` event does here: its exchanges, their events and its proposals go. */
export function setupErasure(
  { mongo, log }: Pick<SubgraphDeps, 'mongo' | 'log'>,
  { exchanges, actions }: { exchanges: ChatExchangeModel; actions: ChatActions },
): AssistantErasure {
  return new AssistantErasure({ mongo, exchanges, actions, log });
}
