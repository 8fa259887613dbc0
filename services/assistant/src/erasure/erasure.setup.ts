import type { SubgraphDeps } from '@smarthome/service-kit';
import type { ChatExchangeModel } from '../history/history.model.js';
import { AssistantErasure } from './erasure.service.js';

/** What a deleted account's `account.deleted` event does here: its exchanges and their events go. */
export function setupErasure(
  { mongo, log }: Pick<SubgraphDeps, 'mongo' | 'log'>,
  { exchanges }: { exchanges: ChatExchangeModel },
): AssistantErasure {
  return new AssistantErasure({ mongo, exchanges, log });
}
